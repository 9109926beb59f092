import AutoLayout
import Foundation
import LayoutStoryboard
import Testing

@Suite struct BottomBarOverlapTests {
  /// A tab bar controller's child whose root, saved by Xcode 11 (no simulated status bar on
  /// a 568-point screen), is 548 points tall: with the 49-point tab bar it would not fit
  /// above the bar, so the bar lies over its bottom edge. A table fills the safe area below
  /// a 10-point header view.
  static let document = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="16096" \
    targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <device id="retina4_0" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="S1"><objects>
                <tabBarController id="TAB" sceneMemberID="viewController">
                    <tabBar key="tabBar" contentMode="scaleToFill" id="TABBAR">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="49"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </tabBar>
                    <connections><segue destination="VC" kind="relationship" relationship="viewControllers" id="g1"/></connections>
                </tabBarController>
            </objects></scene>
            <scene sceneID="S2"><objects>
                <viewController modalPresentationStyle="fullScreen" id="VC" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="ROOT">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="548"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="HEAD">
                                <rect key="frame" x="0.0" y="10" width="320" height="10"/>
                            </view>
                            <tableView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="-1" estimatedRowHeight="-1" translatesAutoresizingMaskIntoConstraints="NO" id="TBL">
                                <rect key="frame" x="0.0" y="30" width="320" height="469"/>
                            </tableView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="HEAD" firstAttribute="top" secondItem="SAFE" secondAttribute="top" constant="10" id="c1"/>
                            <constraint firstItem="HEAD" firstAttribute="leading" secondItem="SAFE" secondAttribute="leading" id="c2"/>
                            <constraint firstItem="SAFE" firstAttribute="trailing" secondItem="HEAD" secondAttribute="trailing" id="c3"/>
                            <constraint firstItem="HEAD" firstAttribute="height" constant="10" id="c4"/>
                            <constraint firstItem="TBL" firstAttribute="top" secondItem="HEAD" secondAttribute="bottom" constant="10" id="c5"/>
                            <constraint firstItem="TBL" firstAttribute="leading" secondItem="SAFE" secondAttribute="leading" id="c6"/>
                            <constraint firstItem="SAFE" firstAttribute="trailing" secondItem="TBL" secondAttribute="trailing" id="c7"/>
                            <constraint firstItem="SAFE" firstAttribute="bottom" secondItem="TBL" secondAttribute="bottom" id="c8"/>
                        </constraints>
                        <viewLayoutGuide key="safeArea" id="SAFE"/>
                    </view>
                </viewController>
            </objects></scene>
        </scenes>
    </document>
    """

  @Test func tallRootHasTheTabBarOverItsBottomEdge() throws {
    let document = try StoryboardDocument(string: Self.document)
    let root = try document.root(named: "VC")
    #expect(root.simulatedBottomBar == "simulatedTabBarMetrics")
    let layout = try document.layout(root: "VC")
    #expect(layout.environment.safeAreaInsets.top == 0)
    #expect(layout.environment.safeAreaInsets.bottom == 49)
    #expect(layout.frameInRoot(of: "HEAD") == Rect(x: 0, y: 10, width: 320, height: 10))
    #expect(layout.frameInRoot(of: "TBL") == Rect(x: 0, y: 30, width: 320, height: 469))
    let check = document.check()
    #expect(check.mismatched == 0)
  }

  /// The same root stored 499 points tall (the screen less the status bar and the tab bar,
  /// as Xcode 4–10 stored opaque bars) sits above the bar: no bottom inset.
  @Test func shortRootSitsAboveTheTabBar() throws {
    let short = Self.document.replacingOccurrences(
      of: "width=\"320\" height=\"548\"", with: "width=\"320\" height=\"499\""
    )
    let document = try StoryboardDocument(string: short)
    let layout = try document.layout(root: "VC")
    #expect(layout.environment.safeAreaInsets.bottom == 0)
    #expect(layout.frameInRoot(of: "TBL") == Rect(x: 0, y: 30, width: 320, height: 469))
  }
}
