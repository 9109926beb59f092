/// One message of a command in the compiler form (`file:line:column: error: message`), as
/// continuous-integration formats need it: the file, the position when known, the severity
/// and the text.
public struct Diagnostic: Sendable, Hashable {
  /// `error` or `warning`.
  public enum Severity: String, Sendable, Hashable {
    case error, warning
  }

  /// The file as the user gave it.
  public var file: String
  /// The 1-based line, when the message points into the file.
  public var line: Int?
  /// The 1-based column, when known.
  public var column: Int?
  /// Error or warning.
  public var severity: Severity
  /// The message without the position and severity.
  public var message: String

  /// Makes a diagnostic.
  public init(
    file: String, line: Int? = nil, column: Int? = nil, severity: Severity, message: String
  ) {
    self.file = file
    self.line = line
    self.column = column
    self.severity = severity
    self.message = message
  }

  /// The diagnostics in a command's standard error: every line of the form
  /// `file:line:column: severity: message` or `file: severity: message`; the quoted source
  /// lines and carets that follow them, and anything else, are not diagnostics.
  public static func parse(_ text: String) -> [Diagnostic] {
    text.split(separator: "\n").compactMap { parseLine(String($0)) }
  }

  static func parseLine(_ line: String) -> Diagnostic? {
    for severity in [Severity.error, .warning] {
      guard let marker = line.range(of: ": \(severity.rawValue): ") else { continue }
      let place = line[..<marker.lowerBound]
      let message = String(line[marker.upperBound...])
      // `file:line:column`: the last two colon-separated parts are numbers.
      let parts = place.split(separator: ":", omittingEmptySubsequences: false)
      if parts.count >= 3, let row = Int(parts[parts.count - 2]), let column = Int(parts.last!),
        row > 0
      {
        let file = parts.dropLast(2).joined(separator: ":")
        return Diagnostic(
          file: file, line: row, column: column, severity: severity, message: message)
      }
      if place.isEmpty || place.hasPrefix(" ") { return nil }
      return Diagnostic(file: String(place), severity: severity, message: message)
    }
    return nil
  }
}
