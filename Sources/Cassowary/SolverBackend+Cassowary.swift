import LayoutCore

extension SolverBackend {
  /// The pure-Swift incremental Cassowary solver: exact priorities, fast incremental edits.
  public static let cassowary = SolverBackend(name: "cassowary") { CassowarySolver() }
}
