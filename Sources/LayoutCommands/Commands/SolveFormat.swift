/// The output formats of `solve`, `matrix`, `render` and `explain`; each command accepts a subset.
public enum OutputFormat: String, Sendable, Hashable, CaseIterable {
  /// A readable table with diagnostics.
  case text
  /// Machine-readable JSON.
  case json
  /// ASCII art for a terminal.
  case ascii
  /// A standalone SVG drawing.
  case svg
  /// A self-contained HTML page.
  case html
  /// The SVG drawing rasterised as a PNG image at the screen's scale.
  case png

  /// Parses a format name that must be one of `allowed`.
  ///
  /// - Throws: ``CommandError/invalidOption(name:value:expected:)``.
  public static func parse(_ text: String, allowed: [OutputFormat]) throws(CommandError)
    -> OutputFormat
  {
    guard let format = OutputFormat(rawValue: text.lowercased()), allowed.contains(format) else {
      throw .invalidOption(
        name: "--format", value: text, expected: allowed.map(\.rawValue).joined(separator: ", "))
    }
    return format
  }
}
