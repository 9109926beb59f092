import Testing

@testable import LayoutText

/// Spaces that end a line count in its width, as a Core Text line's width counts its trailing
/// whitespace, whether the line ends its paragraph or wraps (the wrap's spaces are not shown);
/// spaces that would push a fitting line past its width hang past the width instead of
/// truncating it.
@Suite struct TrailingSpacesTests {
  static let measurer = TextMeasurer()

  @Test func aSingleLinesTrailingSpaceCounts() throws {
    let font = ResolvedFont(size: 17, weight: .semibold)
    let bare = try Self.measurer.layout("Size:", font: font)
    let spaced = try Self.measurer.layout("Size: ", font: font)
    #expect(bare.size(scale: 3) == (115.0 / 3, 61.0 / 3))
    // Xcode stores this label 43 wide on a 2x canvas.
    #expect(spaced.size(scale: 3) == (127.0 / 3, 61.0 / 3))
    #expect(spaced.lines == ["Size: "])
  }

  @Test func aLabelOfOneSpaceIsASpaceWide() throws {
    // Xcode stores a 14 pt label whose text is one space 4 × 17 on its whole-point canvas.
    let layout = try Self.measurer.layout(" ", font: ResolvedFont(size: 14))
    #expect(layout.size(scale: 1) == (4, 17))
    #expect(layout.lines == [" "])
  }

  /// A line that ends where its paragraph wraps keeps its space in its width, not in its
  /// text: the wrapped label is as wide as "one two " (Core Text's line, whitespace included).
  @Test func aSpaceAtAWrapCountsInTheWidth() throws {
    let font = ResolvedFont(size: 17)
    let wrapped = try Self.measurer.layout(
      "one two three", font: font, width: 70, numberOfLines: 0)
    #expect(wrapped.lines == ["one two", "three"])
    let bare = try Self.measurer.layout("one two", font: font)
    let spaced = try Self.measurer.layout("one two ", font: font)
    #expect(wrapped.width == spaced.width)
    #expect(wrapped.size(scale: 3) == (198.0 / 3, 122.0 / 3))
    #expect(bare.size(scale: 3) == (185.0 / 3, 61.0 / 3))
  }

  /// The space at a wrap hangs past the width it does not fit in: the line is as wide as the
  /// width, and the text still wraps there.
  @Test func aSpaceAtAWrapHangsPastTheWidth() throws {
    let font = ResolvedFont(size: 17)
    let bare = try Self.measurer.layout("one two", font: font).width
    let wrapped = try Self.measurer.layout(
      "one two three", font: font, width: bare + 1, numberOfLines: 0)
    #expect(wrapped.lines == ["one two", "three"])
    #expect(wrapped.width == bare + 1)
  }

  /// A paragraph whose last word was joined by the word before it (no lone word on a label's
  /// last line) keeps the space where its shortened line now wraps.
  @Test func aPushedOutLineKeepsItsSpaceInTheWidth() throws {
    let font = ResolvedFont(size: 17)
    let greedyFirst = try Self.measurer.layout("aaaa bbbb cc", font: font).width
    let wrapped = try Self.measurer.layout(
      "aaaa bbbb cc dd", font: font, width: greedyFirst + 1, numberOfLines: 0)
    #expect(wrapped.lines == ["aaaa bbbb", "cc dd"])
    #expect(wrapped.width == (try Self.measurer.layout("aaaa bbbb ", font: font).width))
  }

  @Test func aWrappedParagraphsLastLineKeepsItsSpaces() throws {
    let font = ResolvedFont(size: 17)
    let wrapped = try Self.measurer.layout(
      "one two three ", font: font, width: 70, numberOfLines: 0)
    #expect(wrapped.lines == ["one two", "three "])
  }

  @Test func trailingSpacesHangPastTheWidthInsteadOfTruncating() throws {
    let font = ResolvedFont(size: 17)
    let visible = try Self.measurer.layout("Label", font: font).width
    let layout = try Self.measurer.layout(
      "Label   ", font: font, width: visible + 1, numberOfLines: 1)
    #expect(!layout.isTruncated)
    #expect(layout.lines == ["Label   "])
    #expect(layout.width == visible + 1)
  }
}
