/// The output formats of `check` and `lint` over many files: readable text, JSON (`check`),
/// JUnit XML and GitHub Actions annotations for continuous integration.
public enum FolderFormat: String, Sendable, Hashable, CaseIterable {
  /// A summary table and the problems in the compiler form.
  case text
  /// Machine-readable JSON.
  case json
  /// JUnit XML, read by most CI services' test reports.
  case junit
  /// GitHub Actions workflow commands (`::error file=...`).
  case github

  /// Parses a format name that must be one of `allowed`.
  ///
  /// - Throws: ``CommandError/invalidOption(name:value:expected:)``.
  public static func parse(_ text: String, allowed: [FolderFormat]) throws(CommandError)
    -> FolderFormat
  {
    guard let format = FolderFormat(rawValue: text.lowercased()), allowed.contains(format) else {
      throw .invalidOption(
        name: "--format", value: text, expected: allowed.map(\.rawValue).joined(separator: ", "))
    }
    return format
  }
}
