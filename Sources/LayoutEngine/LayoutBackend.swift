import Cassowary
import DenseSimplex
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

  /// The dense simplex kernel in C (OpenBLAS, LAPACKE): fast from scratch on one screen,
  /// bounded in size (it refuses problems past its memory bound).
  public static let dense = LayoutBackend(name: "dense") { DenseSimplexSolver() }

  /// Every built-in backend, for lookups by name.
  public static let all: [LayoutBackend] = [.cassowary, .dense]

  /// The built-in backend with this name, if any.
  public static func named(_ name: String) -> LayoutBackend? {
    all.first { $0.name == name }
  }
}
