import ArgumentParser
import LayoutBench
import LayoutCore

/// `--backend` of `layout bench`: one backend, or `all` of them in turn.
struct BackendOption: ExpressibleByArgument {
  /// The backends this option names, in report order.
  var backends: [SolverBackend]

  /// One backend.
  init(_ backend: SolverBackend) { backends = [backend] }

  init?(argument: String) {
    if argument.lowercased() == "all" {
      backends = SolverBackend.all
    } else if let backend = SolverBackend(argument: argument) {
      backends = [backend]
    } else {
      return nil
    }
  }

  static var allValueStrings: [String] { SolverBackend.allValueStrings + ["all"] }

  var defaultValueDescription: String {
    backends == SolverBackend.all ? "all" : backends.map(\.name).joined(separator: ",")
  }
}

extension WorkloadGenerator.Kind: ExpressibleByArgument {}
extension WorkloadGenerator.EditPattern: ExpressibleByArgument {}
