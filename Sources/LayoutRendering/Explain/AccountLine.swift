/// One line of the explanation printed under a diagram.
public struct AccountLine: Sendable, Hashable {
  /// How a line is set.
  public enum Kind: String, Sendable, Hashable {
    /// A heading (`Conflict 1 (horizontal): …`).
    case title
    /// Ordinary text.
    case plain
    /// A remark (what the log lacked).
    case note
  }

  /// The text, without indentation.
  public var text: String
  /// How it is set.
  public var kind: Kind
  /// The indentation level (0 or 1).
  public var indent: Int

  /// Makes a line.
  public init(_ text: String, kind: Kind = .plain, indent: Int = 0) {
    self.text = text
    self.kind = kind
    self.indent = indent
  }
}
