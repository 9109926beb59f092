/// What one line of input produced: the text to print, and how the session goes on.
public struct SessionOutput: Hashable, Sendable {
  /// The text to print, without a trailing line break; empty when there is nothing to say.
  public var text: String
  /// Whether the line asked the session to end (`quit`).
  public var quits: Bool
  /// Whether the line failed; the session goes on regardless.
  public var isError: Bool

  /// Makes an output.
  public init(text: String = "", quits: Bool = false, isError: Bool = false) {
    self.text = text
    self.quits = quits
    self.isError = isError
  }

  /// A failed line, with the error's message prefixed by `error: ` (layout-file errors
  /// carry their own `file:line:column: error:` prefix).
  static func failure(_ error: REPLError) -> SessionOutput {
    if case .format = error { return SessionOutput(text: "\(error)", isError: true) }
    return SessionOutput(text: "error: \(error)", isError: true)
  }
}
