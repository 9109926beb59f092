import AutoLayout
import LayoutStoryboard
import Testing

/// A phone's page sheet found from the stored root's height, in the contexts the stored
/// frames show: a controller in a navigation stack of a tab bar controller (its own
/// `modalPresentationStyle` plays no part there), a sheet with a tab bar at its bottom, and a
/// *Freeform* controller measured against its own simulated size. `A` is pinned 8 points
/// below the safe area's top, `B` 8 points above its bottom, each 10 points tall, on an
/// iPhone 11 canvas (`retina6_1`, 414 × 896; 44-point status bar before Xcode 14, 48 after).
@Suite struct PhoneSheetContextTests {
  /// A storyboard whose controller `VC` has a root `height` tall, with `controllerExtra`
  /// (attributes) and `controllerChildren` (elements) on the controller, and
  /// `contextScenes` around it.
  static func document(
    toolsVersion: String = "15505", height: String, controllerAttributes: String = "",
    controllerChildren: String = "", contextScenes: String = ""
  ) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
    toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" \
    useTraitCollections="YES" useSafeAreas="YES" initialViewController="ENTRY">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="S1"><objects>
                <viewController id="VC" \(controllerAttributes) sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="ROOT">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="\(height)"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="A">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="10"/>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="B">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="10"/>
                            </view>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="SAFE"/>
                        <constraints>
                            <constraint firstItem="A" firstAttribute="top" secondItem="SAFE" secondAttribute="top" constant="8" id="c1"/>
                            <constraint firstItem="A" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" id="c2"/>
                            <constraint firstItem="A" firstAttribute="trailing" secondItem="ROOT" secondAttribute="trailing" id="c3"/>
                            <constraint firstItem="A" firstAttribute="height" constant="10" id="c4"/>
                            <constraint firstItem="SAFE" firstAttribute="bottom" secondItem="B" secondAttribute="bottom" constant="8" id="c5"/>
                            <constraint firstItem="B" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" id="c6"/>
                            <constraint firstItem="B" firstAttribute="trailing" secondItem="ROOT" secondAttribute="trailing" id="c7"/>
                            <constraint firstItem="B" firstAttribute="height" constant="10" id="c8"/>
                        </constraints>
                    </view>
                    \(controllerChildren)
                </viewController>
            </objects></scene>
            <scene sceneID="S0"><objects>
                <viewController id="ENTRY" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="EROOT">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                    </view>
                    <connections><segue destination="\(contextScenes.isEmpty ? "VC" : "TAB")" kind="show" id="e1"/></connections>
                </viewController>
            </objects></scene>
            \(contextScenes)
        </scenes>
    </document>
    """
  }

  /// A tab bar controller presented over the full screen holding a navigation controller
  /// (its bar stored 56 points tall, a sheet's) whose root is `VC`.
  static let tabbedStack = """
    <scene sceneID="S2"><objects>
        <tabBarController modalPresentationStyle="fullScreen" id="TAB" sceneMemberID="viewController">
            <tabBar key="tabBar" contentMode="scaleToFill" id="TABBAR">
                <rect key="frame" x="0.0" y="0.0" width="414" height="49"/>
                <autoresizingMask key="autoresizingMask"/>
            </tabBar>
            <connections><segue destination="NAV" kind="relationship" relationship="viewControllers" id="g1"/></connections>
        </tabBarController>
    </objects></scene>
    <scene sceneID="S3"><objects>
        <navigationController id="NAV" sceneMemberID="viewController">
            <navigationBar key="navigationBar" contentMode="scaleToFill" id="BAR">
                <rect key="frame" x="0.0" y="0.0" width="414" height="56"/>
                <autoresizingMask key="autoresizingMask"/>
            </navigationBar>
            <connections><segue destination="VC" kind="relationship" relationship="rootViewController" id="g2"/></connections>
        </navigationController>
    </objects></scene>
    """

  static func layout(_ xml: String) throws -> (StoryboardLayout, Rect?, Rect?) {
    let layout = try StoryboardDocument(string: xml).layout(root: "VC")
    return (layout, layout.frameInRoot(of: "A"), layout.frameInRoot(of: "B"))
  }

  /// Xcode 11: an 842-point root (896 − 44 − 10) of a stack in a tab is in a sheet although
  /// its controller says `fullScreen`: the sheet's 56-point navigation bar over its top, the
  /// tab bar (49) and the home indicator (34) at its bottom.
  @Test func aStacksRootIgnoresItsOwnPresentationStyle() throws {
    let (layout, a, b) = try Self.layout(
      Self.document(
        height: "842", controllerAttributes: #"modalPresentationStyle="fullScreen""#,
        contextScenes: Self.tabbedStack))
    #expect(layout.environment.safeAreaInsets.top == 56)
    #expect(layout.environment.safeAreaInsets.bottom == 83)
    #expect(a == Rect(x: 0, y: 64, width: 414, height: 10))
    #expect(b == Rect(x: 0, y: 741, width: 414, height: 10))
  }

  /// The same controller presented itself over the full screen is no sheet: an 842-point
  /// root at the screen's top, under the 44-point status bar, the home indicator 54 points
  /// below it.
  @Test func aPresentedControllerKeepsItsPresentationStyle() throws {
    let (layout, a, b) = try Self.layout(
      Self.document(height: "842", controllerAttributes: #"modalPresentationStyle="fullScreen""#))
    #expect(layout.environment.safeAreaInsets.top == 44)
    #expect(layout.environment.safeAreaInsets.bottom == 0)
    #expect(a == Rect(x: 0, y: 52, width: 414, height: 10))
    #expect(b == Rect(x: 0, y: 824, width: 414, height: 10))
  }

  /// A *Freeform* controller 2,000 points tall in the same stack: its root is stored 1,946
  /// tall (2,000 − 44 − 10), a sheet of its own simulated size with the same insets.
  @Test func aFreeformSheetIsMeasuredAgainstItsOwnSize() throws {
    let (layout, a, b) = try Self.layout(
      Self.document(
        height: "1946",
        controllerChildren: #"<size key="freeformSize" width="414" height="2000"/>"#,
        contextScenes: Self.tabbedStack))
    #expect(layout.environment.safeAreaInsets.top == 56)
    #expect(layout.environment.safeAreaInsets.bottom == 83)
    #expect(a == Rect(x: 0, y: 64, width: 414, height: 10))
    #expect(b == Rect(x: 0, y: 1845, width: 414, height: 10))
    // Stored at its simulated size, the same root is a full screen: status bar and
    // navigation bar above, tab bar and home indicator below.
    let (full, _, fullB) = try Self.layout(
      Self.document(
        height: "2000",
        controllerChildren: #"<size key="freeformSize" width="414" height="2000"/>"#,
        contextScenes: Self.tabbedStack))
    #expect(full.environment.safeAreaInsets.top == 100)
    #expect(full.environment.safeAreaInsets.bottom == 83)
    #expect(fullB == Rect(x: 0, y: 1899, width: 414, height: 10))
  }

  /// Xcode 14.3 to 16.2 (toolsVersion 23504) store a freeform sheet 10 points shorter than
  /// its simulated size, with no safe-area inset at either edge.
  @Test func aFreeformSheetOnTheXcode14Point3Canvas() throws {
    let (layout, a, b) = try Self.layout(
      Self.document(
        toolsVersion: "23504", height: "1390",
        controllerChildren: #"<size key="freeformSize" width="414" height="1400"/>"#))
    #expect(layout.environment.safeAreaInsets.top == 0)
    #expect(layout.environment.safeAreaInsets.bottom == 0)
    #expect(a == Rect(x: 0, y: 8, width: 414, height: 10))
    #expect(b == Rect(x: 0, y: 1372, width: 414, height: 10))
  }
}
