import AutoLayout
import CommandTestSupport
import LayoutStoryboard
import Testing

/// Cell side margins by table width: 20 points from 393 points wide (the iPhone 14 Pro and
/// later Pro canvases), on a 390-point phone 20 before Xcode 26 and 16 from it, while a
/// controller's root view keeps 16 below 414 points.
@Suite struct WideScreenMarginTests {
  /// `CellMarginRuleTests.tableScene` on another phone canvas: the table view controller's
  /// table, its cell and content view as wide as the screen.
  static func tableScene(
    device: String, width: Int, height: Int, toolsVersion: String = "21701"
  ) -> String {
    CellMarginRuleTests.tableScene(
      toolsVersion: toolsVersion, safeAreas: true, contentWidth: Double(width)
    )
    .replacingOccurrences(of: #"<device id="retina4_7""#, with: #"<device id="\#(device)""#)
    .replacingOccurrences(
      of: #"width="375" height="667""#, with: #"width="\#(width)" height="\#(height)""#
    )
    .replacingOccurrences(of: #"width="375" height="80""#, with: #"width="\#(width)" height="80""#)
  }

  /// A cell's view 20 after its content view's leading margin and another 10 before its
  /// trailing margin: on the 393-point iPhone 14 Pro canvas the margins are 20 (A at 40, B at
  /// 393 − 20 − 10 − 40 = 323); on the 390-point iPhone 12 canvas 20 before Xcode 26 (A at 40,
  /// B at 320) and 16 from Xcode 26 (toolsVersion 24127: A at 36, B at 324; its cells are 15
  /// points from the top).
  @Test func cellsTakeTwentyPointMarginsFrom393PointsWide() throws {
    func frames(_ device: String, _ width: Int, _ height: Int, _ tools: String = "21701") throws
      -> (Rect?, Rect?)
    {
      let layout = try StoryboardDocument(
        string: Self.tableScene(device: device, width: width, height: height, toolsVersion: tools)
      ).layout(root: "TVC")
      return (layout.frameInRoot(of: "A"), layout.frameInRoot(of: "B"))
    }
    let pro = try frames("retina6_12", 393, 852)
    #expect(pro.0 == Rect(x: 40, y: 23, width: 40, height: 40))
    #expect(pro.1 == Rect(x: 323, y: 23, width: 40, height: 40))
    let twelve = try frames("retina6_0", 390, 844)
    #expect(twelve.0 == Rect(x: 40, y: 23, width: 40, height: 40))
    #expect(twelve.1 == Rect(x: 320, y: 23, width: 40, height: 40))
    let twelveOnXcode26 = try frames("retina6_0", 390, 844, "24127")
    #expect(twelveOnXcode26.0 == Rect(x: 36, y: 27, width: 40, height: 40))
    #expect(twelveOnXcode26.1 == Rect(x: 324, y: 27, width: 40, height: 40))
  }

  /// A view pinned to a controller root's leading margin on the same 393-point canvas sits
  /// at 16: the root's system minimum margins stay 16 below 414 points.
  @Test func aRootOn393PointsKeepsSixteenPointMargins() throws {
    let xml = StoryboardFixture.storyboard(
      subviews: StoryboardFixture.view("A", 16, 100, 40, 40),
      constraints: """
        <constraint firstItem="A" firstAttribute="leading" secondItem="ROOT" secondAttribute="leadingMargin" id="m1"/>
        <constraint firstItem="A" firstAttribute="top" secondItem="ROOT" secondAttribute="top" constant="100" id="m2"/>
        <constraint firstItem="A" firstAttribute="width" constant="40" id="m3"/>
        <constraint firstItem="A" firstAttribute="height" constant="40" id="m4"/>
        """,
      device: #"<device id="retina6_12" orientation="portrait" appearance="light"/>"#,
      toolsVersion: "21701"
    ).replacingOccurrences(of: #"width="375" height="667""#, with: #"width="393" height="852""#)
    let layout = try StoryboardDocument(string: xml).layout()
    #expect(layout.frameInRoot(of: "A") == Rect(x: 16, y: 100, width: 40, height: 40))
  }
}
