import AutoLayout
import LayoutStoryboard
import Testing

/// Cells of Xcode 9.0 documents without safe areas: UIView's default 8-point margins.
@Suite struct CellMarginXcode90Tests {
  /// A view pinned 20 after and 12 below a cell content view's leading and top margins sits
  /// at 8 + 20 = 28 and 8 + 12 = 20 in an Xcode 9.0 document without safe areas
  /// (toolsVersion 13196), as in Xcode 8 (12120); with safe areas, and from Xcode 9.1
  /// (13529) on, at the table's 16 + 20 = 36 and 11 + 12 = 23.
  @Test func xcode90CellsWithoutSafeAreasKeepEightPointMargins() throws {
    func frame(_ toolsVersion: String, safeAreas: Bool) throws -> Rect? {
      try StoryboardDocument(
        string: CellMarginRuleTests.tableScene(toolsVersion: toolsVersion, safeAreas: safeAreas)
      ).layout(root: "TVC").frameInRoot(of: "A")
    }
    #expect(try frame("13196", safeAreas: false) == Rect(x: 28, y: 20, width: 40, height: 40))
    #expect(try frame("12120", safeAreas: false) == Rect(x: 28, y: 20, width: 40, height: 40))
    #expect(try frame("13196", safeAreas: true) == Rect(x: 36, y: 23, width: 40, height: 40))
    #expect(try frame("13529", safeAreas: false) == Rect(x: 36, y: 23, width: 40, height: 40))
    #expect(try frame("13771", safeAreas: false) == Rect(x: 36, y: 23, width: 40, height: 40))
  }
}
