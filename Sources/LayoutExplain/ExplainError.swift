/// Why a log could not be explained at all.
public enum ExplainError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The text holds no constraint description the parser could read; the issues say why.
  case noConstraints(fileName: String, issues: [ParseIssue])
  /// The log's descriptions were redacted: it shows `<private>` at these lines in their
  /// place, as Console and `log show` print a conflict message by default.
  case redacted(fileName: String, lines: [Int])

  public var description: String {
    switch self {
    case .noConstraints(let fileName, let issues):
      var lines = [
        "\(fileName): no constraint descriptions found (expected lines like "
          + "\"<NSLayoutConstraint:0x… UILabel:0x….leading == UIView:0x….leading + 20   (active)>\")"
      ]
      lines += issues.map { "\(fileName):\($0)" }
      return lines.joined(separator: "\n")
    case .redacted(let fileName, let lines):
      return "\(fileName): \(Self.redactedMessage(lines: lines))"
    }
  }

  /// The message for a redacted log, without the file name.
  public static func redactedMessage(lines: [Int]) -> String {
    "the log is redacted: it shows <private> in place of the constraint descriptions "
      + "(\(Redaction.lineWords(lines))), which the unified logging system hides in Console "
      + "and `log show` unless private data is on, so there is nothing to rebuild; to get the "
      + "descriptions, \(Redaction.advice)"
  }
}
