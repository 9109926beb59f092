import AutoLayout
import LayoutCore
import LayoutDevices
import LayoutText
import Testing

@testable import LayoutFormats

/// `lineBreak MODE`: a label's or button's `lineBreakMode`, and a classic button's title kept
/// on one line unless it wraps.
@Suite struct LineBreakPropertyTests {
  static let source = """
    view title: UILabel {
      text "A very long label title here"
      lines 2
      lineBreak middle
    }
    view go: UIButton {
      text "Continue"
      lineBreak word
    }
    view stop: UIButton {
      text "Stop"
    }
    """

  @Test func parsePrintParse() throws {
    let file = try LayoutFileParser.parse(Self.source, file: "in.layout")
    let printed = LayoutFilePrinter.print(file)
    #expect(printed.contains("  lines 2\n  lineBreak middle\n"))
    let reparsed = try LayoutFileParser.parse(printed, file: "out.layout")
    #expect(reparsed == file)
    #expect(LayoutFilePrinter.print(reparsed) == printed)
  }

  /// Labels keep UIKit's tail truncation unless told; a button's title is cut in the middle
  /// and stays on one line, unless its mode wraps.
  @Test func textContentCarriesTheMode() throws {
    let views = try LayoutFileParser.parse(Self.source, file: "t.layout").resolved().views
    func content(_ name: String) throws -> TextContent {
      try #require(views.first { $0.name == name }?.textContent)
    }
    #expect(try content("title").lineBreakMode == .truncatingMiddle)
    #expect(try content("title").numberOfLines == 2)
    #expect(try content("go").lineBreakMode == .wordWrapping)
    #expect(try content("go").numberOfLines == 0)
    #expect(try content("stop").lineBreakMode == .truncatingMiddle)
    #expect(try content("stop").numberOfLines == 1)
    let plain = try LayoutFileParser.parse(#"view l: UILabel { text "x" }"#, file: "t.layout")
      .resolved().views.first { $0.name == "l" }?.textContent
    #expect(plain?.lineBreakMode == .truncatingTail)
  }

  /// A button too narrow for its title shows one line cut in the middle, as UIKit draws it.
  @Test func aNarrowButtonTruncatesItsTitleInTheMiddle() throws {
    let source = """
      view b: UIButton { text "A very long button title here" }
      b.leading == root.leading
      b.top == root.top
      b.width == 80
      """
    let design = try LayoutFileParser.parse(source, file: "t.layout").resolved()
      .design(traits: TraitCollection(), width: 390, height: 844)
    let engine = LayoutEngine(rootSize: Size(width: 390, height: 844), scale: 3)
    let lowered = try design.install(in: engine)
    try engine.layoutIfNeeded()
    let laid = try lowered.views["b"]?.laidOutText(category: .default)
    let text = try #require(laid)
    #expect(text.lines == ["A ver…here"])
    #expect(text.isTruncated)
  }

  @Test func anUnknownModeIsAnErrorWithASuggestion() {
    #expect {
      try LayoutFileParser.parse(
        #"view a: UILabel { text "x"; lineBreak midle }"#, file: "t.layout")
    } throws: { error in
      "\(error)".contains(
        "t.layout:1:39: error: unknown line break mode 'midle'; expected one of word, char, "
          + "clip, head, tail, middle; did you mean 'middle'?")
    }
  }

  @Test func uikitsNameIsSuggested() {
    #expect {
      try LayoutFileParser.parse(
        #"view a: UILabel { text "x"; lineBreakMode tail }"#, file: "t.layout")
    } throws: { error in
      "\(error)".contains("unknown view property 'lineBreakMode'")
        && "\(error)".contains("'lineBreak'")
    }
  }
}
