import Testing

@testable import LayoutText

/// Attributed text measured as UIKit lays out a label's `attributedText`: runs in their own
/// fonts, lines as tall as their tallest font, and `NSParagraphStyle`'s line heights and
/// spacing (hand-written texts with exact sizes).
@Suite struct AttributedTextTests {
  static let regular = TextFont.system(size: 17)
  static let bold = TextFont.system(size: 17, weight: .bold)

  /// One run in one font measures exactly as the plain text does.
  @Test func oneRunIsThePlainText() throws {
    let measurer = TextMeasurer()
    let text = "Johnny Appleseed lives here"
    let plain = try measurer.layout(
      text, font: Self.regular.resolved(), width: 120, numberOfLines: 0)
    let attributed = try measurer.layout(
      AttributedText(runs: [TextRun(text, font: Self.regular)]), width: 120, numberOfLines: 0)
    #expect(attributed.layout == plain)
    #expect(attributed.height == plain.height)
  }

  /// Thousands of one-word runs: each word is measured in its run found by a binary search
  /// (branch fuzz31: a walk over every run for every word was quadratic, 4,000 runs 8 s in
  /// a debug build); the lines are those of the same runs fewer.
  @Test func manyRunsWrapAsAFewDo() throws {
    let measurer = TextMeasurer()
    func text(_ count: Int) -> AttributedText {
      AttributedText(
        runs: (0..<count).map {
          TextRun("w\($0 % 10) ", font: $0 % 2 == 0 ? Self.regular : Self.bold)
        })
    }
    let many = try measurer.layout(text(4_000), width: 120, numberOfLines: 0)
    let few = try measurer.layout(text(60), width: 120, numberOfLines: 0)
    #expect(Array(many.layout.lines.prefix(8)) == Array(few.layout.lines.prefix(8)))
    #expect(many.layout.lines.count == 1_000)
    #expect(abs(many.layout.width - few.layout.width) < 1e-9)
  }

  /// "Hello " regular and "World" bold: each run in its own face, the widths added.
  @Test func twoRunsAreEachInTheirFont() throws {
    let measurer = TextMeasurer()
    let hello = try measurer.width(of: "Hello ", font: Self.regular.resolved())
    let world = try measurer.width(of: "World", font: Self.bold.resolved())
    let text = AttributedText(runs: [
      TextRun("Hello ", font: Self.regular), TextRun("World", font: Self.bold),
    ])
    let laid = try measurer.layout(text)
    #expect(laid.layout.lines == ["Hello World"])
    #expect(abs(laid.layout.width - (hello + world)) < 1e-9)
    #expect(laid.size(scale: 2) == (91, 20.5))
    #expect(laid.size(scale: 3) == (91, 61.0 / 3))
    // At 60 points the runs wrap: "Hello" on the first line, the bold word on the second.
    let wrapped = try measurer.layout(text, width: 60, numberOfLines: 0)
    #expect(wrapped.layout.lines == ["Hello", "World"])
    #expect(abs(wrapped.layout.width - max(hello, world)) < 1e-9)
    #expect(wrapped.size(scale: 2).height == 41)
  }

  /// A run's kern follows each of its characters, the last one too.
  @Test func kernFollowsEveryCharacter() throws {
    let measurer = TextMeasurer()
    let plain = try measurer.width(of: "Kerned", font: Self.regular.resolved())
    let laid = try measurer.layout(
      AttributedText(runs: [
        TextRun("Ker", font: Self.regular, kern: 2), TextRun("ned", font: Self.regular),
      ]))
    #expect(abs(laid.layout.width - (plain + 6)) < 0.05)
  }

  /// A line is as tall as the highest ascender over the deepest descender of its runs: a
  /// 34 pt word makes its line 40.574 tall, the 17 pt paragraph under it keeps 20.287.
  @Test func aLineIsAsTallAsItsTallestRun() throws {
    let measurer = TextMeasurer()
    let laid = try measurer.layout(
      AttributedText(runs: [
        TextRun("Big ", font: .system(size: 34)), TextRun("and\nsmall", font: Self.regular),
      ]), width: 300, numberOfLines: 0)
    #expect(laid.layout.lines == ["Big and", "small"])
    let big = SystemFontMetrics.lineHeight(size: 34)
    let small = SystemFontMetrics.lineHeight(size: 17)
    #expect(abs(laid.height - (big + small)) < 1e-9)
    #expect(laid.size(scale: 2).height == 61)
  }

