/// A font with its size settled: what is measured.
public struct ResolvedFont: Hashable, Sendable, CustomStringConvertible {
  public var size: Double
  public var weight: FontWeight
  public var italic: Bool
  /// The custom family asked for (``TextFont/custom(family:size:weight:italic:)``); nil for
  /// the system font.
  public var family: String?

  public init(
    size: Double, weight: FontWeight = .regular, italic: Bool = false, family: String? = nil
  ) {
    self.size = size
    self.weight = weight
    self.italic = italic
    self.family = family
  }

  public var description: String {
    let text = TextFont.system(size: size, weight: weight, italic: italic).text
    return family.map { "\($0) \(text)" } ?? text
  }
}
