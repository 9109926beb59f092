/// Why text could not be measured or a font not read; each message says what to do.
public enum TextError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A font file the measurer needs is in none of the searched folders.
  case fontNotFound(file: String, searched: [String])
  /// A font file exists but FreeType or HarfBuzz could not read it.
  case fontUnreadable(path: String, reason: String)
  /// `font NAME` with a name that is neither a number nor a text style.
  case unknownTextStyle(String)
  /// A weight word that is not one of UIKit's weights.
  case unknownWeight(String)
  /// A weight after another weight, or `italic` twice: a font has one of each.
  case repeatedFontWord(String)
  /// A folder named for an app's font files that cannot be read.
  case fontFolderUnreadable(path: String, reason: String)
  /// A number that does not parse as a font size.
  case invalidFontSize(String)
  /// A font size outside ``TextFont/sizeRange``.
  case fontSizeOutOfRange(Double)
  /// `font` with nothing after it.
  case missingFontSize
  /// Text bytes that are not UTF-8, at this byte offset.
  case invalidUTF8(offset: Int)
  /// A wrapping width that is negative or not finite.
  case invalidWidth(Double)
  /// A negative `numberOfLines`.
  case invalidNumberOfLines(Int)
  /// A content size category name that UIKit does not have.
  case unknownContentSizeCategory(String)

  public var description: String {
    switch self {
    case .fontNotFound(let file, let searched):
      "font file \(file) not found in \(searched.joined(separator: ", ")); install Debian's "
        + "fonts-inter (Tools/setup does) or set \(FontLocator.environmentVariable) to a "
        + "folder holding Inter's .otf files"
    case .fontUnreadable(let path, let reason):
      "cannot read font file \(path): \(reason)"
    case .fontFolderUnreadable(let path, let reason):
      "cannot read the font folder \(path): \(reason)"
    case .unknownTextStyle(let name):
      "unknown text style '\(name)'; expected a point size or one of \(TextStyle.names)"
    case .unknownWeight(let word):
      "unknown font weight '\(word)'; expected one of "
        + FontWeight.allCases.map(\.rawValue).joined(separator: ", ") + " or italic"
    case .repeatedFontWord(let word):
      "'\(word)' is one word too many; a font takes at most one weight and one 'italic'"
    case .invalidFontSize(let text):
      "invalid font size '\(text)'; expected a number of points"
    case .fontSizeOutOfRange(let size):
      "font size \(TextFont.number(size)) is out of range; expected "
        + "\(TextFont.number(TextFont.sizeRange.lowerBound))…"
        + "\(TextFont.number(TextFont.sizeRange.upperBound)) points"
    case .missingFontSize:
      "font needs a point size or a text style"
    case .invalidUTF8(let offset):
      "text is not valid UTF-8 (byte \(offset))"
    case .invalidWidth(let width):
      "wrapping width \(width) must be a finite number ≥ 0"
    case .invalidNumberOfLines(let lines):
      "number of lines \(lines) must be ≥ 0 (0 means no limit)"
    case .unknownContentSizeCategory(let name):
      "unknown content size category '\(name)'; expected one of \(ContentSizeCategory.spellings)"
    }
  }
}
