import AutoLayout
import Foundation
import LayoutStoryboard
import Testing

@Suite struct TopBarOverlapTests {
  /// A tab holds a navigation controller whose root pushes a detail controller; the detail
  /// is also pushed (`push`) from a controller outside every stack (at run time it is the
  /// child of a contained controller). Xcode 9 stored the detail's root 618 points tall on a
  /// 667-point screen: shortened by the opaque tab bar only, so the status and navigation
  /// bars (64 points) lie over its top edge. A scroll view fills the space between the
  /// layout guides.
  static let document = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14109" \
    targetRuntime="iOS.CocoaTouch" useAutolayout="YES" colorMatched="YES" initialViewController="TAB">
        <device id="retina4_7" orientation="portrait"/>
        <scenes>
            <scene sceneID="S1"><objects>
                <tabBarController id="TAB" sceneMemberID="viewController">
                    <tabBar key="tabBar" contentMode="scaleToFill" id="TABBAR">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="49"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </tabBar>
                    <connections><segue destination="NAV" kind="relationship" relationship="viewControllers" id="g1"/></connections>
                </tabBarController>
            </objects></scene>
            <scene sceneID="S2"><objects>
                <navigationController id="NAV" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="BAR">
                        <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </navigationBar>
                    <connections><segue destination="HOME" kind="relationship" relationship="rootViewController" id="g2"/></connections>
                </navigationController>
            </objects></scene>
            <scene sceneID="S3"><objects>
                <viewController id="HOME" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="HOMEVIEW">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="618"/>
                    </view>
                    <connections><segue destination="DETAIL" kind="push" id="g3"/></connections>
                </viewController>
            </objects></scene>
            <scene sceneID="S4"><objects>
                <viewController id="OUT" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="OUTVIEW">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    </view>
                    <connections><segue destination="DETAIL" kind="push" id="g4"/></connections>
                </viewController>
            </objects></scene>
            <scene sceneID="S5"><objects>
                <viewController id="DETAIL" sceneMemberID="viewController">
                    <layoutGuides>
                        <viewControllerLayoutGuide type="top" id="TOPG"/>
                        <viewControllerLayoutGuide type="bottom" id="BOTG"/>
                    </layoutGuides>
                    <view key="view" contentMode="scaleToFill" id="ROOT">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="618"/>
                        <subviews>
                            <scrollView clipsSubviews="YES" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="SCROLL">
                                <rect key="frame" x="0.0" y="64" width="375" height="554"/>
                            </scrollView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="SCROLL" firstAttribute="top" secondItem="TOPG" secondAttribute="bottom" id="c1"/>
                            <constraint firstItem="SCROLL" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" id="c2"/>
                            <constraint firstAttribute="trailing" secondItem="SCROLL" secondAttribute="trailing" id="c3"/>
                            <constraint firstItem="BOTG" firstAttribute="top" secondItem="SCROLL" secondAttribute="bottom" id="c4"/>
                        </constraints>
                    </view>
                </viewController>
            </objects></scene>
        </scenes>
    </document>
    """

  @Test func rootShortenedByTheTabBarOnlyHasTheNavigationBarOverItsTop() throws {
    let document = try StoryboardDocument(string: Self.document)
    let root = try document.root(named: "DETAIL")
    #expect(root.simulatedTopBar == "simulatedNavigationBarMetrics")
    #expect(root.simulatedBottomBar == "simulatedTabBarMetrics")
    let layout = try document.layout(root: "DETAIL")
    #expect(layout.environment.topLayoutGuideLength == 64)
    #expect(layout.environment.bottomLayoutGuideLength == 0)
    #expect(layout.frameInRoot(of: "SCROLL") == Rect(x: 0, y: 64, width: 375, height: 554))
  }

  /// Stored 554 points tall (the screen less the status, navigation and tab bars, all
  /// opaque), the root sits below the navigation bar: the top guide is at its edge.
  @Test func rootShortenedByBothBarsSitsBelowTheNavigationBar() throws {
    let parts = Self.document.components(separatedBy: "id=\"ROOT\">")
    let short =
      parts[0] + "id=\"ROOT\">"
      + parts[1].replacingOccurrences(of: "height=\"618\"", with: "height=\"554\"")
    #expect(short != Self.document)
    let document = try StoryboardDocument(string: short)
    let layout = try document.layout(root: "DETAIL")
    #expect(layout.environment.topLayoutGuideLength == 0)
    #expect(layout.frameInRoot(of: "SCROLL") == Rect(x: 0, y: 0, width: 375, height: 554))
  }

  /// A `show` segue from a controller outside every stack presents the detail modally
  /// there: no inferred navigation bar, the status bar alone above the root.
  @Test func showFromOutsideEveryStackLeavesNoNavigationBar() throws {
    let shown = Self.document.replacingOccurrences(
      of: "destination=\"DETAIL\" kind=\"push\" id=\"g4\"",
      with: "destination=\"DETAIL\" kind=\"show\" id=\"g4\"")
    #expect(shown != Self.document)
    let document = try StoryboardDocument(string: shown)
    let root = try document.root(named: "DETAIL")
    #expect(root.simulatedTopBar == nil)
    let layout = try document.layout(root: "DETAIL")
    #expect(layout.environment.topLayoutGuideLength == 20)
    #expect(layout.frameInRoot(of: "SCROLL") == Rect(x: 0, y: 20, width: 375, height: 598))
  }
}
