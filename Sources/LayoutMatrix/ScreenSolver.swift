import AutoLayout
import Cassowary
import LayoutAdaptivity
import LayoutCore
import LayoutFormats
import LayoutRendering
import LayoutText

/// Builds a layout file's design for one device configuration in a fresh engine, solves it
/// and collects its problems.
public enum ScreenSolver {
  /// Solves `source` in `configuration`. Never throws: a design the engine refuses or a
  /// solver failure becomes a ``LayoutProblem/Kind/failed`` problem of the screen.
  ///
  /// A component (`component`, else the file's root `size`) is laid out at its size, a
  /// `fitting` side taking the smallest length its content allows, with the device's scale
  /// and traits but no safe area.
  ///
  /// - Parameters:
  ///   - placements: whether (and how far) to record the constraints that place each view
  ///     (``LayoutSnapshot/recordPlacements(from:detail:texts:)``), for the interactive report.
  ///   - keepsSystem: whether the result keeps the linear system solved
  ///     (``SolvedScreen/system``, for a workload export); a matrix does not need it, and
  ///     copying every installed constraint out of the engine costs a tenth of a solve.
  public static func solve(
    _ source: LayoutSource, in configuration: DeviceConfiguration,
    backend: SolverBackend = .cassowary, component: ComponentSize? = nil,
    keyboardHeight: Double? = nil, placements: PlacementDetail? = nil, keepsSystem: Bool = true
  ) -> SolvedScreen {
    solve(
      source, in: configuration, backend: backend, component: component,
      keyboardHeight: keyboardHeight, placements: placements, keepsSystem: keepsSystem,
      worker: nil)
  }

  /// ``solve(_:in:backend:component:keyboardHeight:placements:keepsSystem:)`` on `worker`'s
  /// engine when it holds the same design in a clean solve (``WorkerEngine``): the engine is
  /// moved to `configuration` and re-solved, and the result is kept only if it is clean too,
  /// else the configuration is built afresh. A component or a keyboard is always built
  /// afresh. The result equals a fresh solve's (`EngineReuseTests`).
  package static func solve(
    _ source: LayoutSource, in configuration: DeviceConfiguration,
    backend: SolverBackend = .cassowary, component: ComponentSize? = nil,
    keyboardHeight: Double? = nil, placements: PlacementDetail? = nil, keepsSystem: Bool = true,
    worker: WorkerEngine?
  ) -> SolvedScreen {
    let component = component ?? source.layout.componentSize
    let worker = component == nil && keyboardHeight == nil ? worker : nil
    var size = Size(width: configuration.windowSize.width, height: configuration.windowSize.height)
    if let component {
      size = Size(width: component.width ?? size.width, height: component.height ?? size.height)
    }
    let design = source.layout.design(
      traits: configuration.traitCollection, width: size.width, height: size.height)
    var screen = ScreenInfo(
      title: source.title, deviceName: configuration.device.name,
      orientation: configuration.orientation.description,
      multitasking: configuration.multitasking.map(\.spelling),
      sizeClasses: configuration.sizeClasses, size: size, scale: configuration.scale)
    if configuration.contentSizeCategory != .default {
      screen.contentSize = configuration.contentSizeCategory.alias
    }
    if let worker, let held = worker.take(design, for: configuration, backend: backend) {
      held.engine.apply(configuration)
      // A re-solve that breaks a constraint (or fails) is built afresh: found before its
      // frames and problems are read, so that costs only the re-solve.
      let solved = (try? held.engine.layoutIfNeeded()) != nil && WorkerEngine.isClean(held.engine)
      let result =
        solved
        ? read(
          held.engine, design: design, lowered: held.lowered, source: source,
          configuration: configuration, screen: screen, backend: backend, keyboardHeight: nil,
          placements: placements, placementTexts: held.placementTexts, keepsSystem: keepsSystem)
        : nil
      if let result, worker.keep(held, after: result) { return result }
    }
    let engine = LayoutEngine(
      backend: backend, rootSize: size, scale: configuration.scale,
      layoutDirection: configuration.layoutDirection)
    engine.apply(configuration)
    if component != nil { engine.safeAreaInsets = .zero }
    func failure(_ problems: [LayoutProblem]) -> SolvedScreen {
      failed(problems, engine, screen: screen, configuration: configuration, backend: backend)
    }
    if let keyboardHeight {
      do {
        try engine.showKeyboard(height: keyboardHeight)
      } catch {
        return failure([LayoutProblem(kind: .failed, message: "\(error)")])
      }
    }
    let lowered: LoweredLayout
    do {
      lowered = try design.install(in: engine)
    } catch {
      return failure(
        error.errors.map {
          LayoutProblem(kind: .failed, message: $0.message, location: $0.location)
        })
    }
    if let component {
      do {
        size = try fit(engine, component)
        screen.size = size
      } catch {
        return failure([LayoutProblem(kind: .failed, message: "\(error)")])
      }
    }
    let held = WorkerEngine.Held(engine: engine, design: design, lowered: lowered)
    let result = read(
      engine, design: design, lowered: lowered, source: source, configuration: configuration,
      screen: screen, backend: backend, keyboardHeight: keyboardHeight, placements: placements,
      placementTexts: held.placementTexts, keepsSystem: keepsSystem)
    worker?.hold(held, after: result)
    return result
  }

