import AutoLayout
import LayoutStoryboard
import Testing

/// On the canvas of Xcode 13 to 14.2, a view with a *Freeform* simulated size shorter than the
/// screen sits at the screen's top, like a root of any other size: the home indicator reaches
/// it only where it overlaps it. Xcode 12 and Xcode 14.3 and later give it the whole inset.
@Suite struct FreeformScreenTopTests {
  /// A xib saved by `toolsVersion` on an iPhone 11 canvas (44-point sensor housing, 34-point
  /// home indicator) whose freeform top-level view `ROOT`, 414 × `height`, holds `A` 20 below
  /// the safe area's top and `B` 20 above its bottom (each 10 tall); `owned` connects `ROOT`
  /// to File's Owner's `view` outlet.
  static func document(owned: Bool, height: Int, toolsVersion: String) -> String {
    let outlet =
      owned
      ? #"<connections><outlet property="view" destination="ROOT" id="o1"/></connections>"#
      : ""
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
          <device id="retina6_1" orientation="portrait" appearance="light"/>
          <dependencies><capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/></dependencies>
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="EditorViewController">\(outlet)</placeholder>
              <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
              <view contentMode="scaleToFill" id="ROOT">
                  <rect key="frame" x="0.0" y="0.0" width="414" height="\(height)"/>
                  <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                  <subviews>\(TestDocument.view("A", 0, 0, 414, 10))\(TestDocument.view("B", 0, 0, 414, 10))</subviews>
                  <viewLayoutGuide key="safeArea" id="SAFE"/>
                  <constraints>
                      <constraint firstItem="A" firstAttribute="top" secondItem="SAFE" secondAttribute="top" constant="20" id="c1"/>
                      <constraint firstItem="A" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" id="c2"/>
                      <constraint firstItem="A" firstAttribute="trailing" secondItem="ROOT" secondAttribute="trailing" id="c3"/>
                      <constraint firstItem="A" firstAttribute="height" constant="10" id="c4"/>
                      <constraint firstItem="SAFE" firstAttribute="bottom" secondItem="B" secondAttribute="bottom" constant="20" id="c5"/>
                      <constraint firstItem="B" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" id="c6"/>
                      <constraint firstItem="B" firstAttribute="trailing" secondItem="ROOT" secondAttribute="trailing" id="c7"/>
                      <constraint firstItem="B" firstAttribute="height" constant="10" id="c8"/>
                  </constraints>
                  <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
              </view>
          </objects>
      </document>
      """
  }

  static func layout(owned: Bool, height: Int, toolsVersion: String = "19529") throws
    -> StoryboardLayout
  {
    let xml = document(owned: owned, height: height, toolsVersion: toolsVersion)
    let document = try StoryboardDocument(string: xml, file: "editor.xib")
    let root = try #require(document.roots.first)
    #expect(root.isControllerView == owned)
    #expect(root.hasFreeformSize)
    return try document.layout()
  }

  /// Xcode 13.2 (19529): a 348-point controller view keeps the sensor housing's 44 points at its top and
  /// none of the home indicator, 548 points below it (`B` ends 20 above its bottom, y = 318);
  /// an 880-point one overlaps 18 of the indicator's 34 points; a full-screen one all 34. A
  /// freeform view no controller owns is placed alike.
  @Test func inXcode13To14Point2AFreeformRootKeepsOnlyTheBottomInsetItOverlaps() throws {
    for owned in [true, false] {
      for (height, bottom) in [(348, 0.0), (880, 18), (896, 34)] {
        let layout = try Self.layout(owned: owned, height: height)
        #expect(layout.environment.safeAreaInsets.top == 44)
        #expect(layout.environment.safeAreaInsets.bottom == bottom)
        #expect(layout.frameInRoot(of: "A") == Rect(x: 0, y: 64, width: 414, height: 10))
        #expect(
          layout.frameInRoot(of: "B")
            == Rect(x: 0, y: Double(height) - bottom - 30, width: 414, height: 10))
      }
    }
  }

  /// Xcode 12 (toolsVersion 17701) and Xcode 14.3 (21701) give a freeform root shorter than
  /// the screen the whole home indicator: `B` ends 54 above the 348-point root's bottom. (The
  /// top is the sensor housing's 44 points before Xcode 14, the iPhone 11's 48 after.)
  @Test func outsideXcode13To14Point2AFreeformRootKeepsTheWholeBottomInset() throws {
    for owned in [true, false] {
      for (toolsVersion, top) in [("17701", 44.0), ("21701", 48)] {
        let layout = try Self.layout(owned: owned, height: 348, toolsVersion: toolsVersion)
        #expect(layout.environment.safeAreaInsets.top == top)
        #expect(layout.environment.safeAreaInsets.bottom == 34)
        #expect(layout.frameInRoot(of: "B") == Rect(x: 0, y: 284, width: 414, height: 10))
      }
    }
  }
}
