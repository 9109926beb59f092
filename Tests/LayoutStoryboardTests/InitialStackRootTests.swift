import AutoLayout
import LayoutStoryboard
import Testing

/// The storyboard's entry point on a navigation controller's root (the arrow on the root,
/// not on its navigation controller): Interface Builder still draws the root under its
/// stack's bar, and what the root pushes too.
@Suite struct InitialStackRootTests {
  /// ``CorpusRuleTests/navigated(attributes:body:)`` with the entry point on `VC1`, the
  /// navigation controller's root, and `VC1` pushing `VC2` (a view `P` pinned 8 points
  /// below its safe area's top).
  static func document(hiddenBar: Bool = false) -> String {
    let pushed = """
      <scene sceneID="SVC2"><objects>
          <viewController id="VC2" sceneMemberID="viewController">
              <view key="view" contentMode="scaleToFill" id="R2">
                  <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                  <subviews>
                      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="P">
                          <rect key="frame" x="0.0" y="72" width="375" height="10"/>
                      </view>
                  </subviews>
                  <viewLayoutGuide key="safeArea" id="SAFE2"/>
                  <constraints>
                      <constraint firstItem="P" firstAttribute="top" secondItem="SAFE2" secondAttribute="top" constant="8" id="d1"/>
                      <constraint firstItem="P" firstAttribute="leading" secondItem="R2" secondAttribute="leading" id="d2"/>
                      <constraint firstItem="P" firstAttribute="trailing" secondItem="R2" secondAttribute="trailing" id="d3"/>
                      <constraint firstItem="P" firstAttribute="height" constant="10" id="d4"/>
                  </constraints>
              </view>
          </viewController>
      </objects></scene>
      """
    return CorpusRuleTests.navigated(
      attributes: hiddenBar ? #"navigationBarHidden="YES""# : ""
    ).replacingOccurrences(
      of: #"initialViewController="NAV""#, with: #"initialViewController="VC1""#
    ).replacingOccurrences(of: "</scenes>", with: pushed + "</scenes>")
      .replacingOccurrences(
        of: #"<view key="view" contentMode="scaleToFill" id="ROOT">"#,
        with: #"<connections><segue destination="VC2" kind="show" id="g9"/></connections>"#
          + #"<view key="view" contentMode="scaleToFill" id="ROOT">"#)
  }

  /// The root keeps the inferred bar (20 + 44 points on an iPhone 8 canvas of Xcode 10: `A`
  /// at 72, not 28), and so does the controller it pushes (`P` at 72).
  @Test func theRootOfAStackKeepsItsBarAsTheEntryPoint() throws {
    let document = try StoryboardDocument(string: Self.document())
    #expect(try document.root(named: "VC1").simulatedTopBar == "simulatedNavigationBarMetrics")
    #expect(
      try document.layout(root: "VC1").frameInRoot(of: "A")
        == Rect(x: 0, y: 72, width: 375, height: 10))
    #expect(
      try document.layout(root: "VC2").frameInRoot(of: "P")
        == Rect(x: 0, y: 72, width: 375, height: 10))
  }

  /// Under a hidden bar (`navigationBarHidden`) neither shows one: `A` 8 points below the
  /// status bar.
  @Test func aHiddenBarStaysHidden() throws {
    let document = try StoryboardDocument(string: Self.document(hiddenBar: true))
    #expect(try document.root(named: "VC1").simulatedTopBar == nil)
    #expect(
      try document.layout(root: "VC1").frameInRoot(of: "A")
        == Rect(x: 0, y: 28, width: 375, height: 10))
  }
}
