/// Work counters a solver keeps, for tests and benchmarks (never for timing assertions).
public struct SolverStatistics: Sendable, Equatable {
  /// Simplex pivots performed since the solver was made or reset.
  public var pivots: Int = 0
  /// Calls that changed the problem (add, remove, suggest, edit variables).
  public var mutations: Int = 0
  /// Full solves from scratch (backends that rebuild count them here).
  public var fullSolves: Int = 0
  /// Rows currently in the tableau.
  public var rows: Int = 0
  /// Nonzero entries currently in the tableau (including the objective).
  public var nonzeros: Int = 0

  public init() {}
}
