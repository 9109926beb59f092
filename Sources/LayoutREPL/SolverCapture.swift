import AutoLayout
import LayoutCore

/// Keeps a reference to the solver an engine makes, so `dump` can print its tableau without
/// the engine having to expose its solver.
final class SolverCapture: @unchecked Sendable {
  // Written once, from the engine's initializer on the session's thread, then only read.
  private(set) var solver: (any LayoutSolver)?

  /// A backend that builds solvers as `base` does and remembers the last one.
  func backend(wrapping base: SolverBackend) -> SolverBackend {
    SolverBackend(name: base.name) { [self] in
      let solver = base.makeSolver()
      self.solver = solver
      return solver
    }
  }
}
