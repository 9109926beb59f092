/// Something in a pasted log that could not be read, with where it is.
///
/// Issues never stop an explanation: the parser skips what it cannot read, records why, and
/// explains the rest.
public struct ParseIssue: Codable, Sendable, Hashable, CustomStringConvertible {
  /// The 1-based line in the pasted text.
  public let line: Int
  /// The 1-based column in the pasted text (in characters).
  public let column: Int
  /// What went wrong, in a short sentence fragment.
  public let message: String

  /// Makes an issue at a position.
  public init(line: Int, column: Int, message: String) {
    self.line = line
    self.column = column
    self.message = message
  }

  /// `line:column: message`.
  public var description: String { "\(line):\(column): \(message)" }
}
extension ParseIssue: Error {}
