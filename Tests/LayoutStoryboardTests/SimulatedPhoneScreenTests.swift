import AutoLayout
import LayoutStoryboard
import Testing

/// A controller of an Xcode 7 size-class document without `<device>` whose own simulated
/// size is an iPhone's (`simulatedScreenMetrics` in `simulatedDestinationMetrics`): its
/// root takes that phone's system minimum margins, not the *Any/Any* canvas's 20 points.
@Suite struct SimulatedPhoneScreenTests {
  /// `A` spans the root's margins, 30 points below its top, in a root `width` × 667 whose
  /// controller simulates `screen` (none when nil), in the Xcode 7 format (no Xcode 8
  /// capability, so no device is inferred from the root's size).
  static func frameOfA(screen: String?, width: Int = 375) throws -> Rect? {
    let metric = screen.map {
      #"<simulatedScreenMetrics key="simulatedDestinationMetrics" type="\#($0)"/>"#
    }
    let xml = TestDocument.storyboard(
      subviews: TestDocument.view("A", 0, 30, 10, 10),
      constraints: """
        <constraint firstItem="A" firstAttribute="top" secondItem="ROOT" secondAttribute="top" constant="30" id="c1"/>
        <constraint firstItem="A" firstAttribute="leading" secondItem="ROOT" secondAttribute="leadingMargin" id="c2"/>
        <constraint firstItem="ROOT" firstAttribute="trailingMargin" secondItem="A" secondAttribute="trailing" id="c3"/>
        <constraint firstItem="A" firstAttribute="height" constant="10" id="c4"/>
        """,
      controllerExtra: metric ?? "", safeAreas: false, device: "", toolsVersion: "10117"
    ).replacingOccurrences(
      of: #"<capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>"#,
      with: ""
    ).replacingOccurrences(
      of: #"<rect key="frame" x="0.0" y="0.0" width="375" height="667"/>"#,
      with: #"<rect key="frame" x="0.0" y="0.0" width="\#(width)" height="667"/>"#)
    return try TestDocument.layout(xml).frameInRoot(of: "A")
  }

  /// The 4.7-inch and 4-inch iPhones give 16-point margins; without the metric the root is
  /// on the *Any/Any* canvas (20); the 5.5-inch iPhone, 414 points wide, keeps 20.
  @Test func aNarrowPhoneScreenGivesSixteenPointMargins() throws {
    #expect(try Self.frameOfA(screen: "retina47") == Rect(x: 16, y: 30, width: 343, height: 10))
    #expect(
      try Self.frameOfA(screen: "retina4", width: 320)
        == Rect(x: 16, y: 30, width: 288, height: 10))
    #expect(try Self.frameOfA(screen: nil) == Rect(x: 20, y: 30, width: 335, height: 10))
    #expect(
      try Self.frameOfA(screen: "retina55", width: 414)
        == Rect(x: 20, y: 30, width: 374, height: 10))
  }
}
