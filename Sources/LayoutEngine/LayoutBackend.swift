import Cassowary
import LayoutCore
import LayoutDevices

/// Which solver an engine uses, chosen as a value: a name and a factory for fresh solvers.
public struct LayoutBackend: Sendable {
  /// A short name for reports.
  public let name: String
  /// Makes a new, empty solver.
  public let makeSolver: @Sendable () -> any LayoutSolver

  /// Makes a backend from a solver factory.
  public init(name: String, makeSolver: @escaping @Sendable () -> any LayoutSolver) {
    self.name = name
    self.makeSolver = makeSolver
  }

  /// The pure-Swift incremental Cassowary solver.
  public static let cassowary = LayoutBackend(name: "cassowary") { CassowarySolver() }
}
