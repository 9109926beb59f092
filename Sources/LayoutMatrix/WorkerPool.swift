import Dispatch
import Synchronization

/// Runs independent tasks on a fixed number of threads, each thread pulling the next index
/// from a shared counter, and returns the results in index order, so the result is the same
/// for any number of threads.
package enum WorkerPool {
  /// `task(index)` for every index below `count`, on at most `jobs` threads (at least one).
  ///
  /// `progress` hears (done, count) after each task, from the thread that ran it, in the
  /// order tasks finish.
  package static func map<Result: Sendable>(
    count: Int, jobs: Int, progress: (@Sendable (Int, Int) -> Void)? = nil,
    _ task: @Sendable (Int) -> Result
  ) -> [Result] {
    let state = Mutex<(next: Int, done: Int, results: [Result?])>(
      (0, 0, Array(repeating: nil, count: count)))
    DispatchQueue.concurrentPerform(iterations: min(max(1, jobs), max(count, 1))) { _ in
      while true {
        let index = state.withLock { state -> Int? in
          guard state.next < count else { return nil }
          state.next += 1
          return state.next - 1
        }
        guard let index else { return }
        let result = task(index)
        let done = state.withLock { state -> Int in
          state.results[index] = result
          state.done += 1
          return state.done
        }
        progress?(done, count)
      }
    }
    return state.withLock { $0.results.map { $0! } }
  }
}
