/// The output formats of `layout check`: readable text and JSON for one document, and for a
/// folder also JUnit XML and GitHub Actions annotations for continuous integration.
public enum CheckFormat: String, Sendable, Hashable, CaseIterable {
  /// A line per view (one document) or a summary table (a folder), problems in the compiler
  /// form.
  case text
  /// Machine-readable JSON.
  case json
  /// JUnit XML, read by most CI services' test reports (folders only).
  case junit
  /// GitHub Actions workflow commands (`::error file=...`; folders only).
  case github
}
