/// The East Asian line-breaking prohibitions (kinsoku) that keep punctuation with the text it
/// belongs to: a line never starts with a closing bracket, a comma, a full stop or another
/// non-starter, and never ends with an opening bracket. Between two ideographs any break is
/// allowed; these are the exceptions.
///
/// The classes are Unicode's line-breaking classes (UAX #14, rules LB13, LB14, LB21 and
/// LB22): close punctuation (CL), close parentheses (CP), exclamation and interrogation (EX),
/// infix separators (IS), non-starters (NS) and inseparable leaders (IN) take no break before
/// them, open punctuation
/// (OP) none after it. Small kana and the prolonged sound mark (class CJ) are left breakable,
/// as UAX #14's default (non-strict) breaking treats them.
enum Kinsoku {
  /// Whether a line may not end between `character` and `following`.
  static func forbidsBreak(between character: Character, and following: Character) -> Bool {
    noBreakAfter(character) || noBreakBefore(following)
  }

  /// Close punctuation, exclamation, separators and non-starters: never first on a line.
  static func noBreakBefore(_ character: Character) -> Bool {
    guard let scalar = character.unicodeScalars.first else { return false }
    return closing.contains(scalar.value)
  }

  /// Open punctuation: never last on a line.
  static func noBreakAfter(_ character: Character) -> Bool {
    guard let scalar = character.unicodeScalars.last else { return false }
    return opening.contains(scalar.value)
  }

  /// CL, CP, EX, IS, NS and IN characters of the CJK and full-width blocks, with the Latin ones a
  /// CJK line may hold.
  private static let closing: Set<UInt32> = [
    // CL, CP: ) ] } and their CJK and full-width forms.
    0x0029, 0x005D, 0x007D, 0x3001, 0x3002, 0x3009, 0x300B, 0x300D, 0x300F, 0x3011, 0x3015,
    0x3017, 0x3019, 0x301B, 0x301E, 0x301F, 0xFE10, 0xFE11, 0xFE12, 0xFE50, 0xFE52, 0xFF09,
    0xFF0C, 0xFF0E, 0xFF3D, 0xFF5D, 0xFF60, 0xFF61, 0xFF63, 0xFF64,
    // EX: ! ? and their full-width forms.
    0x0021, 0x003F, 0xFF01, 0xFF1F,
    // IS: , . : ; and the full-width colon and semicolon.
    0x002C, 0x002E, 0x003A, 0x003B, 0xFF1A, 0xFF1B,
    // NS: iteration marks, the katakana middle dot, the wave dash, double punctuation.
    0x3005, 0x303B, 0x309D, 0x309E, 0x30A0, 0x30FB, 0x30FD, 0x30FE, 0x301C, 0x203C, 0x2047,
    0x2048, 0x2049, 0xFF65,
    // IN (LB22, no break before): the two- and three-dot leaders.
    0x2025, 0x2026,
  ]

  /// OP characters: ( [ { and their CJK and full-width forms.
  private static let opening: Set<UInt32> = [
    0x0028, 0x005B, 0x007B, 0x3008, 0x300A, 0x300C, 0x300E, 0x3010, 0x3014, 0x3016, 0x3018,
    0x301A, 0x301D, 0xFE59, 0xFE5B, 0xFE5D, 0xFF08, 0xFF3B, 0xFF5B, 0xFF5F, 0xFF62,
  ]
}
