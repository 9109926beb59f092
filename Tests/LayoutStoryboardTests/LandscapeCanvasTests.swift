import AutoLayout
import LayoutStoryboard
import Testing

/// The canvas of Xcode 16.3 and later on a phone with a sensor housing saved in landscape
/// (`fresh3-train`, Corpus/README.md): the portrait status bar and home indicator on top of
/// the landscape safe area, and the navigation bar as tall as Xcode stored it.
@Suite struct LandscapeCanvasTests {
  static let landscape = #"<device id="retina6_0" orientation="landscape" appearance="light"/>"#

  /// An iPhone 12 storyboard in landscape saved by `toolsVersion`: `A` 8 below the safe
  /// area's top, `B` 8 above its bottom, both between its sides; with `bar` (its stored
  /// height) the controller is the root of a navigation controller whose bar Xcode stored
  /// at y = 47.
  static func layout(toolsVersion: String, bar: Double? = nil) throws -> StoryboardLayout {
    var xml = TestDocument.storyboard(
      subviews: TestDocument.view("A", 0, 0, 844, 10) + TestDocument.view("B", 0, 0, 844, 10),
      constraints: """
        <constraint firstItem="A" firstAttribute="top" secondItem="SAFE" secondAttribute="top" constant="8" id="c1"/>
        <constraint firstItem="A" firstAttribute="leading" secondItem="SAFE" secondAttribute="leading" id="c2"/>
        <constraint firstItem="A" firstAttribute="trailing" secondItem="SAFE" secondAttribute="trailing" id="c3"/>
        <constraint firstItem="A" firstAttribute="height" constant="10" id="c4"/>
        <constraint firstItem="SAFE" firstAttribute="bottom" secondItem="B" secondAttribute="bottom" constant="8" id="c5"/>
        <constraint firstItem="B" firstAttribute="leading" secondItem="SAFE" secondAttribute="leading" id="c6"/>
        <constraint firstItem="B" firstAttribute="trailing" secondItem="SAFE" secondAttribute="trailing" id="c7"/>
        <constraint firstItem="B" firstAttribute="height" constant="10" id="c8"/>
        """,
      device: landscape, toolsVersion: toolsVersion
    ).replacingOccurrences(
      of: #"<rect key="frame" x="0.0" y="0.0" width="375" height="667"/>"#,
      with: #"<rect key="frame" x="0.0" y="0.0" width="844" height="390"/>"#)
    if let bar {
      xml = xml.replacingOccurrences(
        of: "</scenes>",
        with: CorpusRuleTests.navigationScene().replacingOccurrences(
          of: #"<rect key="frame" x="0.0" y="20" width="375" height="44"/>"#,
          with: #"<rect key="frame" x="0.0" y="47" width="844" height="\#(bar)"/>"#)
          + "</scenes>"
      ).replacingOccurrences(
        of: #"initialViewController="VC1""#, with: #"initialViewController="NAV""#)
    }
    return try StoryboardDocument(string: xml).layout(root: "VC1")
  }

  /// Since Xcode 16.3 a full-screen root on an iPhone 12 in landscape is inset by the
  /// portrait status bar (47) at the top and the portrait home indicator plus the landscape
  /// one (34 + 21) at the bottom, its sides by the landscape safe area (47). Xcode 16.2
  /// (23504) shows UIKit's landscape safe area: no top inset, 21 at the bottom.
  @Test func sinceXcode16Point3ALandscapeRootTakesThePortraitStatusBarAndHomeIndicator()
    throws
  {
    let after = try Self.layout(toolsVersion: "24412")
    #expect(
      after.environment.safeAreaInsets == EdgeInsets(top: 47, left: 47, bottom: 55, right: 47))
    #expect(after.frameInRoot(of: "A") == Rect(x: 47, y: 55, width: 750, height: 10))
    #expect(after.frameInRoot(of: "B") == Rect(x: 47, y: 317, width: 750, height: 10))
    let before = try Self.layout(toolsVersion: "23504")
    #expect(
      before.environment.safeAreaInsets == EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    #expect(before.frameInRoot(of: "A") == Rect(x: 47, y: 8, width: 750, height: 10))
  }

  /// The canvas draws the navigation bar Xcode stored also where bars are compact: a
  /// 54-point bar stored at y = 47 in landscape puts the safe area's top at 101 (47 + 54),
  /// not at 47 + 32 (UIKit's compact bar). Without a stored bar the compact 32 stays.
  @Test func theStoredNavigationBarHeightHoldsInLandscape() throws {
    let stored = try Self.layout(toolsVersion: "24412", bar: 54)
    #expect(stored.environment.safeAreaInsets.top == 101)
    #expect(stored.frameInRoot(of: "A") == Rect(x: 47, y: 109, width: 750, height: 10))
    let root = try StoryboardDocument(
      string: TestDocument.storyboard(
        subviews: "", device: Self.landscape, toolsVersion: "24412"
      ).replacingOccurrences(
        of: "</viewController>",
        with:
          #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/></viewController>"#
      )
    ).roots[0]
    #expect(
      root.canvasTopBarHeight(
        in: SizeClassConfiguration(width: .compact, height: .compact), padSinceiOS12: false) == 32)
  }
}
