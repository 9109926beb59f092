import LayoutAdaptivity
import LayoutCore
import LayoutEngine
import LayoutFormats
import LayoutRendering
import LayoutText

/// Builds a layout file's design for one device configuration in a fresh engine, solves it
/// and collects its problems.
public enum ScreenSolver {
  /// Solves `source` in `configuration`. Never throws: a design the engine refuses or a
  /// solver failure becomes a ``LayoutProblem/Kind/failed`` problem of the screen.
  public static func solve(
    _ source: LayoutSource, in configuration: DeviceConfiguration,
    backend: LayoutBackend = .cassowary
  ) -> SolvedScreen {
    let size = Size(width: configuration.windowSize.width, height: configuration.windowSize.height)
    let engine = LayoutEngine(
      backend: backend, rootSize: size, scale: configuration.scale,
      layoutDirection: configuration.layoutDirection)
    engine.apply(configuration)
    let design = source.layout.design(
      traits: configuration.traitCollection, width: size.width, height: size.height)
    var screen = ScreenInfo(
      title: source.title, deviceName: configuration.device.name,
      orientation: configuration.orientation.description,
      multitasking: configuration.multitasking.map(MultitaskingChoice.name),
      sizeClasses: configuration.sizeClasses, size: size, scale: configuration.scale)
    if configuration.contentSizeCategory != .default {
      screen.contentSize = configuration.contentSizeCategory.alias
    }
    func failure(_ problems: [LayoutProblem]) -> SolvedScreen {
      screen.safeAreaInsets = engine.safeAreaInsets
      return SolvedScreen(
        configuration: configuration,
        snapshot: LayoutSnapshot(screen: screen, backend: backend.name, views: []),
        problems: problems)
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
    let snapshot: LayoutSnapshot
    do {
      snapshot = try LayoutSnapshot.capture(
        engine, screen: screen, annotations: LayoutSource.annotations(of: design))
    } catch {
      return failure([LayoutProblem(kind: .failed, message: "\(error)")])
    }
    var problems = engineProblems(
      engine, source: source, ambiguity: snapshot.diagnostics.ambiguous)
    problems += ProblemFinder.geometricProblems(snapshot) { source.declaration(ofView: $0) }
    problems += TruncationFinder.problems(in: design, views: lowered.views, engine: engine) {
      source.declaration(ofView: $0)
    }
    return SolvedScreen(
      configuration: configuration, snapshot: snapshot,
      problems: problems.enumerated().sorted {
        ($0.element.kind, $0.offset) < ($1.element.kind, $1.offset)
      }.map(\.element), system: engine.solverSystem)
  }

  /// Conflicts (at the broken constraint), refused constraints and ambiguous views (at
  /// their declarations).
  ///
  /// Finding ambiguity costs a probe per unknown, so a caller that has captured a snapshot
  /// passes its records as `ambiguity` rather than have the engine search again.
  static func engineProblems(
    _ engine: LayoutEngine, source: LayoutSource, ambiguity: [AmbiguityRecord]? = nil
  ) -> [LayoutProblem] {
    var problems: [LayoutProblem] = []
    for report in engine.conflictReports {
      let others = report.constraints.filter { $0 !== report.broken }
      let names = others.map(ConstraintText.stable)
      // System constraints' constants (the window's width) go in the detail, so the same
      // conflict on many devices is one problem.
      let system = others.filter(ConstraintText.isSystem).map(ConstraintText.equation)
      problems.append(
        LayoutProblem(
          kind: .unsatisfiable,
          message: "broke \(report.broken.shortDescription)"
            + (names.isEmpty ? "" : "; it conflicts with \(names.joined(separator: ", "))"),
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
