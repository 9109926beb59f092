/// Readable text for the error codes Foundation's `XMLParser` reports on Linux (libxml2's
/// `xmlParserErrors`), so a malformed document says what is wrong, not just a number.
enum XMLErrorText {
  /// The codes met in truncated, hand-edited and corrupted documents.
  static let messages: [Int: String] = [
    4: "the document is empty or not XML",
    5: "the document ends early, or has content after its root element",
    6: "invalid hexadecimal character reference",
    7: "invalid decimal character reference",
    8: "invalid character reference",
    9: "a character that XML does not allow",
    23: "an entity reference without its ';'",
    26: "an undeclared entity (only &amp; &lt; &gt; &quot; &apos; exist here)",
    38: "'<' inside an attribute value",
    39: "an attribute value without quotes",
    40: "an attribute value that is not closed",
    41: "an attribute without a value ('=\"...\"' missing)",
    42: "the same attribute twice on one element",
    45: "a comment that is not closed",
    64: "an XML declaration ('<?xml ...?>') that is not at the start",
    65: "a space or '>' expected between attributes",
    68: "a name expected (an unescaped '&' or '<'?)",
    73: "'>' expected",
    74: "'</' expected",
    76: "a closing tag that does not match the open element",
    77: "a tag that is not finished",
    80: "'--' inside a comment",
  ]

  /// The message for an error at the very end of the input: the file was cut off.
  static func truncated(openElement: (name: String, line: Int)?) -> String {
    guard let open = openElement else { return "the document ends early (truncated?)" }
    return "the document ends early (truncated?) inside <\(open.name)> opened at line \(open.line)"
  }

  /// The message for `code`, with `openElement` (the innermost unclosed element and where
  /// it starts) added where it helps.
  static func message(code: Int, openElement: (name: String, line: Int)?) -> String {
    var text = messages[code] ?? "XML syntax error"
    if let open = openElement, [5, 76, 77].contains(code) {
      text += " (<\(open.name)> opened at line \(open.line) is not closed)"
    }
    return "\(text) [libxml2 error \(code)]"
  }
}
