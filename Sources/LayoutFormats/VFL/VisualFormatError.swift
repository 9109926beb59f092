/// A VFL string that cannot be parsed or resolved, reported as Apple does: the message, the
/// format and a caret under the offending character.
///
///     Unable to parse constraint format: Expected ':' after 'V' to specify vertical arrangement
///     V|[box]|
///      ^
public struct VisualFormatError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Apple's message, e.g. `Expected a view`.
  public var message: String
  /// The whole format string.
  public var format: String
  /// The 0-based offset (in Unicode scalars) the caret points at.
  public var offset: Int

  /// Makes an error.
  public init(message: String, format: String, offset: Int) {
    self.message = message
    self.format = format
    self.offset = offset
  }

  /// `Unable to parse constraint format: <message>`, then the format and the caret line.
  public var description: String {
    "Unable to parse constraint format: \(message)\n\(format)\n"
      + String(repeating: " ", count: max(0, offset)) + "^"
  }
}
