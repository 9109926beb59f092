/// Widths for characters that neither Inter nor DejaVu Sans draws (CJK, emoji, and scripts
/// without a free stand-in installed): an estimate, since no metric-compatible font is
/// available on Linux.
///
/// Chinese and Japanese wide characters (ideographs, kana, full-width forms) are 1.02 em and
/// Hangul syllables and jamo 0.865 em, the advances Xcode's stored label widths show for the
/// fonts iOS draws them in (PingFang, Hiragino; Apple SD Gothic Neo), fitted on the corpus's
/// training parts (LayoutText README, *East Asian text*; one em where
/// ``ResolvedFont/ideographEms`` says so, for documents of Xcode 8 and earlier); emoji are
/// one em (an estimate; Apple Color Emoji is not measured); anything else is 0.6 em, a
/// typical proportional letter. Combining marks, joiners and variation selectors take no width.
enum FallbackAdvance {
  static func ems(_ text: String) -> Double {
    text.reduce(0) { $0 + ems(of: $1) }
  }

  static func ems(of character: Character) -> Double {
    guard let first = character.unicodeScalars.first else { return 0 }
    let category = first.properties.generalCategory
    if [.nonspacingMark, .enclosingMark, .format, .control].contains(category) { return 0 }
    if isHangul(first) { return hangulEms }
    if isWide(first) { return wideEms }
    if isEmoji(character) { return 1 }
    return 0.6
  }

  /// The advance of a Chinese or Japanese wide character, in ems.
  static let wideEms = 1.02
  /// The advance of a Hangul syllable or jamo, in ems.
  static let hangulEms = 0.865

  /// Whether `scalar` is a Chinese or Japanese wide character (wide, not Hangul): what
  /// ``ResolvedFont/ideographEms`` changes.
  static func isIdeographic(_ scalar: Unicode.Scalar) -> Bool {
    isWide(scalar) && !isHangul(scalar)
  }

  /// Hangul jamo, compatibility jamo, extended jamo and syllables.
  static func isHangul(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xD7B0...0xD7FF:
      true
    default: false
    }
  }

  static func isEmoji(_ character: Character) -> Bool {
    character.unicodeScalars.contains {
      $0.properties.isEmojiPresentation || $0.value == 0xFE0F
    }
  }

  /// East Asian Wide and Fullwidth blocks (Unicode UAX #11).
  static func isWide(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x20000...0x3FFFD:
      true
    default: false
    }
  }
}
