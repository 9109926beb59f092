import Testing

@testable import LayoutText

/// The rest of `NSParagraphStyle` and the baseline offset, measured on hand-written texts
/// with exact sizes: `NSBaselineOffset` grows its line, `paragraphSpacingBefore` is added
/// between paragraphs, `tailIndent` ends lines (from the trailing edge when negative, from
/// the leading edge when positive), tabs move to the tab stops, and a font scale shrinks
/// every run.
@Suite struct AttributedParagraphStyleTests {
  static let regular = TextFont.system(size: 17)
  static let line17 = SystemFontMetrics.lineHeight(size: 17)

  static func text(_ string: String, _ style: ParagraphStyle = .standard) -> AttributedText {
    AttributedText(runs: [TextRun(string, font: regular)], paragraphStyle: style)
  }

  /// A run moved up 5 points makes its line 5 points taller (20.287 → 25.287, 25.5 on a 2x
  /// screen), one moved down 3 points 3 taller; a run on another line leaves that line alone.
  @Test func baselineOffsetGrowsItsLine() throws {
    let measurer = TextMeasurer()
    let up = try measurer.layout(
      AttributedText(runs: [TextRun("Up", font: Self.regular, baselineOffset: 5)]))
    #expect(abs(up.height - (Self.line17 + 5)) < 1e-9)
    #expect(up.size(scale: 2).height == 25.5)
    let down = try measurer.layout(
      AttributedText(runs: [TextRun("Down", font: Self.regular, baselineOffset: -3)]))
    #expect(abs(down.height - (Self.line17 + 3)) < 1e-9)
    #expect(down.size(scale: 2).height == 23.5)
    let mixed = try measurer.layout(
      AttributedText(runs: [
        TextRun("x", font: Self.regular, baselineOffset: 5), TextRun("y\nz", font: Self.regular),
      ]), width: 300, numberOfLines: 0)
    #expect(mixed.layout.lines == ["xy", "z"])
    #expect(abs(mixed.height - (2 * Self.line17 + 5)) < 1e-9)
    #expect(mixed.size(scale: 2).height == 46)
  }

  /// `paragraphSpacingBefore` is added before every paragraph but the first, on top of the
  /// previous paragraph's `paragraphSpacing`; one paragraph has none.
  @Test func paragraphSpacingBefore() throws {
    let measurer = TextMeasurer()
    let before = try measurer.layout(
      Self.text("One\nTwo\nThree", ParagraphStyle(paragraphSpacingBefore: 8)), width: 300,
      numberOfLines: 0)
    #expect(abs(before.height - (3 * Self.line17 + 16)) < 1e-9)
    #expect(before.size(scale: 2).height == 77)
    let both = try measurer.layout(
      Self.text("One\nTwo", ParagraphStyle(paragraphSpacing: 6, paragraphSpacingBefore: 8)),
      width: 300, numberOfLines: 0)
    #expect(abs(both.height - (2 * Self.line17 + 14)) < 1e-9)
    let one = try measurer.layout(Self.text("One", ParagraphStyle(paragraphSpacingBefore: 8)))
    #expect(abs(one.height - Self.line17) < 1e-9)
  }

  static let paragraph = "Lines that wrap at two widths"

  /// A tail indent of −30 ends lines 30 points before the trailing edge: at 180 points the
  /// text breaks as it does at 150, at 130 as at 100. A positive one of 100 ends them 100
  /// points from the leading edge whatever the width, and cuts a single line there.
  @Test func tailIndentAtTwoWidths() throws {
    let measurer = TextMeasurer()
    let trailing = Self.text(Self.paragraph, ParagraphStyle(tailIndent: -30))
    let wide = try measurer.layout(trailing, width: 180, numberOfLines: 0)
    #expect(wide.layout.lines == ["Lines that wrap at", "two widths"])
    #expect(wide.size(scale: 2).height == 41)
    let narrow = try measurer.layout(trailing, width: 130, numberOfLines: 0)
    #expect(narrow.layout.lines == ["Lines that", "wrap at", "two widths"])
    #expect(narrow.size(scale: 2).height == 61)
    let plain = try measurer.layout(
      Self.paragraph, font: Self.regular.resolved(), width: 100, numberOfLines: 0)
    #expect(narrow.layout.width == plain.width)
    let leading = Self.text(Self.paragraph, ParagraphStyle(tailIndent: 100))
    let fromLeading = try measurer.layout(leading, width: 300, numberOfLines: 0)
    #expect(fromLeading.layout.lines == ["Lines that", "wrap at", "two widths"])
    let single = try measurer.layout(leading)
    #expect(single.layout.isTruncated)
    #expect(single.layout.width <= 100)
  }

