import AutoLayout
import LayoutStoryboard
import Testing

@Suite struct InferredBarsTests {
  /// A controller that is the root of a navigation controller inside a tab bar controller,
  /// with views pinned to its safe area; no simulated metrics are written. Saved by
  /// Xcode 10.2, whose canvas shows the 20-point status bar above the bars.
  static let document = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14490.70" \
    targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
        <device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>
        <dependencies><capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/></dependencies>
        <scenes>
            <scene sceneID="S1"><objects>
                <viewController id="VC" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="ROOT">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="TOP">
                                <rect key="frame" x="0.0" y="72" width="375" height="10"/>
                            </view>
                            <stackView opaque="NO" contentMode="scaleToFill" spacingType="standard" translatesAutoresizingMaskIntoConstraints="NO" id="STK">
                                <rect key="frame" x="0.0" y="600" width="375" height="10"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="P1">
                                        <rect key="frame" x="0.0" y="0.0" width="183.5" height="10"/>
                                    </view>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="P2">
                                        <rect key="frame" x="191.5" y="0.0" width="183.5" height="10"/>
                                    </view>
                                </subviews>
                            </stackView>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="SAFE"/>
                        <constraints>
                            <constraint firstItem="TOP" firstAttribute="top" secondItem="SAFE" secondAttribute="top" constant="8" id="c1"/>
                            <constraint firstItem="TOP" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" id="c2"/>
                            <constraint firstItem="TOP" firstAttribute="trailing" secondItem="ROOT" secondAttribute="trailing" id="c3"/>
                            <constraint firstItem="TOP" firstAttribute="height" constant="10" id="c4"/>
                            <constraint firstItem="SAFE" firstAttribute="bottom" secondItem="STK" secondAttribute="bottom" constant="8" id="c5"/>
                            <constraint firstItem="STK" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" id="c6"/>
                            <constraint firstItem="STK" firstAttribute="trailing" secondItem="ROOT" secondAttribute="trailing" id="c7"/>
                            <constraint firstItem="STK" firstAttribute="height" constant="10" id="c8"/>
                            <constraint firstItem="P1" firstAttribute="width" secondItem="P2" secondAttribute="width" id="c9"/>
                        </constraints>
                    </view>
                </viewController>
            </objects></scene>
            <scene sceneID="S2"><objects>
                <navigationController id="NAV" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="BAR">
                        <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </navigationBar>
                    <connections><segue destination="VC" kind="relationship" relationship="rootViewController" id="g1"/></connections>
                </navigationController>
            </objects></scene>
            <scene sceneID="S3"><objects>
                <tabBarController id="TAB" sceneMemberID="viewController">
                    <tabBar key="tabBar" contentMode="scaleToFill" id="TABBAR">
                        <rect key="frame" x="0.0" y="0.0" width="1000" height="1000"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </tabBar>
                    <connections><segue destination="NAV" kind="relationship" relationship="viewControllers" id="g2"/></connections>
                </tabBarController>
            </objects></scene>
        </scenes>
    </document>
    """

  @Test func navigationAndTabBarsAreInferredFromSegues() throws {
    let document = try StoryboardDocument(string: Self.document)
    let root = try document.root(named: "VC")
    #expect(root.simulatedTopBar == "simulatedNavigationBarMetrics")
    #expect(root.simulatedBottomBar == "simulatedTabBarMetrics")
    let layout = try document.layout(root: "VC")
    #expect(layout.environment.safeAreaInsets.top == 64)
    #expect(layout.environment.safeAreaInsets.bottom == 49)
    #expect(layout.frameInRoot(of: "TOP") == Rect(x: 0, y: 72, width: 375, height: 10))
    #expect(layout.frameInRoot(of: "STK") == Rect(x: 0, y: 600, width: 375, height: 10))
    // Standard stack spacing is 8 points.
    #expect(layout.frameInRoot(of: "P2") == Rect(x: 191.5, y: 600, width: 183.5, height: 10))
    let check = document.check()
    #expect(check.mismatched == 0)
    #expect(check.matched == 5)
    #expect(check.skipped == 2)  // the two container bars
  }
}
