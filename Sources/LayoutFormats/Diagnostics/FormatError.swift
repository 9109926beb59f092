import LayoutCore

/// One problem in a layout file, with the position it was found at and the offending line.
///
/// The description is the compiler-style three-line form:
///
///     screen.layout:3:14: error: unknown view 'gren'; did you mean 'green'?
///     green.top == gren.bottom + 8
///                  ^
public struct FormatError: Error, Hashable, Sendable, CustomStringConvertible {
  /// File, 1-based line and 1-based column.
  public var location: SourceLocation
  /// What is wrong, one sentence without a trailing period.
  public var message: String
  /// The full text of the line the error is on (without its line break), or empty.
  public var sourceLine: String

  /// Makes an error.
  public init(location: SourceLocation, message: String, sourceLine: String = "") {
    self.location = location
    self.message = message
    self.sourceLine = sourceLine
  }

  /// The line under the source line that points at the column; tabs are kept so the caret
  /// lines up whatever the terminal's tab width.
  public var caretLine: String {
    guard location.column > 0 else { return "" }
    var caret = ""
    for (index, scalar) in sourceLine.unicodeScalars.enumerated() where index < location.column - 1
    {
      caret.append(scalar == "\t" ? "\t" : " ")
    }
    let missing = location.column - 1 - sourceLine.unicodeScalars.count
    if missing > 0 { caret += String(repeating: " ", count: missing) }
    return caret + "^"
  }

  public var description: String {
    var text = "\(location): error: \(message)"
    if !sourceLine.isEmpty && location.column > 0 {
      text += "\n\(sourceLine)\n\(caretLine)"
    }
    return text
  }
}
