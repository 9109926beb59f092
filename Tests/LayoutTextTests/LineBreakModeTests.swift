import LayoutTestSupport
import Testing

@testable import LayoutText

/// Each `NSLineBreakMode`: where lines break and how a cut line shows (exact lines in the
/// stand-in font, whose widths these tests also pin down).
@Suite struct LineBreakModeTests {
  let measurer = TextMeasurer()
  let font = ResolvedFont(size: 17)
  let text = "A very long label title here"

  func line(_ mode: LineBreakMode, width: Double = 80) throws -> TextLayout {
    try measurer.layout(text, font: font, width: width, numberOfLines: 1, lineBreakMode: mode)
  }

  @Test func singleLineCutByEachMode() throws {
    #expect(try line(.truncatingTail).lines == ["A very lo…"])
    #expect(try line(.truncatingHead).lines == ["…itle here"])
    #expect(try line(.truncatingMiddle).lines == ["A ve…ere"])
    #expect(try line(.clipping).lines == ["A very lon"])
    #expect(try line(.charWrapping).lines == ["A very lon"])
    #expect(try line(.wordWrapping).lines == ["A very"])
    for mode in LineBreakMode.allCases {
      let layout = try line(mode)
      #expect(layout.isTruncated, "\(mode)")
      #expect(layout.width <= 80, "\(mode)")
    }
  }

  @Test func textThatFitsIsNeverCut() throws {
    for mode in LineBreakMode.allCases {
      let layout = try line(mode, width: 400)
      #expect(layout.lines == [text], "\(mode)")
      #expect(!layout.isTruncated, "\(mode)")
    }
  }

  @Test func aWordWiderThanTheLineIsCutByCharactersInWordWrapping() throws {
    let layout = try measurer.layout(
      "Unbreakable", font: font, width: 40, numberOfLines: 1, lineBreakMode: .wordWrapping)
    #expect(layout.lines == ["Unbr"])
  }

  /// Multi-line labels break at words in character wrapping too (the module README says why);
  /// only a single line is cut between characters.
  @Test func characterWrappingBreaksLinesAtWords() throws {
    let words = try measurer.layout(
      text, font: font, width: 80, numberOfLines: 0, lineBreakMode: .truncatingTail)
    let characters = try measurer.layout(
      text, font: font, width: 80, numberOfLines: 0, lineBreakMode: .charWrapping)
    #expect(words.lines == ["A very", "long label", "title here"])
    #expect(characters.lines == words.lines)
    #expect(!characters.isTruncated)
  }

  @Test func lastLineWhenLinesRunOut() throws {
    func lines(_ mode: LineBreakMode) throws -> [String] {
      try measurer.layout(text, font: font, width: 80, numberOfLines: 2, lineBreakMode: mode)
        .lines
    }
    // The rest of the text from the last line on shows around "…"; the other modes stop.
    #expect(try lines(.truncatingTail) == ["A very", "long lab…"])
    #expect(try lines(.truncatingHead) == ["A very", "…itle here"])
    #expect(try lines(.truncatingMiddle) == ["A very", "long…ere"])
    #expect(try lines(.wordWrapping) == ["A very", "long label"])
    #expect(try lines(.clipping) == ["A very", "long label"])
    #expect(try lines(.charWrapping) == ["A very", "long label"])
  }

  @Test func modesAreCachedApart() throws {
    let tail = try line(.truncatingTail)
    let head = try line(.truncatingHead)
    #expect(tail.lines != head.lines)
    #expect(measurer.cacheStatistics.misses == 2)
  }
}
