import AutoLayout
import LayoutStoryboard
import Testing

/// On the canvas of Xcode 16.3 and later a phone root under an opaque navigation bar that
/// reaches the screen's bottom (its height and the bars' are the screen's, the status bar
/// counted twice) is inset at the bottom by the home indicator twice, as a full-screen root
/// is; Xcode 16.2 and earlier inset it once.
@Suite struct BelowTopBarsToBottomTests {
  /// A controller with a simulated navigation bar whose 414-point-wide root, on an iPhone 11
  /// canvas (896 tall, 48-point status bar, 34-point home indicator), is 896 − 2 × 48 − 44 =
  /// 756 tall, and a view `V` pinned to its safe area's four edges.
  static func layout(toolsVersion: String) throws -> StoryboardLayout {
    let xml = TestDocument.storyboard(
      subviews: TestDocument.view("V", 0, 0, 414, 688),
      constraints: """
        <constraint firstItem="V" firstAttribute="top" secondItem="SAFE" secondAttribute="top" id="c1"/>
        <constraint firstItem="V" firstAttribute="leading" secondItem="SAFE" secondAttribute="leading" id="c2"/>
        <constraint firstItem="SAFE" firstAttribute="trailing" secondItem="V" secondAttribute="trailing" id="c3"/>
        <constraint firstItem="SAFE" firstAttribute="bottom" secondItem="V" secondAttribute="bottom" id="c4"/>
        """,
      controllerExtra:
        #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#,
      device: #"<device id="retina6_1" orientation="portrait" appearance="light"/>"#,
      toolsVersion: toolsVersion
    ).replacingOccurrences(
      of: #"<rect key="frame" x="0.0" y="0.0" width="375" height="667"/>"#,
      with: #"<rect key="frame" x="0.0" y="0.0" width="414" height="756"/>"#)
    return try TestDocument.layout(xml)
  }

  @Test func xcode16Point3InsetsTheBottomTwice() throws {
    let layout = try Self.layout(toolsVersion: "23727")
    #expect(layout.environment.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 68, right: 0))
    #expect(layout.frameInRoot(of: "V") == Rect(x: 0, y: 0, width: 414, height: 688))
  }

  @Test func xcode16Point2InsetsItOnce() throws {
    let layout = try Self.layout(toolsVersion: "23504")
    #expect(layout.environment.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    #expect(layout.frameInRoot(of: "V") == Rect(x: 0, y: 0, width: 414, height: 722))
  }
}
