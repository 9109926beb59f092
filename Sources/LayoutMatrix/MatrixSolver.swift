import AutoLayout
import Cassowary
import Dispatch
import LayoutAdaptivity
import LayoutCore
import LayoutRendering
import Synchronization

/// Solves one layout in many configurations on several threads, solving configurations that
/// share an ``EnvironmentKey`` once.
public enum MatrixSolver {
  /// The screens in the order of `configurations`.
  ///
  /// Each distinct environment gets its own engine, so the work is independent of thread
  /// scheduling and the result is the same for any `jobs`.
  ///
  /// - Parameters:
  ///   - keyboard: a docked keyboard shown in every configuration (its height may differ by
  ///     device and orientation), or nil for none.
  ///   - jobs: worker threads (at least 1).
  ///   - progress: called with (solved, total) distinct environments, from any thread.
  ///   - placements: what to record about the constraints placing each view (see
  ///     ``ScreenSolver/solve(_:in:backend:component:keyboardHeight:placements:)``).
  /// - Complexity: one engine build and solve per distinct environment.
  public static func solve(
    _ source: LayoutSource, configurations: [DeviceConfiguration],
    backend: SolverBackend = .cassowary, keyboard: KeyboardChoice? = nil, jobs: Int = 1,
    progress: (@Sendable (Int, Int) -> Void)? = nil, placements: PlacementDetail? = nil
  ) -> [SolvedScreen] {
    var keys: [EnvironmentKey] = []
    var representatives: [DeviceConfiguration] = []
    var keyIndex: [EnvironmentKey: Int] = [:]
    let slots = configurations.map { configuration -> Int in
      let key = EnvironmentKey(
        configuration, keyboardHeight: keyboard?.height(on: configuration) ?? 0)
      if let index = keyIndex[key] { return index }
      keyIndex[key] = keys.count
      keys.append(key)
      representatives.append(configuration)
      return keys.count - 1
    }
    let solved = solveDistinct(
      source, representatives, backend: backend, keyboard: keyboard, jobs: max(1, jobs),
      progress: progress, placements: placements)
    return zip(configurations, slots).map { configuration, slot in
      relabel(solved[slot], as: configuration)
    }
  }

  /// Solves each configuration on a pool of `jobs` threads pulling indices from a counter.
  static func solveDistinct(
    _ source: LayoutSource, _ configurations: [DeviceConfiguration], backend: SolverBackend,
    keyboard: KeyboardChoice? = nil, jobs: Int, progress: (@Sendable (Int, Int) -> Void)?,
    placements: PlacementDetail? = nil
  ) -> [SolvedScreen] {
    let total = configurations.count
    let state = Mutex<(next: Int, done: Int, results: [SolvedScreen?])>(
      (0, 0, Array(repeating: nil, count: total)))
    DispatchQueue.concurrentPerform(iterations: min(jobs, max(total, 1))) { _ in
      while true {
        let index = state.withLock { state -> Int? in
          guard state.next < total else { return nil }
          state.next += 1
          return state.next - 1
        }
        guard let index else { return }
        let configuration = configurations[index]
        let screen = ScreenSolver.solve(
          source, in: configuration, backend: backend,
          keyboardHeight: keyboard?.height(on: configuration), placements: placements)
        let done = state.withLock { state -> Int in
          state.results[index] = screen
          state.done += 1
          return state.done
        }
        progress?(done, total)
      }
    }
    return state.withLock { $0.results.map { $0! } }
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
