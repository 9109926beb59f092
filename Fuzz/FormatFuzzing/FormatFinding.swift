/// What a format fuzz check found wrong with one input: a broken guarantee that is not a
/// crash (a crash or hang is libFuzzer's to catch).
public struct FormatFinding: Error, CustomStringConvertible, Sendable {
  /// The guarantee that failed, in one line.
  public var summary: String
  /// The texts involved (printed forms, error lists), for the report.
  public var details: String

  /// Makes a finding.
  public init(_ summary: String, details: String = "") {
    self.summary = summary
    self.details = details
  }

  public var description: String { details.isEmpty ? summary : summary + "\n" + details }
}
