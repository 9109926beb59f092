/// The parts of an `NSParagraphStyle` that change a text's size: line heights, the space
/// between lines and paragraphs, and the indents. Alignment and writing direction move
/// text inside its frame without resizing it, so they are not kept.
public struct ParagraphStyle: Hashable, Sendable {
  /// Points between one line's bottom and the next line's top (not under the last line).
  public var lineSpacing: Double
  /// Points after a paragraph that another follows.
  public var paragraphSpacing: Double
  /// The least height of a line; 0: none.
  public var minimumLineHeight: Double
  /// The greatest height of a line; 0: none.
  public var maximumLineHeight: Double
  /// The factor the natural line height is multiplied by before the minimum and maximum
  /// apply; 0: none.
  public var lineHeightMultiple: Double
  /// Points before a paragraph's first line.
  public var firstLineHeadIndent: Double
  /// Points before every other line.
  public var headIndent: Double

  public init(
    lineSpacing: Double = 0, paragraphSpacing: Double = 0, minimumLineHeight: Double = 0,
    maximumLineHeight: Double = 0, lineHeightMultiple: Double = 0,
    firstLineHeadIndent: Double = 0, headIndent: Double = 0
  ) {
    self.lineSpacing = lineSpacing
    self.paragraphSpacing = paragraphSpacing
    self.minimumLineHeight = minimumLineHeight
    self.maximumLineHeight = maximumLineHeight
    self.lineHeightMultiple = lineHeightMultiple
    self.firstLineHeadIndent = firstLineHeadIndent
    self.headIndent = headIndent
  }

  /// `NSParagraphStyle.default`: nothing changes a line.
  public static let standard = ParagraphStyle()

  /// A line `natural` points tall as TextKit sets it: multiplied by ``lineHeightMultiple``
  /// when it is positive, then held between ``minimumLineHeight`` and
  /// ``maximumLineHeight`` (a maximum of 0 sets no limit), as `NSParagraphStyle`'s
  /// documentation describes each.
  public func lineHeight(natural: Double) -> Double {
    var height = lineHeightMultiple > 0 ? natural * lineHeightMultiple : natural
    height = max(height, minimumLineHeight)
    if maximumLineHeight > 0 { height = min(height, maximumLineHeight) }
    return height
  }

  /// The indent that narrows the widest line: the first line's alone on one line, else the
  /// larger of the two.
  func indent(singleLine: Bool) -> Double {
    max(0, singleLine ? firstLineHeadIndent : max(firstLineHeadIndent, headIndent))
  }
}
