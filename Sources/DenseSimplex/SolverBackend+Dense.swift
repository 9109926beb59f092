import LayoutCore

extension SolverBackend {
  /// The dense simplex kernel in C (OpenBLAS, LAPACKE): fast from scratch on one screen,
  /// bounded in size (it refuses problems past its memory bound).
  public static let dense = SolverBackend(name: "dense") { DenseSimplexSolver() }
}
