import LayoutGeometry
import LayoutStoryboard
import Testing

/// A freeform top-level view of a xib that is no controller's view sits at the top of the
/// saved screen: the home indicator's bottom inset reaches it only where it overlaps it,
/// while a freeform controller's view (File's Owner's `view`) keeps it.
@Suite struct FreeStandingViewSafeAreaTests {
  /// A xib saved by Xcode 14.1 for an iPhone 11 (896 points tall, 34-point home indicator)
  /// whose freeform top-level view `ROOT`, 414 × 245, holds `A` pinned 10 points above its
  /// safe area's bottom; `owned` connects it to File's Owner's `view` outlet.
  static func bar(owned: Bool) -> String {
    let outlet =
      owned
      ? #"<connections><outlet property="view" destination="ROOT" id="o1"/></connections>"# : ""
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
          <device id="retina6_1" orientation="portrait" appearance="light"/>
          <dependencies><capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/></dependencies>
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="MessageBar">\(outlet)</placeholder>
              <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
              <view contentMode="scaleToFill" id="ROOT">
                  <rect key="frame" x="0.0" y="0.0" width="414" height="245"/>
                  <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                  <subviews>\(TestDocument.view("A", 0, 205, 414, 30))</subviews>
                  <viewLayoutGuide key="safeArea" id="SAFE"/>
                  <constraints>
                      <constraint firstItem="A" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" id="c1"/>
                      <constraint firstItem="A" firstAttribute="trailing" secondItem="ROOT" secondAttribute="trailing" id="c2"/>
                      <constraint firstItem="A" firstAttribute="height" constant="30" id="c3"/>
                      <constraint firstItem="SAFE" firstAttribute="bottom" secondItem="A" secondAttribute="bottom" constant="10" id="c4"/>
                  </constraints>
                  <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
              </view>
          </objects>
      </document>
      """
  }

  @Test func aFreeStandingFreeformViewGetsNoHomeIndicatorInset() throws {
    let document = try StoryboardDocument(string: Self.bar(owned: false), file: "bar.xib")
    #expect(document.roots.first?.isFreeformTopLevelView == true)
    let layout = try document.layout()
    #expect(layout.environment.safeAreaInsets.bottom == 0)
    #expect(layout.frameInRoot(of: "A") == Rect(x: 0, y: 205, width: 414, height: 30))
    #expect(document.check().mismatched == 0)
    #expect(document.check().matched == 2)
  }

  @Test func aFreeformControllerViewKeepsTheHomeIndicatorInset() throws {
    let document = try StoryboardDocument(string: Self.bar(owned: true), file: "bar.xib")
    #expect(document.roots.first?.isControllerView == true)
    let layout = try document.layout()
    #expect(layout.environment.safeAreaInsets.bottom == 34)
    #expect(layout.frameInRoot(of: "A") == Rect(x: 0, y: 171, width: 414, height: 30))
  }
}
