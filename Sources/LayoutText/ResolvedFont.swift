/// A font with its size settled: what is measured.
public struct ResolvedFont: Hashable, Sendable, CustomStringConvertible {
  public var size: Double
  public var weight: FontWeight
  public var italic: Bool
  /// The custom family asked for (``TextFont/custom(family:size:weight:italic:)``); nil for
  /// the system font.
  public var family: String?
  /// A text style's distance from one line's top to the next (the HIG's *leading*), which
  /// spaces a wrapped label's lines wider than the line height; nil for fixed-size fonts,
  /// whose lines are one line height apart.
  public var lineSpacing: Double?

  public init(
    size: Double, weight: FontWeight = .regular, italic: Bool = false, family: String? = nil,
    lineSpacing: Double? = nil
  ) {
    self.size = size
    self.weight = weight
    self.italic = italic
    self.family = family
    self.lineSpacing = lineSpacing
  }

  public var description: String {
    let text = TextFont.system(size: size, weight: weight, italic: italic).text
    return family.map { "\($0) \(text)" } ?? text
  }
}
