/// A label's font as written: a fixed point size, or a text style that follows the content size
/// category (UIKit's `adjustsFontForContentSizeCategory`).
public enum TextFont: Hashable, Sendable {
  /// The system font at a fixed size; it does not scale with the content size category.
  case system(size: Double, weight: FontWeight = .regular, italic: Bool = false)
  /// A text style; its size comes from the Dynamic Type table at the current category.
  case style(TextStyle, weight: FontWeight? = nil, italic: Bool = false)
  /// An app's own font (a storyboard's custom `fontDescription`) at a fixed size: measured in
  /// the face its PostScript name names, else in that family, when fontconfig finds it among
  /// the app's or the installed fonts (``InstalledFonts``), else in the system font's
  /// stand-in at its size.
  case custom(
    family: String, size: Double, weight: FontWeight = .regular, italic: Bool = false,
    postScriptName: String? = nil)

  /// The system font at 17 pt, UIKit's default label font.
  public static let labelDefault = TextFont.system(size: 17)

  /// The smallest and largest point sizes accepted; outside them a font is a mistake, not a
  /// design (UIKit itself would draw nothing legible).
  public static let sizeRange: ClosedRange<Double> = 1...1000

  /// The concrete font at `category`: text styles scale, fixed sizes do not.
  public func resolved(at category: ContentSizeCategory = .default) -> ResolvedFont {
    switch self {
    case .system(let size, let weight, let italic):
      ResolvedFont(size: size, weight: weight, italic: italic)
    case .style(let style, let weight, let italic):
      ResolvedFont(
        size: style.pointSize(at: category), weight: weight ?? style.weight, italic: italic,
        lineSpacing: style.leading(at: category))
    case .custom(let family, let size, let weight, let italic, let postScriptName):
      ResolvedFont(
        size: size, weight: weight, italic: italic, family: family,
        postScriptName: postScriptName)
    }
  }

  /// Whether the font's size follows the content size category.
  public var scalesWithContentSize: Bool {
    if case .style = self { return true }
    return false
  }

  /// Reads the words after `font`: `SIZE [WEIGHT] [italic]` or `STYLE [WEIGHT] [italic]`,
  /// e.g. `17`, `15 semibold`, `body`, `headline italic`.
  public init(words: [String]) throws(TextError) {
    guard let first = words.first else { throw .missingFontSize }
    var weight: FontWeight?
    var italic = false
    for word in words.dropFirst() {
      if word.lowercased() == "italic" {
        guard !italic else { throw .repeatedFontWord(word) }
        italic = true
      } else if let named = FontWeight(name: word) {
        guard weight == nil else { throw .repeatedFontWord(word) }
        weight = named
      } else {
        throw .unknownWeight(word)
      }
    }
    if let size = Double(first) {
      try Self.check(size: size)
      self = .system(size: size, weight: weight ?? .regular, italic: italic)
    } else if let style = TextStyle(name: first) {
      self = .style(style, weight: weight, italic: italic)
    } else if first.first.map({ $0.isNumber || $0 == "-" || $0 == "." }) == true {
      throw .invalidFontSize(first)
    } else {
      throw .unknownTextStyle(first)
    }
  }

  /// Throws unless `size` is finite and within ``sizeRange``.
  public static func check(size: Double) throws(TextError) {
    guard size.isFinite, sizeRange.contains(size) else { throw .fontSizeOutOfRange(size) }
  }

  /// The font as `.layout` writes it (`17`, `15 semibold italic`, `body`). The language names
  /// no families, so a custom font is written as the system font at its size.
  public var text: String {
    var words: [String]
    switch self {
    case .system(let size, let weight, let italic), .custom(_, let size, let weight, let italic, _):
      words = [Self.number(size)]
      if weight != .regular { words.append(weight.rawValue) }
      if italic { words.append("italic") }
    case .style(let style, let weight, let italic):
      words = [style.rawValue]
      if let weight { words.append(weight.rawValue) }
      if italic { words.append("italic") }
    }
    return words.joined(separator: " ")
  }

  static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
