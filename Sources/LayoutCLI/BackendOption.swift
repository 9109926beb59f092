import ArgumentParser
import LayoutBench
import LayoutCore

/// `--backend` of `layout bench`: one backend, or every backend in turn.
enum BackendOption: String, CaseIterable, ExpressibleByArgument {
  case cassowary
  case dense
  case all

  /// The backends this option names, in report order.
  var backends: [SolverBackend] {
    switch self {
    case .all: return SolverBackend.all
    case .cassowary, .dense: return SolverBackend.all.filter { $0.name == rawValue }
    }
  }
}

extension WorkloadGenerator.Kind: ExpressibleByArgument {}
extension WorkloadGenerator.EditPattern: ExpressibleByArgument {}
