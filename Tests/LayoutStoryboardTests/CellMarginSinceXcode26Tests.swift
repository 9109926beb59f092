import AutoLayout
import LayoutStoryboard
import Testing

/// Cells of Xcode 26 (iOS 26) documents: 15-point margins above and below.
@Suite struct CellMarginSinceXcode26Tests {
  /// A view 12 below a cell content view's top margin sits at 15 + 12 = 27 in a document of
  /// Xcode 26 (toolsVersion 24127), at 11 + 12 = 23 in one of Xcode 16 (23504) and in a
  /// prerelease build's (`32700.99.1234`); the side margins are the table's 16 in all three.
  @Test func xcode26CellsHaveFifteenPointVerticalMargins() throws {
    func frame(_ toolsVersion: String) throws -> Rect? {
      try StoryboardDocument(
        string: CellMarginRuleTests.tableScene(toolsVersion: toolsVersion, safeAreas: true)
      ).layout(root: "TVC").frameInRoot(of: "A")
    }
    #expect(try frame("24127") == Rect(x: 36, y: 27, width: 40, height: 40))
    #expect(try frame("23504") == Rect(x: 36, y: 23, width: 40, height: 40))
    #expect(try frame("32700.99.1234") == Rect(x: 36, y: 23, width: 40, height: 40))
  }
}
