import AutoLayout

/// A view's text as it is drawn: the lines the text measurer broke it into at the view's solved
/// size and the font they were measured in, so a drawing shows exactly the lines (and the "…")
/// the layout measured.
public struct TextDrawing: Hashable, Sendable {
  /// Where lines sit across the text area.
  public enum Alignment: String, Hashable, Sendable {
    case left, center, right
  }

  /// The lines drawn, top to bottom; a cut line ends in "…" as measured.
  public var lines: [String]
  /// The widest line in points.
  public var width: Double
  /// The font size in points.
  public var fontSize: Double
  /// The CSS weight (100…900) of the measured weight.
  public var fontWeight: Int
  /// Whether the font is italic.
  public var italic: Bool
  /// Space added after each character in points (the system font's tracking).
  public var letterSpacing: Double
  /// One line's height in points.
  public var lineHeight: Double
  /// From one line's top to the next in points (a text style's leading can exceed the line
  /// height).
  public var lineSpacing: Double
  /// The first baseline's distance from the top of the lines in points.
  public var ascender: Double
  /// Where lines sit across the text area.
  public var alignment: Alignment
  /// The text area inside the view's frame (a text view's container inset).
  public var insets: EdgeInsets
  /// Whether the lines are centred vertically in the text area (labels and buttons) rather
  /// than starting at its top (text views).
  public var centersVertically: Bool
  /// Whether text was cut to fit.
  public var isTruncated: Bool

  /// Makes a drawing.
  public init(
    lines: [String], width: Double, fontSize: Double, fontWeight: Int = 400,
    italic: Bool = false, letterSpacing: Double = 0, lineHeight: Double, lineSpacing: Double? = nil,
    ascender: Double, alignment: Alignment = .left, insets: EdgeInsets = .zero,
    centersVertically: Bool = true, isTruncated: Bool = false
  ) {
    self.lines = lines
    self.width = width
    self.fontSize = fontSize
    self.fontWeight = fontWeight
    self.italic = italic
    self.letterSpacing = letterSpacing
    self.lineHeight = lineHeight
    self.lineSpacing = lineSpacing ?? lineHeight
    self.ascender = ascender
    self.alignment = alignment
    self.insets = insets
    self.centersVertically = centersVertically
    self.isTruncated = isTruncated
  }
}