  /// A tab moves the text after it to the next tab stop: the default style's every 28
  /// points, a written stop, then the multiples of `defaultTabInterval`.
  @Test func tabsMoveToTheTabStops() throws {
    let measurer = TextMeasurer()
    let font = Self.regular.resolved()
    let a = try measurer.width(of: "a", font: font)
    let b = try measurer.width(of: "b", font: font)
    let c = try measurer.width(of: "c", font: font)
    let standard = try measurer.layout(Self.text("a\tb"))
    #expect(abs(standard.layout.width - (28 + b)) < 1e-9)
    let written = try measurer.layout(
      Self.text("a\tb\tc", ParagraphStyle(tabStops: [30], defaultTabInterval: 25)))
    // After "b" (30 + b, under 50) the next multiple of 25 is 50.
    #expect(30 + b < 50 && a < 30)
    #expect(abs(written.layout.width - (50 + c)) < 1e-9)
    #expect(written.size(scale: 2).width == PixelGrid.ceil(50 + c, scale: 2))
  }

  /// A font scale of 0.5 lays out 34 pt text as 17 pt text.
  @Test func fontScaleShrinksEveryRun() throws {
    let measurer = TextMeasurer()
    let big = AttributedText(runs: [
      TextRun("Half ", font: .system(size: 34)),
      TextRun("size", font: .system(size: 34, weight: .bold)),
    ])
    let small = AttributedText(runs: [
      TextRun("Half ", font: .system(size: 17)),
      TextRun("size", font: .system(size: 17, weight: .bold)),
    ])
    let scaled = try measurer.layout(big, fontScale: 0.5)
    let direct = try measurer.layout(small)
    #expect(scaled == direct)
  }

  /// Each paragraph in the style of the run it starts in: "One" held to a 30-point minimum
  /// line, "Two" at twice its line (40.574), 8 points apart (the first paragraph's spacing
  /// after, the second's before): 78.574, 79 on a 2x screen. One line shows "One" alone.
  @Test func eachParagraphInItsOwnStyle() throws {
    let measurer = TextMeasurer()
    let first = ParagraphStyle(paragraphSpacing: 3, minimumLineHeight: 30)
    let second = ParagraphStyle(paragraphSpacingBefore: 5, lineHeightMultiple: 2)
    let text = AttributedText(
      runs: [
        TextRun("One\n", font: Self.regular, paragraphStyle: first),
        TextRun("Two", font: Self.regular, paragraphStyle: second),
      ], paragraphStyle: first)
    let laid = try measurer.layout(text, width: 300, numberOfLines: 0)
    #expect(laid.layout.lines == ["One", "Two"])
    #expect(abs(laid.height - (30 + 8 + 2 * Self.line17)) < 1e-9)
    #expect(laid.size(scale: 2).height == 79)
    let single = try measurer.layout(text, width: 300, numberOfLines: 1)
    #expect(single.layout.lines == ["One"])
    #expect(single.layout.isTruncated)
    #expect(single.height == 30)
    // One style for both: the text's, as before.
    let same = AttributedText(
      runs: [
        TextRun("One\n", font: Self.regular, paragraphStyle: first),
        TextRun("Two", font: Self.regular, paragraphStyle: first),
      ], paragraphStyle: first)
    let together = try measurer.layout(same, width: 300, numberOfLines: 0)
    #expect(together.height == 30 + 3 + 30)
  }

  /// The attributed cache starts over at its measurer's layout limit, as the plain one does.
  @Test func theCacheStartsOverAtTheMeasurersLimit() throws {
    let measurer = TextMeasurer(
      locator: .fromEnvironment(), composesWords: true, limits: (layouts: 2, pieces: 100))
    for word in ["one", "two"] { _ = try measurer.layout(Self.text(word)) }
    #expect(measurer.attributedLayouts.count == 2)
    _ = try measurer.layout(Self.text("three"))
    #expect(measurer.attributedLayouts.count == 1)
  }

  /// The tab stops as `NSParagraphStyle` has them by default: 12 left tabs 28 points apart.
  @Test func defaultTabStops() {
    #expect(ParagraphStyle.defaultTabStops.count == 12)
    #expect(ParagraphStyle.defaultTabStops.first == 28)
    #expect(ParagraphStyle.defaultTabStops.last == 336)
    #expect(ParagraphStyle(tabStops: []).tabPosition(after: 10) == nil)
    #expect(ParagraphStyle(tabStops: [], defaultTabInterval: 36).tabPosition(after: 36) == 72)
  }
}
