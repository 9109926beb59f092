/// What one line of input produced: the text to print, and how the session goes on.
public struct SessionOutput: Hashable, Sendable {
  /// The text to print, without a trailing line break; empty when there is nothing to say.
  public var text: String
  /// Whether the line asked the session to end (`quit`).
  public var quits: Bool
  /// Whether the line failed; the session goes on regardless.
  public var isError: Bool
  /// Whether it failed because the layout cannot be built or solved
  /// (``REPLError/isLayoutFailure``): a file the session starts with then exits 1, not 2.
  public var isLayoutFailure: Bool

  /// Makes an output.
  public init(
    text: String = "", quits: Bool = false, isError: Bool = false, isLayoutFailure: Bool = false
  ) {
    self.text = text
    self.quits = quits
    self.isError = isError
    self.isLayoutFailure = isLayoutFailure
  }

  /// A failed line, with the error's message prefixed by `error: ` (layout-file errors
  /// carry their own `file:line:column: error:` prefix).
  static func failure(_ error: REPLError) -> SessionOutput {
    SessionOutput(
      text: error.isFormatError ? "\(error)" : "error: \(error)", isError: true,
      isLayoutFailure: error.isLayoutFailure)
  }
}
