import AutoLayout

/// Parses `--backend`.
public enum BackendChoice {
  /// The accepted names.
  public static let spellings = LayoutBackend.all.map(\.name).joined(separator: ", ")

  /// The built-in backend with this name.
  ///
  /// - Throws: ``CommandError/invalidOption(name:value:expected:)``.
  public static func parse(_ text: String) throws(CommandError) -> LayoutBackend {
    guard let backend = LayoutBackend.named(text.lowercased()) else {
      throw .invalidOption(name: "--backend", value: text, expected: spellings)
    }
    return backend
  }
}
