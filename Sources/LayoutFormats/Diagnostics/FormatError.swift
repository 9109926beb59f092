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
  /// The full text of the line the error is on (without its line break), or empty; the
  /// description quotes at most ``excerptWidth`` characters of it.
  public var sourceLine: String

  /// How many characters of the line come before ``sourceLine``, when the reporter kept only
  /// a window of a very long line (0: ``sourceLine`` is the line from its start).
  public var sourceLineOffset: Int

  /// Whether the error refuses the file as a whole (over the size limit, not UTF-8 text)
  /// rather than pointing at a statement: such a file is bad input to every command, even
  /// to `lint`, whose exit status otherwise reports the file's errors.
  public var refusesFile = false

  /// Makes an error.
  public init(
    location: SourceLocation, message: String, sourceLine: String = "", sourceLineOffset: Int = 0
  ) {
    self.location = location
    self.message = message
    self.sourceLine = sourceLine
    self.sourceLineOffset = sourceLineOffset
  }

  /// An error refusing the whole file (see ``refusesFile``).
  public static func refusingFile(at location: SourceLocation, _ message: String) -> FormatError {
    var error = FormatError(location: location, message: message)
    error.refusesFile = true
    return error
  }

  /// The most characters of the source line an error quotes; longer lines (a minified or
  /// hostile file can hold megabytes on one line) are clipped around the column. Wide enough
  /// for the constraint lines Interface Builder writes.
  public static let excerptWidth = 160

  /// The quoted part of the source line and the caret line under it: the whole line when it
  /// fits in ``excerptWidth`` characters; else the line without its indentation when that
  /// fits; else a window of that width around the column with `…` where text was cut. The
  /// caret stays under the column's character; tabs are kept so it lines up whatever the
  /// terminal's tab width.
  public var excerpt: (line: String, caret: String) {
    guard location.column > 0 else { return (sourceLine, "") }
    let scalars = Array(sourceLine.unicodeScalars)
    let column = max(0, location.column - 1 - sourceLineOffset)
    let width = Self.excerptWidth
    var start = 0
    var end = scalars.count
    if scalars.count > width {
      let indent = scalars.prefix { $0 == " " || $0 == "\t" }.count
      start = min(indent, column)
      if scalars.count - start > width {
        // Keep the column about a third of the way in, so the text after it shows too.
        start = max(start, min(column - width / 3, scalars.count - width))
        end = start + width
      }
    }
    var line = String.UnicodeScalarView()
    var caret = ""
    let cutBefore = sourceLineOffset > 0 || scalars[..<start].contains { $0 != " " && $0 != "\t" }
    if cutBefore {
      line.append("…")
      caret.append(" ")
    }
    for index in start..<end {
      line.append(scalars[index])
      if index < column { caret.append(scalars[index] == "\t" ? "\t" : " ") }
    }
    if end < scalars.count { line.append("…") }
    // A column past the end of the line (an error at the line break) points just after it.
    if column > end { caret += String(repeating: " ", count: column - end) }
    return (String(line), caret + "^")
  }

  /// The line under the quoted source line that points at the column (see ``excerpt``).
  public var caretLine: String {
    excerpt.caret
  }

  public var description: String {
    var text = "\(location): error: \(message)"
    if !sourceLine.isEmpty && location.column > 0 {
      let excerpt = excerpt
      text += "\n\(excerpt.line)\n\(excerpt.caret)"
    }
    return text
  }
}
