import Cassowary
import LayoutCore

/// The solver backends, chosen as a value.
public enum SolverBackend: String, CaseIterable, Sendable {
  case cassowary

  /// Makes an empty solver of this backend.
  public func makeSolver() -> any LayoutSolver {
    switch self {
    case .cassowary: return CassowarySolver()
    }
  }
}
