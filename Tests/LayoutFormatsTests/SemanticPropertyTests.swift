import AutoLayout
import LayoutCore
import LayoutDevices
import Testing

@testable import LayoutFormats

/// `semantic VALUE`: a view's `semanticContentAttribute`, so the constraints installed on it
/// follow its own direction.
@Suite struct SemanticPropertyTests {
  static let source = """
    view row {
      semantic forceRightToLeft
      view icon {
        intrinsic 20 20
      }
    }
    icon.leading == row.leading + 10
    icon.top == row.top
    row.left == root.left
    row.right == root.right
    row.top == root.top
    row.height == 40
    """

  @Test func parsePrintParse() throws {
    let file = try LayoutFileParser.parse(Self.source, file: "in.layout")
    let printed = LayoutFilePrinter.print(file)
    #expect(printed.contains("view row {\n  semantic forceRightToLeft\n"))
    let reparsed = try LayoutFileParser.parse(printed, file: "out.layout")
    #expect(reparsed == file)
    #expect(LayoutFilePrinter.print(reparsed) == printed)
    let row = try #require(file.resolved().views.first { $0.name == "row" })
    #expect(row.properties.semanticContentAttribute == .forceRightToLeft)
  }

  /// The row's content is laid out from its right edge in a left-to-right app.
  @Test func aForcedRowFlipsItsContent() throws {
    let design = try LayoutFileParser.parse(Self.source, file: "t.layout").resolved()
      .design(traits: TraitCollection(), width: 320, height: 100)
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 100), scale: 2)
    let lowered = try design.install(in: engine)
    try engine.layoutIfNeeded()
    #expect(lowered.views["icon"]?.frame == Rect(x: 290, y: 0, width: 20, height: 20))
  }

  @Test func anUnknownValueIsAnErrorWithASuggestion() {
    #expect {
      try LayoutFileParser.parse("view a { semantic forceRightToleft }", file: "t.layout")
    } throws: { error in
      "\(error)".contains(
        "t.layout:1:19: error: unknown semantic content attribute 'forceRightToleft'; expected "
          + "one of unspecified, playback, spatial, forceLeftToRight, forceRightToLeft; did you "
          + "mean 'forceRightToLeft'?")
    }
  }
}
