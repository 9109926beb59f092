import AutoLayout
import LayoutStoryboard
import Testing

/// Rules for documents saved for an iPad, each on a small hand-written document.
@Suite struct PadRuleTests {
  /// An Xcode 7 document without size classes for `runtime`: a 768-point-wide root stored
  /// at `rootY` (1024 - `rootY` tall) whose view `A` spans the root's layout margins, 20
  /// points below the top layout guide (stored at `y`).
  static func legacy(runtime: String, rootY: Int = 0, y: Int = 40) -> String {
    """
    <?xml version="1.0" encoding="UTF-8" standalone="no"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
    toolsVersion="10117" systemVersion="15A284" targetRuntime="\(runtime)" \
    propertyAccessControl="none" useAutolayout="YES" initialViewController="VC1">
        <scenes>
            <scene sceneID="S1">
                <objects>
                    <viewController id="VC1" sceneMemberID="viewController">
                        <layoutGuides>
                            <viewControllerLayoutGuide type="top" id="TOP"/>
                            <viewControllerLayoutGuide type="bottom" id="BOTTOM"/>
                        </layoutGuides>
                        <view key="view" contentMode="scaleToFill" id="ROOT">
                            <rect key="frame" x="0.0" y="\(rootY)" width="768" height="\(1024 - rootY)"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="A">
                                    <rect key="frame" x="20" y="\(y)" width="728" height="50"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="A" firstAttribute="leading" secondItem="ROOT" secondAttribute="leadingMargin" id="c1"/>
                                <constraint firstAttribute="trailingMargin" secondItem="A" secondAttribute="trailing" id="c2"/>
                                <constraint firstItem="A" firstAttribute="top" secondItem="TOP" secondAttribute="bottom" constant="20" id="c3"/>
                                <constraint firstItem="A" firstAttribute="height" constant="50" id="c4"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """
  }

  /// Before Xcode 8 an iPad document says so with its runtime: it shows an iPad screen
  /// (regular width and height), where a controller's root has 20-point system margins.
  @Test func legacyPadDocumentsHaveRegularSizeClassesAndWideMargins() throws {
    let pad = try StoryboardDocument(string: Self.legacy(runtime: "iOS.CocoaTouch.iPad"))
    let layout = try pad.layout(root: "VC1")
    #expect(
      layout.environment.sizeClasses == SizeClassConfiguration(width: .regular, height: .regular))
    #expect(layout.environment.systemMinimumMargin == 20)
    #expect(layout.frameInRoot(of: "A") == Rect(x: 20, y: 40, width: 728, height: 50))
    #expect(pad.check().mismatched == 0)
    #expect(pad.check().matched == 2)
    // The same document for the iPhone runtime keeps the legacy phone screen's 16 points.
    let phone = try StoryboardDocument(string: Self.legacy(runtime: "iOS.CocoaTouch"))
    let phoneLayout = try phone.layout(root: "VC1")
    #expect(phoneLayout.environment.sizeClasses == .any)
    #expect(phoneLayout.frameInRoot(of: "A") == Rect(x: 16, y: 40, width: 736, height: 50))
  }

  /// A root stored below the canvas's top edge sits below opaque bars (a navigation bar
  /// and the status bar, 64 points): views do not extend under opaque bars, so its top
  /// layout guide has no length.
  @Test func aRootStoredBelowOpaqueBarsHasAnEmptyTopGuide() throws {
    let below = try StoryboardDocument(
      string: Self.legacy(runtime: "iOS.CocoaTouch.iPad", rootY: 64, y: 20))
    let layout = try below.layout(root: "VC1")
    #expect(layout.environment.topLayoutGuideLength == 0)
    #expect(layout.frameInRoot(of: "A") == Rect(x: 20, y: 20, width: 728, height: 50))
    #expect(below.check().mismatched == 0)
  }
}
