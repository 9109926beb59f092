import Dispatch
import Synchronization

/// Runs independent tasks on a fixed number of threads, each thread pulling the next index
/// from a shared counter, so the work is spread however long each task takes.
package enum WorkerPool {
  /// `task(index)` for every index below `count`, on at most `jobs` threads (at least one),
  /// each result folded into `state` by `combine` as soon as it is ready: the caller keeps
  /// what it folds, not every result.
  ///
  /// `combine` runs one call at a time, in the order tasks finish, so a state meant to be
  /// the same for any `jobs` must not depend on that order. `progress` hears (done, count)
  /// after each task, from the thread that ran it.
  package static func fold<Partial, State: Sendable>(
    count: Int, jobs: Int, progress: (@Sendable (Int, Int) -> Void)? = nil,
    into state: State, _ task: @Sendable (Int) -> Partial,
    _ combine: @Sendable (inout State, Partial, Int) -> Void
  ) -> State {
    fold(
      count: count, jobs: jobs, progress: progress, into: state, worker: {},
      { (_: inout Void, index) in task(index) }, combine)
  }

  /// ``fold(count:jobs:progress:into:_:_:)`` with state of each thread's own: `worker()` is
  /// made once per thread and handed to every task that thread runs, in the order it runs
  /// them (an engine kept between tasks). Which tasks share a worker depends on scheduling,
  /// so for output independent of `jobs` a task's result must not depend on what its worker
  /// ran before.
  package static func fold<Partial, State: Sendable, Worker>(
    count: Int, jobs: Int, progress: (@Sendable (Int, Int) -> Void)? = nil,
    into state: State, worker: @Sendable () -> Worker,
    _ task: @Sendable (inout Worker, Int) -> Partial,
    _ combine: @Sendable (inout State, Partial, Int) -> Void
  ) -> State {
    let shared = Mutex<(next: Int, done: Int, state: State)>((0, 0, state))
    DispatchQueue.concurrentPerform(iterations: min(max(1, jobs), max(count, 1))) { _ in
      var local = worker()
      while true {
        let index = shared.withLock { shared -> Int? in
          guard shared.next < count else { return nil }
          shared.next += 1
          return shared.next - 1
        }
        guard let index else { return }
        let partial = task(&local, index)
        let done = shared.withLock { shared -> Int in
          combine(&shared.state, partial, index)
          shared.done += 1
          return shared.done
        }
        progress?(done, count)
      }
    }
    return shared.withLock { $0.state }
  }

  /// `task(index)` for every index below `count` (``fold(count:jobs:progress:into:_:_:)``),
  /// the results in index order, so the result is the same for any number of threads.
  package static func map<Result: Sendable>(
    count: Int, jobs: Int, progress: (@Sendable (Int, Int) -> Void)? = nil,
    _ task: @Sendable (Int) -> Result
  ) -> [Result] {
    fold(
      count: count, jobs: jobs, progress: progress,
      into: [Result?](repeating: nil, count: count), task
    ) { results, result, index in results[index] = result }
    .map { $0! }
  }
}
