/// The parts of an `NSParagraphStyle` that change a text's size: line heights, the space
/// between lines and paragraphs, the indents and the tab stops. Alignment and writing
/// direction move text inside its frame without resizing it, so they are not kept.
public struct ParagraphStyle: Hashable, Sendable {
  /// Points between one line's bottom and the next line's top (not under the last line).
  public var lineSpacing: Double
  /// Points after a paragraph that another follows.
  public var paragraphSpacing: Double
  /// Points before a paragraph that follows another (added to the previous paragraph's
  /// ``paragraphSpacing``).
  public var paragraphSpacingBefore: Double
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
  /// Where lines end: positive, points from the leading margin; 0 or negative, points from
  /// the trailing margin.
  public var tailIndent: Double
  /// The tab stops' locations in points from the leading margin, in order.
  public var tabStops: [Double]
  /// Past the last tab stop, a tab moves to the next multiple of this; 0: no more stops.
  public var defaultTabInterval: Double

  public init(
    lineSpacing: Double = 0, paragraphSpacing: Double = 0, paragraphSpacingBefore: Double = 0,
    minimumLineHeight: Double = 0, maximumLineHeight: Double = 0, lineHeightMultiple: Double = 0,
    firstLineHeadIndent: Double = 0, headIndent: Double = 0, tailIndent: Double = 0,
    tabStops: [Double] = ParagraphStyle.defaultTabStops, defaultTabInterval: Double = 0
  ) {
    self.lineSpacing = lineSpacing
    self.paragraphSpacing = paragraphSpacing
    self.paragraphSpacingBefore = paragraphSpacingBefore
    self.minimumLineHeight = minimumLineHeight
    self.maximumLineHeight = maximumLineHeight
    self.lineHeightMultiple = lineHeightMultiple
    self.firstLineHeadIndent = firstLineHeadIndent
    self.headIndent = headIndent
    self.tailIndent = tailIndent
    self.tabStops = tabStops
    self.defaultTabInterval = defaultTabInterval
  }

  /// `NSParagraphStyle.default`: nothing changes a line.
  public static let standard = ParagraphStyle()

  /// The default paragraph style's tab stops: 12 left tabs 28 points apart
  /// (`NSParagraphStyle.tabStops`' documentation).
  public static let defaultTabStops = (1...12).map { Double($0) * 28 }

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

  /// Where a tab at `x` points from the line's start moves the text: the first tab stop
  /// after `x`, else the next multiple of ``defaultTabInterval``; nil when there is neither
  /// (the tab is then as wide as its glyph).
  public func tabPosition(after x: Double) -> Double? {
    if let stop = tabStops.first(where: { $0 > x + 1e-9 }) { return stop }
    guard defaultTabInterval > 0 else { return nil }
    return ((x + 1e-9) / defaultTabInterval).rounded(.down) * defaultTabInterval
      + defaultTabInterval
  }

  /// The indent that narrows the widest line: the first line's alone on one line, else the
  /// larger of the two.
  func indent(singleLine: Bool) -> Double {
    max(0, singleLine ? firstLineHeadIndent : max(firstLineHeadIndent, headIndent))
  }

  /// The width lines may fill once the tail indent is applied to a container `width` wide
  /// (nil: unbounded): a positive ``tailIndent`` ends lines that far from the leading edge,
  /// a negative one that far before the trailing edge (none in an unbounded container).
  func tailLimit(_ width: Double?) -> Double? {
    if tailIndent > 0 { return min(width ?? .infinity, tailIndent) }
    return width.map { max(0, $0 + tailIndent) }
  }
}
