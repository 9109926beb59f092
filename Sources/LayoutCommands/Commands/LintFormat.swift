import AutoLayout
import LayoutCore

/// Parses `--backend`.
public enum BackendChoice {
  /// The accepted names.
  public static let spellings = SolverBackend.all.map(\.name).joined(separator: ", ")

  /// The built-in backend with this name.
  ///
  /// - Throws: ``CommandError/invalidOption(name:value:expected:)``.
  public static func parse(_ text: String) throws(CommandError) -> SolverBackend {
    guard let backend = SolverBackend.named(text.lowercased()) else {
      throw .invalidOption(name: "--backend", value: text, expected: spellings)
    }
    return backend
  }
}
