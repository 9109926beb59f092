/// Escaping for text placed in XML (SVG) and HTML documents.
public enum Markup {
  /// `text` safe inside element content and inside single- or double-quoted attributes.
  ///
  /// The five XML specials become entities. Control characters that XML 1.0 forbids (all
  /// below U+0020 except tab, line feed and carriage return) and the non-characters
  /// U+FFFE/U+FFFF become U+FFFD: a view name read from a file must not make the whole
  /// document unparseable.
  public static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
      default:
        if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
          result += "\u{FFFD}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }
}