  /// Solves an engine holding `design` (if it needs it) and reads its frames and problems.
  static func read(
    _ engine: LayoutEngine, design: LayoutDesign, lowered: LoweredLayout, source: LayoutSource,
    configuration: DeviceConfiguration, screen: ScreenInfo, backend: SolverBackend,
    keyboardHeight: Double?, placements: PlacementDetail?, placementTexts: PlacementTexts,
    keepsSystem: Bool
  ) -> SolvedScreen {
    func failure(_ problems: [LayoutProblem]) -> SolvedScreen {
      failed(problems, engine, screen: screen, configuration: configuration, backend: backend)
    }
    var snapshot: LayoutSnapshot
    do {
      snapshot = try LayoutSnapshot.capture(
        engine, screen: screen, annotations: LayoutSource.annotations(of: design))
    } catch {
      return failure([rangeProblem(engine) ?? LayoutProblem(kind: .failed, message: "\(error)")])
    }
    if let problem = rangeProblem(engine) { return failure([problem]) }
    if let placements {
      snapshot.recordPlacements(from: engine, detail: placements, texts: placementTexts)
    }
    var problems = engineProblems(
      engine, source: source, ambiguity: snapshot.diagnostics.ambiguous)
    problems += ProblemFinder.geometricProblems(snapshot) { source.declaration(ofView: $0) }
    problems += KeyboardCoverFinder.problems(snapshot, keyboardHeight: keyboardHeight ?? 0) {
      source.declaration(ofView: $0)
    }
    problems += TruncationFinder.problems(in: design, views: lowered.views, engine: engine) {
      source.declaration(ofView: $0)
    }
    return SolvedScreen(
      configuration: configuration, snapshot: snapshot,
      problems: problems.bySeverity, system: keepsSystem ? engine.solverSystem : nil)
  }

  /// A screen that could not be solved: no views, `problems`, the engine's safe area.
  static func failed(
    _ problems: [LayoutProblem], _ engine: LayoutEngine, screen: ScreenInfo,
    configuration: DeviceConfiguration, backend: SolverBackend
  ) -> SolvedScreen {
    var screen = screen
    screen.safeAreaInsets = engine.safeAreaInsets
    return SolvedScreen(
      configuration: configuration,
      snapshot: LayoutSnapshot(
        screen: screen, backend: backend.name, views: [], failure: problems.failure?.message),
      problems: problems)
  }

