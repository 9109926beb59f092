import AutoLayout
import Cassowary
import LayoutAdaptivity
import LayoutCore
import LayoutRendering

/// Solves one layout in many configurations on several threads, solving configurations that
/// share an ``EnvironmentKey`` once.
public enum MatrixSolver {
  /// The screens in the order of `configurations`.
  ///
  /// Each distinct environment is solved once, on a thread's kept engine when its design and
  /// a clean solution allow (``WorkerEngine``), else on a new one; either gives what a fresh
  /// engine gives, so the result is the same for any `jobs`.
  ///
  /// - Parameters:
  ///   - keyboard: a docked keyboard shown in every configuration (its height may differ by
  ///     device and orientation), or nil for none.
  ///   - jobs: worker threads (at least 1).
  ///   - progress: called with (solved, total) distinct environments, from any thread.
  ///   - placements: what to record about the constraints placing each view (see
  ///     ``ScreenSolver/solve(_:in:backend:component:keyboardHeight:placements:keepsSystem:)``).
  /// - Complexity: one solve per distinct environment (engines kept per thread, as in
  ///   ``summarise(_:configurations:backend:keyboard:jobs:progress:placements:into:_:)``).
  public static func solve(
    _ source: LayoutSource, configurations: [DeviceConfiguration],
    backend: SolverBackend = .cassowary, keyboard: KeyboardChoice? = nil, jobs: Int = 1,
    progress: (@Sendable (Int, Int) -> Void)? = nil, placements: PlacementDetail? = nil
  ) -> [SolvedScreen] {
    let slots = summarise(
      source, configurations: configurations, backend: backend, keyboard: keyboard, jobs: jobs,
      progress: progress, placements: placements,
      into: Array(repeating: nil, count: configurations.count)
    ) { (slots: inout [SolvedScreen?], screen, indices) in
      for index in indices { slots[index] = relabel(screen, as: configurations[index]) }
    }
    return slots.map { $0! }
  }

  /// Solves each distinct environment of `configurations` once and folds its screen into
  /// `summary` as soon as it is solved, so a caller that keeps a summary (problems counted,
  /// a status per configuration) holds one screen per worker at a time rather than one per
  /// environment.
  ///
  /// `add` receives the screen solved for the first configuration of an environment (labelled
  /// with it; ``relabel(_:as:)`` labels it for the others) and the indices in
  /// `configurations` of every configuration sharing it, ascending. Calls are one at a time
  /// but in the order workers finish, so for output independent of `jobs` the summary must
  /// not depend on the order of the calls.
  ///
  /// - Complexity: one solve per distinct environment, on an engine kept per thread while
  ///   the design and a clean solution allow (``WorkerEngine``), else a new one.
  public static func summarise<Summary: Sendable>(
    _ source: LayoutSource, configurations: [DeviceConfiguration],
    backend: SolverBackend = .cassowary, keyboard: KeyboardChoice? = nil, jobs: Int = 1,
    progress: (@Sendable (Int, Int) -> Void)? = nil, placements: PlacementDetail? = nil,
    into summary: Summary,
    _ add: @Sendable (inout Summary, SolvedScreen, [Int]) -> Void
  ) -> Summary {
    let groups = environments(of: configurations, keyboard: keyboard)
    // Each thread keeps its engine between environments (``WorkerEngine``); which ones a
    // thread gets depends on scheduling, and the screens do not.
    return WorkerPool.fold(
      count: groups.count, jobs: jobs, progress: progress, into: summary,
      worker: { WorkerEngine() },
      { worker, index in
        ScreenSolver.solve(
          source, in: configurations[groups[index][0]], backend: backend,
          keyboardHeight: keyboard?.height(on: configurations[groups[index][0]]),
          placements: placements, keepsSystem: false, worker: worker)
      }
    ) { summary, screen, index in add(&summary, screen, groups[index]) }
  }

  /// The configurations grouped by distinct environment (``EnvironmentKey``), in order of
  /// first occurrence: each group's indices into `configurations`, ascending.
  static func environments(of configurations: [DeviceConfiguration], keyboard: KeyboardChoice?)
    -> [[Int]]
  {
    var keyIndex: [EnvironmentKey: Int] = [:]
    var groups: [[Int]] = []
    for (index, configuration) in configurations.enumerated() {
      let key = EnvironmentKey(
        configuration, keyboardHeight: keyboard?.height(on: configuration) ?? 0)
      if let group = keyIndex[key] {
        groups[group].append(index)
      } else {
        keyIndex[key] = groups.count
        groups.append([index])
      }
    }
    return groups
  }

  /// A screen solved for an equivalent configuration, labelled with this one's device,
  /// orientation and window.
  package static func relabel(_ screen: SolvedScreen, as configuration: DeviceConfiguration)
    -> SolvedScreen
  {
    var result = screen
    result.configuration = configuration
    result.snapshot.screen.deviceName = configuration.device.name
    result.snapshot.screen.orientation = configuration.orientation.description
    result.snapshot.screen.multitasking = configuration.multitasking.map(\.spelling)
    return result
  }
}
