import Testing

@testable import LayoutText

/// Spaces that end a paragraph count in its width, as a Core Text line's width counts its
/// trailing whitespace; spaces where a line wraps hang past its end and take no width; spaces
/// that would push a fitting line past its width hang past the width instead of truncating it.
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

  @Test func spacesAtAWrapTakeNoWidth() throws {
    let font = ResolvedFont(size: 17)
    let wrapped = try Self.measurer.layout(
      "one two three", font: font, width: 70, numberOfLines: 0)
    #expect(wrapped.lines == ["one two", "three"])
    let first = try Self.measurer.layout("one two", font: font)
    #expect(wrapped.width == first.width)
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