  /// Gives the engine's root the component's size, fitting sides solved as UIKit's
  /// `systemLayoutSizeFitting` does (required given sides, `fittingSizeLevel` toward zero
  /// for fitting ones), rounded up to the pixel grid as a table view rounds cell heights.
  static func fit(_ engine: LayoutEngine, _ component: ComponentSize) throws(LayoutEngineError)
    -> Size
  {
    func pixels(_ value: Double) -> Double {
      // A hair's tolerance so an exact solution is not pushed up a whole pixel.
      (value * engine.scale - 1e-6).rounded(.up) / engine.scale
    }
    // Wrapping text is measured at the width of the last layout, so the size is fitted again
    // once the root has the fitted width, until it settles (UIKit's self-sizing cells take
    // the same second pass).
    var size = engine.rootSize
    for _ in 0..<4 {
      let fitted = try engine.systemLayoutSizeFitting(
        Size(width: component.width ?? 0, height: component.height ?? 0),
        horizontalFittingPriority: component.width == nil ? .fittingSizeLevel : .required,
        verticalFittingPriority: component.height == nil ? .fittingSizeLevel : .required)
      let next = Size(width: pixels(fitted.width), height: pixels(fitted.height))
      engine.rootSize = next
      try engine.layoutIfNeeded()
      if next == size { break }
      size = next
    }
    return size
  }

  /// Conflicts (at the broken constraint), refused constraints, a layout feedback loop and
  /// ambiguous views (at their declarations).
  ///
  /// Finding ambiguity costs a probe per unknown, so a caller that has captured a snapshot
  /// passes its records as `ambiguity` rather than have the engine search again.
  package static func engineProblems(
    _ engine: LayoutEngine, source: LayoutSource, ambiguity: [AmbiguityRecord]? = nil
  ) -> [LayoutProblem] {
    var problems: [LayoutProblem] = []
    // Each constraint's text is made once: the conflicts of a chain broken in turn list
    // most of the layout again each.
    var stableTexts: [ObjectIdentifier: String] = [:]
    func stable(_ constraint: LayoutConstraint) -> String {
      if let text = stableTexts[ObjectIdentifier(constraint)] { return text }
      let text = ConstraintText.stable(constraint)
      stableTexts[ObjectIdentifier(constraint)] = text
      return text
    }
    // The conflicts the layout ends with: one met on the way to it (a guide's insets not yet
    // computed) and resolved is not the layout's.
    for (index, report) in engine.currentConflicts.enumerated() {
      let others = report.constraints.filter { $0 !== report.broken }
      // System constraints' constants (the window's width) go in the detail, so the same
      // conflict on many devices is one problem.
      let system = others.filter(ConstraintText.isSystem).map(ConstraintText.equation)
      let conflictsWith: String
      if others.isEmpty {
        conflictsWith = ""
      } else if report.isListedInFull(at: index) {
        conflictsWith =
          "; it conflicts with \(others.map(stable).joined(separator: ", "))"
      } else {
        // Past the first conflicts, the set's size stands for the set (the REPL lists it).
        conflictsWith =
          "; it conflicts with \(others.count) \(others.count == 1 ? "constraint" : "constraints") "
          + "(conflict \(index + 1): past the first \(ConflictReport.maximumListedInFull), "
          + "sets of more than \(ConflictReport.maximumSetListedPastTheFirst) are counted; "
          + "`conflicts \(index + 1)` in `layout repl` lists it)"
      }
      problems.append(
        LayoutProblem(
          kind: .unsatisfiable,
          message: "broke \(report.broken.shortDescription)" + conflictsWith,
          location: report.broken.origin,
          detail: system.isEmpty ? nil : "(\(system.joined(separator: ", ")))"))
    }
    for rejection in engine.rejections {
      problems.append(
        LayoutProblem(
          kind: .rejected,
          message: "refused \(rejection.constraint.shortDescription): \(rejection.error)",
          location: rejection.constraint.origin))
    }
    if engine.hasLayoutFeedbackLoop {
      problems.append(LayoutProblem(kind: .feedbackLoop, message: LayoutEngine.feedbackLoopMessage))
    }
    let records =
      ambiguity
      ?? engine.ambiguityReports().map {
        AmbiguityRecord(item: $0.item.debugName, variables: $0.variables)
      }
    for record in records {
      let variables = record.variables.map { "\(record.item).\($0)" }.joined(separator: ", ")
      problems.append(
        LayoutProblem(
          kind: .ambiguous, message: "\(variables) not determined by the constraints",
          location: source.declaration(ofView: record.item)))
    }
    return problems
  }
}
