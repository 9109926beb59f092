/// A solver backend chosen as a value: a name for reports and a factory for fresh solvers.
///
/// Each backend module provides its own (`SolverBackend.cassowary` in `Cassowary`,
/// `SolverBackend.dense` in `DenseSimplex`), so code that names only the core links only the
/// backends it picks.
public struct SolverBackend: Sendable, Hashable, CustomStringConvertible {
  /// A short name for reports and command-line options.
  public let name: String
  /// Makes a new, empty solver.
  public let makeSolver: @Sendable () -> any LayoutSolver

  /// Makes a backend from a name and a solver factory.
  public init(name: String, makeSolver: @escaping @Sendable () -> any LayoutSolver) {
    self.name = name
    self.makeSolver = makeSolver
  }

  public var description: String { name }

  /// Two backends are the same when their names are.
  public static func == (lhs: SolverBackend, rhs: SolverBackend) -> Bool {
    lhs.name == rhs.name
  }

  /// Hashes the name, as equality compares it.
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
