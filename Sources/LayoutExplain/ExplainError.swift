/// Why a log could not be explained at all.
public enum ExplainError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The text holds no constraint description the parser could read; the issues say why.
  case noConstraints(fileName: String, issues: [ParseIssue])

  public var description: String {
    switch self {
    case .noConstraints(let fileName, let issues):
      var lines = [
        "\(fileName): no constraint descriptions found (expected lines like "
          + "\"<NSLayoutConstraint:0x… UILabel:0x….leading == UIView:0x….leading + 20   (active)>\")"
      ]
      lines += issues.map { "\(fileName):\($0)" }
      return lines.joined(separator: "\n")
    }
  }
}
