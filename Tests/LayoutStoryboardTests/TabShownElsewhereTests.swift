import AutoLayout
import LayoutStoryboard
import Testing

/// A tab also presented (modally, or shown from a controller outside every navigation stack)
/// shows no inferred tab bar; a controller pushed in a tab's own navigation stack keeps it,
/// also when another navigation stack pushes it too.
@Suite struct TabShownElsewhereTests {
  /// ``InferredBarsTests/document`` (VC, the root of a tab's navigation controller, a view
  /// `TOP` 8 below its safe area's top and a stack `STK` 8 above its bottom) with a second
  /// tab, `OTHER`, a plain controller whose segue of `kind` leads to `destination`.
  static func document(kind: String, destination: String = "VC") -> String {
    let other = """
      <scene sceneID="S4"><objects>
          <viewController id="OTHER" sceneMemberID="viewController">
              <view key="view" contentMode="scaleToFill" id="R4">
                  <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
              </view>
              <connections><segue destination="\(destination)" kind="\(kind)" id="g9"/></connections>
          </viewController>
      </objects></scene>
      """
    return InferredBarsTests.document.replacingOccurrences(
      of: #"relationship="viewControllers" id="g2"/>"#,
      with: #"relationship="viewControllers" id="g2"/>"#
        + #"<segue destination="OTHER" kind="relationship" relationship="viewControllers" id="g3"/>"#
    ).replacingOccurrences(of: "</scenes>", with: other + "</scenes>")
  }

  /// A navigation controller `NAV2`, in no tab, whose root `ROOT2` shows `PUSHED`.
  static let otherStack = """
    <scene sceneID="S6"><objects>
        <navigationController id="NAV2" sceneMemberID="viewController">
            <navigationBar key="navigationBar" contentMode="scaleToFill" id="BAR2">
                <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                <autoresizingMask key="autoresizingMask"/>
            </navigationBar>
            <connections><segue destination="ROOT2" kind="relationship" relationship="rootViewController" id="g6"/></connections>
        </navigationController>
    </objects></scene>
    <scene sceneID="S7"><objects>
        <viewController id="ROOT2" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="R7">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            </view>
            <connections><segue destination="PUSHED" kind="show" id="g7"/></connections>
        </viewController>
    </objects></scene>
    """

  /// VC's frames without either bar: the status bar above, nothing below.
  static func expectNoBars(_ xml: String) throws {
    let document = try StoryboardDocument(string: xml)
    let root = try document.root(named: "VC")
    #expect(root.simulatedBottomBar == nil)
    #expect(root.simulatedTopBar == nil)
    let layout = try document.layout(root: "VC")
    #expect(layout.frameInRoot(of: "TOP") == Rect(x: 0, y: 28, width: 375, height: 10))
    #expect(layout.frameInRoot(of: "STK") == Rect(x: 0, y: 649, width: 375, height: 10))
  }

  @Test func aTabShownFromAnotherTabShowsNoTabBar() throws {
    try Self.expectNoBars(Self.document(kind: "show"))
  }

  @Test func aTabAlsoPresentedShowsNoTabBar() throws {
    try Self.expectNoBars(Self.document(kind: "presentation"))
  }

  @Test func aTabReachedOnlyAsATabKeepsItsBars() throws {
    // Without the segue, VC is reached only as a tab.
    let document = try StoryboardDocument(
      string: Self.document(kind: "show").replacingOccurrences(
        of: #"<segue destination="VC" kind="show" id="g9"/>"#, with: ""))
    let root = try document.root(named: "VC")
    #expect(root.simulatedBottomBar == "simulatedTabBarMetrics")
    let layout = try document.layout(root: "VC")
    #expect(layout.frameInRoot(of: "TOP") == Rect(x: 0, y: 72, width: 375, height: 10))
    #expect(layout.frameInRoot(of: "STK") == Rect(x: 0, y: 600, width: 375, height: 10))
  }

  @Test func aPushInsideTheTabsOwnStackKeepsTheTabBar() throws {
    // VC, in the tab's navigation stack, shows `PUSHED`, which the root of another
    // navigation controller, `NAV2`, outside the tab bar controller shows too.
    let pushed = """
      <scene sceneID="S5"><objects>
          <viewController id="PUSHED" sceneMemberID="viewController">
              <view key="view" contentMode="scaleToFill" id="R5">
                  <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
              </view>
          </viewController>
      </objects></scene>
      """
    let xml = InferredBarsTests.document.replacingOccurrences(
      of: "</viewController>",
      with:
        #"<connections><segue destination="PUSHED" kind="show" id="g8"/></connections></viewController>"#
    ).replacingOccurrences(of: "</scenes>", with: pushed + Self.otherStack + "</scenes>")
    let document = try StoryboardDocument(string: xml)
    #expect(try document.root(named: "ROOT2").simulatedTopBar == "simulatedNavigationBarMetrics")
    #expect(try document.root(named: "ROOT2").simulatedBottomBar == nil)
    #expect(try document.root(named: "PUSHED").simulatedBottomBar == "simulatedTabBarMetrics")
    #expect(try document.root(named: "VC").simulatedBottomBar == "simulatedTabBarMetrics")
  }
}
