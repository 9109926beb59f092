import ArgumentParser
import LayoutBench
import LayoutCore

/// `--backend NAME`: the parser refuses a name no backend has and lists the names in `--help`.
extension SolverBackend: ExpressibleByArgument {
  /// The backend with this name, in any case.
  public init?(argument: String) {
    guard let backend = SolverBackend.named(argument) else { return nil }
    self = backend
  }

  public static var allValueStrings: [String] { all.map(\.name) }

  public var defaultValueDescription: String { name }
}
