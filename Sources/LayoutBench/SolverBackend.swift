import Cassowary
import DenseSimplex
import LayoutCore

extension SolverBackend {
  /// Every backend this package builds, in the order reports list them.
  public static let all: [SolverBackend] = [.cassowary, .dense]

  /// The backend with this name (case-insensitive), if any.
  public static func named(_ name: String) -> SolverBackend? {
    all.first { $0.name == name.lowercased() }
  }
}
