import Cassowary
import DenseSimplex
import LayoutCore

/// The solver backends, chosen as a value.
public enum SolverBackend: String, CaseIterable, Sendable {
  /// The pure-Swift incremental Cassowary solver.
  case cassowary
  /// The dense simplex kernel in C (OpenBLAS, LAPACKE).
  case dense

  /// Makes an empty solver of this backend.
  public func makeSolver() -> any LayoutSolver {
    switch self {
    case .cassowary: return CassowarySolver()
    case .dense: return DenseSimplexSolver()
    }
  }
}
