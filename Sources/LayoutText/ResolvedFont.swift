/// A font with its size settled: what is measured.
public struct ResolvedFont: Hashable, Sendable, CustomStringConvertible {
  public var size: Double
  public var weight: FontWeight
  public var italic: Bool
  /// The custom family asked for (``TextFont/custom(family:size:weight:italic:)``); nil for
  /// the system font.
  public var family: String?
  /// The custom font's PostScript name (`Montserrat-SemiBold`), which picks its face before
  /// the family, weight and slant do (``InstalledFonts/file(family:weight:italic:postScriptName:)``);
  /// nil for the system font or when only the family is known.
  public var postScriptName: String?
  /// A text style's distance from one line's top to the next (the HIG's *leading*), which
  /// spaces a wrapped label's lines wider than the line height; nil for fixed-size fonts,
  /// whose lines are one line height apart.
  public var lineSpacing: Double?
  /// The advance of Chinese and Japanese wide characters in ems where the text was laid out
  /// by an older system whose CJK fonts drew them otherwise than today's (Xcode 8 and
  /// earlier: one em, LayoutText README, *East Asian text*); nil for today's 1.02 em.
  public var ideographEms: Double?

  public init(
    size: Double, weight: FontWeight = .regular, italic: Bool = false, family: String? = nil,
    lineSpacing: Double? = nil, ideographEms: Double? = nil, postScriptName: String? = nil
  ) {
    self.size = size
    self.weight = weight
    self.italic = italic
    self.family = family
    self.lineSpacing = lineSpacing
    self.ideographEms = ideographEms
    self.postScriptName = postScriptName
  }

  public var description: String {
    let text = TextFont.system(size: size, weight: weight, italic: italic).text
    return family.map { "\($0) \(text)" } ?? text
  }
}
