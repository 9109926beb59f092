import AutoLayout
import Cassowary
import LayoutAdaptivity
import LayoutCore
import LayoutDevices

/// A layout built in code rather than read from a file, laid out on many devices: every
/// device × allowed orientation (× multitasking window on iPads), with frames and
/// diagnostics per cell.
extension MatrixSolver {
  /// The configurations a matrix covers, device by device in the given order (see
  /// ``DeviceConfiguration/all(for:policy:includeMultitasking:layoutDirection:)``).
  public static func configurations(
    devices: [Device] = DeviceCatalog.all, policy: OrientationPolicy = .deviceOnly,
    includeMultitasking: Bool = true
  ) -> [DeviceConfiguration] {
    devices.flatMap {
      DeviceConfiguration.all(for: $0, policy: policy, includeMultitasking: includeMultitasking)
    }
  }

  /// Builds the layout afresh for every configuration and lays it out there (launch
  /// sequence included), so each cell is independent of the order of the others.
  ///
  /// `layout` receives an empty engine, adds views and constraints to its root and returns
  /// the variations (and observer) of the layout. A builder or engine failure is recorded in
  /// the cell's ``CellDiagnostics/failure`` and the matrix carries on.
  ///
  /// - Complexity: one engine, one launch per configuration.
  public static func run(
    configurations: [DeviceConfiguration],
    backend: SolverBackend = .cassowary,
    layout: (LayoutEngine) throws(LayoutEngineError) -> SceneContent
  ) -> [MatrixCell] {
    configurations.map { build($0, backend: backend, layout: layout) }
  }

  /// Builds the layout into a fresh engine for one configuration and reads the cell.
  static func build(
    _ configuration: DeviceConfiguration, backend: SolverBackend,
    layout: (LayoutEngine) throws(LayoutEngineError) -> SceneContent
  ) -> MatrixCell {
    let engine = LayoutEngine(
      backend: backend,
      rootSize: Size(
        width: configuration.windowSize.width, height: configuration.windowSize.height),
      scale: configuration.scale, layoutDirection: configuration.layoutDirection)
    let content: SceneContent
    do {
      content = try layout(engine)
    } catch {
      return failedCell(configuration, error.description)
    }
    return launch(engine, configuration, content)
  }

  /// Launches a built layout in one configuration and reads the cell.
  static func launch(
    _ engine: LayoutEngine, _ configuration: DeviceConfiguration, _ content: SceneContent
  ) -> MatrixCell {
    do {
      let environment = try DeviceEnvironment(
        engine: engine, configuration: configuration, variations: content.variations,
        observer: content.observer, policy: .deviceOnly)
      return cell(environment.engine, configuration)
    } catch {
      return failedCell(configuration, error.description)
    }
  }

  /// Moves one live environment through every configuration in turn (incremental re-solves,
  /// variations toggled as traits change), recording a cell after each transition; cells
  /// list the conflicts their layout has, as a fresh build of the cell does. The environment
  /// stays in the last
  /// configuration. A configuration the environment's policy refuses gets a failed cell.
  public static func run(
    environment: DeviceEnvironment, configurations: [DeviceConfiguration]
  ) -> [MatrixCell] {
    configurations.map { step(environment, to: $0) }
  }

  /// Moves a live environment to one configuration and reads the cell.
  static func step(_ environment: DeviceEnvironment, to configuration: DeviceConfiguration)
    -> MatrixCell
  {
    do {
      try environment.transition(to: configuration)
    } catch {
      return failedCell(configuration, error.description)
    }
    return cell(environment.engine, environment.configuration)
  }

  /// Reads frames and diagnostics from a laid-out engine.
  static func cell(_ engine: LayoutEngine, _ configuration: DeviceConfiguration) -> MatrixCell {
    var diagnostics = CellDiagnostics()
    // The conflicts the cell's layout has, however the engine got there: one carried over
    // from the previous cell is listed, one met on the way and resolved is not.
    // Past the first few, a conflict's message gives the size of its set, not the set.
    diagnostics.conflicts = engine.currentConflicts.enumerated().map {
      $1.message(listingSet: $1.isListedInFull(at: $0))
    }
    diagnostics.ambiguities = engine.ambiguityReports().map(\.description)
    let frames = engine.root.subtree.map {
      ItemFrame(name: $0.debugName, frameInRoot: $0.frameInRoot, frame: $0.frame)
    }
    return MatrixCell(
      device: configuration.device.name, orientation: configuration.orientation,
      multitasking: configuration.multitasking, windowSize: engine.rootSize,
      scale: configuration.scale, safeAreaInsets: engine.safeAreaInsets,
      traits: configuration.traitCollection, frames: frames, diagnostics: diagnostics)
  }

  static func failedCell(_ configuration: DeviceConfiguration, _ reason: String) -> MatrixCell {
    var diagnostics = CellDiagnostics()
    diagnostics.failure = reason
    let insets = configuration.safeAreaInsets
    return MatrixCell(
      device: configuration.device.name, orientation: configuration.orientation,
      multitasking: configuration.multitasking,
      windowSize: Size(
        width: configuration.windowSize.width, height: configuration.windowSize.height),
      scale: configuration.scale,
      safeAreaInsets: EdgeInsets(
        top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right),
      traits: configuration.traitCollection, frames: [], diagnostics: diagnostics)
  }
}
