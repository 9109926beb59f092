import AutoLayout
import LayoutStoryboard
import Testing

/// Xcode 9 and 10 keep the 20-point status bar in the top layout guide of a controller's
/// full-screen view whose own simulated status bar is set to none; Xcode 8 removes it, and
/// so does Xcode 10 for a view shorter than the screen.
@Suite struct Xcode9StatusBarTests {
  /// A controller whose simulated status bar is none, with a view `A` 30 points below its top
  /// layout guide in a root `height` points tall, saved by `toolsVersion`.
  static func document(toolsVersion: String, height: Double = 667) -> String {
    TestDocument.storyboard(
      subviews: TestDocument.view("A", 0, 50, 375, 10),
      constraints: """
        <constraint firstItem="A" firstAttribute="top" secondItem="TLG" secondAttribute="bottom" constant="30" id="c1"/>
        <constraint firstItem="A" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" id="c2"/>
        <constraint firstItem="A" firstAttribute="trailing" secondItem="ROOT" secondAttribute="trailing" id="c3"/>
        <constraint firstItem="A" firstAttribute="height" constant="10" id="c4"/>
        """,
      controllerExtra: """
        <layoutGuides>
            <viewControllerLayoutGuide type="top" id="TLG"/>
            <viewControllerLayoutGuide type="bottom" id="BLG"/>
        </layoutGuides>
        <nil key="simulatedStatusBarMetrics"/>
        """,
      safeAreas: false, toolsVersion: toolsVersion
    ).replacingOccurrences(
      of: #"width="375" height="667"/>"#, with: #"width="375" height="\#(height)"/>"#)
  }

  static func frameOfA(_ xml: String) throws -> Rect? {
    let document = try StoryboardDocument(string: xml)
    #expect(try document.root(named: "VC1").hidesStatusBar)
    return try document.layout(root: "VC1").frameInRoot(of: "A")
  }

  @Test func xcode9And10KeepTheStatusBar() throws {
    for version in ["13529", "14113", "14490.70"] {
      let xml = Self.document(toolsVersion: version)
      #expect(try Self.frameOfA(xml) == Rect(x: 0, y: 50, width: 375, height: 10))
      #expect(try StoryboardDocument(string: xml).check().roots.map(\.mismatched) == [0])
    }
  }

  @Test func xcode8RemovesTheStatusBar() throws {
    #expect(
      try Self.frameOfA(Self.document(toolsVersion: "12120"))
        == Rect(x: 0, y: 30, width: 375, height: 10))
  }

  @Test func aViewShorterThanTheScreenHasNone() throws {
    #expect(
      try Self.frameOfA(Self.document(toolsVersion: "14113", height: 300))
        == Rect(x: 0, y: 30, width: 375, height: 10))
  }

  @Test func aStatusBarHiddenByTheContainerStaysHidden() throws {
    let inherited = CorpusRuleTests.navigated(
      attributes: #"navigationBarHidden="YES""#, body: #"<nil key="simulatedStatusBarMetrics"/>"#)
    let document = try StoryboardDocument(string: inherited)
    #expect(try document.root(named: "VC1").hidesStatusBar)
    #expect(try document.root(named: "VC1").setsStatusBarToNone == false)
    #expect(
      try document.layout(root: "VC1").frameInRoot(of: "A")
        == Rect(x: 0, y: 8, width: 375, height: 10))
  }
}
