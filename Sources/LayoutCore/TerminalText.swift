/// Text from a file or a user made safe to show on a terminal: what a storyboard id, a view
/// name or a typed command holds must not move the cursor, start an escape sequence or
/// reorder the text around it (bidirectional overrides, as in "Trojan Source" attacks).
public enum TerminalText {
  /// Whether `scalar` acts on the terminal rather than showing itself: C0 and C1 control
  /// characters (line breaks and tabs included), DEL, line and paragraph separators, and the
  /// bidirectional formatting characters (U+061C, U+200E, U+200F, U+202A–U+202E,
  /// U+2066–U+2069).
  public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x20, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// `text` with each unsafe scalar replaced by `?`, one for one so columns still line up;
  /// the scalars in `kept` (such as a line feed or a tab) stay.
  public static func printable(_ text: String, keeping kept: Set<Unicode.Scalar> = [])
    -> String
  {
    guard text.unicodeScalars.contains(where: { isUnsafe($0) && !kept.contains($0) }) else {
      return text
    }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      result.append(isUnsafe(scalar) && !kept.contains(scalar) ? "?" : scalar)
    }
    return String(result)
  }
}