  static let paragraph = "Lines that wrap at two widths"

  /// `lineHeightMultiple` 1.5 scales each line (20.287 → 30.430) and `lineSpacing` 4 is added
  /// between lines, not under the last: two lines at 150 points, three at 100.
  @Test func lineSpacingAndMultipleAtTwoWidths() throws {
    let measurer = TextMeasurer()
    let style = ParagraphStyle(lineSpacing: 4, lineHeightMultiple: 1.5)
    let text = AttributedText(
      runs: [TextRun(Self.paragraph, font: Self.regular)], paragraphStyle: style)
    let line = SystemFontMetrics.lineHeight(size: 17) * 1.5
    let wide = try measurer.layout(text, width: 150, numberOfLines: 0)
    #expect(wide.layout.lines == ["Lines that wrap at", "two widths"])
    #expect(abs(wide.height - (2 * line + 4)) < 1e-9)
    #expect(wide.size(scale: 2).height == 65)
    let narrow = try measurer.layout(text, width: 100, numberOfLines: 0)
    // The last line keeps two words (the push-out of *What a measurement is*).
    #expect(narrow.layout.lines == ["Lines that", "wrap at", "two widths"])
    #expect(abs(narrow.height - (3 * line + 8)) < 1e-9)
    #expect(narrow.size(scale: 2).height == 99.5)
    // One line: no spacing at all.
    let single = try measurer.layout(text)
    #expect(single.size(scale: 2).height == 30.5)
  }

  /// The minimum and maximum line heights hold a line's height (the multiple first).
  @Test func minimumAndMaximumLineHeights() throws {
    let measurer = TextMeasurer()
    func height(_ style: ParagraphStyle) throws -> Double {
      try measurer.layout(
        AttributedText(runs: [TextRun("One\nTwo", font: Self.regular)], paragraphStyle: style),
        width: 300, numberOfLines: 0
      ).height
    }
    #expect(try height(ParagraphStyle(minimumLineHeight: 30)) == 60)
    #expect(try height(ParagraphStyle(maximumLineHeight: 15)) == 30)
    #expect(try height(ParagraphStyle(maximumLineHeight: 22, lineHeightMultiple: 2)) == 44)
    #expect(
      ParagraphStyle(minimumLineHeight: 25, lineHeightMultiple: 0.5).lineHeight(natural: 20) == 25)
  }

  /// `paragraphSpacing` is added between paragraphs, not after the last.
  @Test func paragraphSpacingBetweenParagraphs() throws {
    let laid = try TextMeasurer().layout(
      AttributedText(
        runs: [TextRun("First\nSecond\nThird", font: Self.regular)],
        paragraphStyle: ParagraphStyle(paragraphSpacing: 10)), width: 300, numberOfLines: 0)
    #expect(abs(laid.height - (3 * SystemFontMetrics.lineHeight(size: 17) + 20)) < 1e-9)
  }

  /// The first line's head indent widens a single line; a paragraph that fits its first
  /// line is not broken at the other lines' indent.
  @Test func headIndents() throws {
    let measurer = TextMeasurer()
    let plain = try measurer.width(of: "Indented", font: Self.regular.resolved())
    let first = try measurer.layout(
      AttributedText(
        runs: [TextRun("Indented", font: Self.regular)],
        paragraphStyle: ParagraphStyle(firstLineHeadIndent: 12)))
    #expect(abs(first.layout.width - (plain + 12)) < 1e-9)
    let head = try measurer.layout(
      AttributedText(
        runs: [TextRun("Indented", font: Self.regular)],
        paragraphStyle: ParagraphStyle(headIndent: 40)), width: plain + 1, numberOfLines: 0)
    #expect(head.layout.lines == ["Indented"])
  }

  @Test func emptyTextIsZeroByZero() throws {
    let laid = try TextMeasurer().layout(
      AttributedText(runs: [TextRun("", font: Self.regular)]), width: 100, numberOfLines: 0)
    #expect(laid.size(scale: 2) == (0, 0))
  }

  @Test func badInputIsAnError() {
    let text = AttributedText(runs: [TextRun("x", font: .system(size: 0))])
    #expect(throws: TextError.fontSizeOutOfRange(0)) { try TextMeasurer().layout(text) }
    let fine = AttributedText(runs: [TextRun("x", font: Self.regular)])
    #expect(throws: TextError.invalidWidth(-1)) { try TextMeasurer().layout(fine, width: -1) }
  }
}
