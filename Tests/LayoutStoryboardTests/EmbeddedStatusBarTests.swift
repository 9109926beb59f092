import AutoLayout
import LayoutStoryboard
import Testing

/// A controller reached only through a container view's `embed` segue is drawn without a
/// status bar by Xcode 6 and 7 (no `<device>`); one also reached another way, or in a
/// document of Xcode 8 or later, keeps it.
@Suite struct EmbeddedStatusBarTests {
  /// The test storyboard whose `VC1` holds a container view embedding `VC2`, a 375 × 300
  /// scene with a view `A` 8 points below its top layout guide; `extraSegue` goes in VC1.
  static func document(extraSegue: String = "", xcode9: Bool = false) -> String {
    let container = """
      <containerView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="CV">
          <rect key="frame" x="0.0" y="100" width="375" height="300"/>
          <connections><segue destination="VC2" kind="embed" id="e1"/></connections>
      </containerView>
      """
    let child = """
      <scene sceneID="S2"><objects>
          <viewController id="VC2" sceneMemberID="viewController">
              <layoutGuides>
                  <viewControllerLayoutGuide type="top" id="TLG"/>
                  <viewControllerLayoutGuide type="bottom" id="BLG"/>
              </layoutGuides>
              <view key="view" contentMode="scaleToFill" id="R2">
                  <rect key="frame" x="0.0" y="0.0" width="375" height="300"/>
                  <subviews>
                      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="A">
                          <rect key="frame" x="0.0" y="8" width="375" height="10"/>
                      </view>
                  </subviews>
                  <constraints>
                      <constraint firstItem="A" firstAttribute="top" secondItem="TLG" secondAttribute="bottom" constant="8" id="c1"/>
                      <constraint firstItem="A" firstAttribute="leading" secondItem="R2" secondAttribute="leading" id="c2"/>
                      <constraint firstItem="A" firstAttribute="trailing" secondItem="R2" secondAttribute="trailing" id="c3"/>
                      <constraint firstItem="A" firstAttribute="height" constant="10" id="c4"/>
                  </constraints>
              </view>
          </viewController>
      </objects></scene>
      """
    return TestDocument.storyboard(
      subviews: container, controllerExtra: extraSegue, safeAreas: false,
      device: xcode9 ? #"<device id="retina4_7" orientation="portrait"/>"# : "",
      toolsVersion: xcode9 ? "13771" : "9059"
    ).replacingOccurrences(of: "</scenes>", with: child + "</scenes>")
  }

  @Test func anEmbeddedControllerHasNoStatusBar() throws {
    let document = try StoryboardDocument(string: Self.document())
    #expect(try document.root(named: "VC2").isEmbedded)
    let layout = try document.layout(root: "VC2")
    #expect(layout.environment.topLayoutGuideLength == 0)
    #expect(layout.frameInRoot(of: "A") == Rect(x: 0, y: 8, width: 375, height: 10))
  }

  @Test func anEmbeddedControllerAlsoPresentedKeepsItsStatusBar() throws {
    let presented = Self.document(
      extraSegue:
        #"<connections><segue destination="VC2" kind="presentation" id="p1"/></connections>"#)
    let document = try StoryboardDocument(string: presented)
    #expect(try !document.root(named: "VC2").isEmbedded)
    #expect(
      try document.layout(root: "VC2").frameInRoot(of: "A")
        == Rect(x: 0, y: 28, width: 375, height: 10))
  }

  @Test func xcode9DrawsTheStatusBarOverAnEmbeddedController() throws {
    let document = try StoryboardDocument(string: Self.document(xcode9: true))
    #expect(try document.root(named: "VC2").isEmbedded)
    #expect(
      try document.layout(root: "VC2").frameInRoot(of: "A")
        == Rect(x: 0, y: 28, width: 375, height: 10))
  }
}
