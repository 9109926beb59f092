import AutoLayout
import LayoutStoryboard
import Testing

/// What the Interface Builder canvas put above a controller's view, by Xcode version and
/// device, and which top-level xib views are a controller's view.
@Suite struct CanvasEraTests {
  static let pinned = TestDocument.view("A", 0, 0, 10, 10)
  static let pins = """
    <constraint firstItem="A" firstAttribute="top" secondItem="SAFE" secondAttribute="top" id="p1"/>
    <constraint firstItem="A" firstAttribute="leading" secondItem="ROOT" secondAttribute="leadingMargin" id="p2"/>
    <constraint firstItem="A" firstAttribute="width" constant="10" id="p3"/>
    <constraint firstItem="A" firstAttribute="height" constant="10" id="p4"/>
    """

  static func topOfA(device: String, toolsVersion: String) throws -> Double? {
    let xml = TestDocument.storyboard(
      subviews: pinned, constraints: pins, device: device, toolsVersion: toolsVersion)
    return try TestDocument.layout(xml).frameInRoot(of: "A")?.y
  }

  /// Xcode 9–10: a 20-point status bar on an iPhone 8. Xcode 11 and later (their
  /// `<device>` has `appearance`): no simulated status bar, the safe area starts at the top.
  /// Notched phones keep their sensor-housing inset.
  @Test func statusBarByXcodeEra() throws {
    let old =
      #"<device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>"#
    let modern = #"<device id="retina4_7" orientation="portrait" appearance="light"/>"#
    #expect(try Self.topOfA(device: old, toolsVersion: "14490.70") == 20)
    #expect(try Self.topOfA(device: modern, toolsVersion: "17701") == 0)
    #expect(try Self.topOfA(device: modern, toolsVersion: "19529") == 0)
    #expect(try Self.topOfA(device: modern, toolsVersion: "21507") == 0)
    let notched = #"<device id="retina6_1" orientation="portrait" appearance="light"/>"#
    #expect(try Self.topOfA(device: notched, toolsVersion: "17701") == 44)
    let pad = #"<device id="ipad9_7" orientation="portrait" appearance="light"/>"#
    #expect(try Self.topOfA(device: pad, toolsVersion: "17701") == 0)
  }

  /// Documents saved without `<device>` follow the same tools-version boundary: Xcode 11
  /// and later (toolsVersion 148xx on) simulate no status bar, Xcode 10 a 20-point one. Here
  /// the device is inferred from the 375 x 667 root (Xcode 8 format); the 600 x 600 canvas
  /// of `PublicFixture.textFieldScrollView` (Xcode 12) is the size-class case.
  @Test func statusBarWithoutDeviceByToolsVersion() throws {
    #expect(try Self.topOfA(device: "", toolsVersion: "14490.70") == 20)
    #expect(try Self.topOfA(device: "", toolsVersion: "14845") == 0)
    #expect(try Self.topOfA(device: "", toolsVersion: "17140") == 0)
    let canvas = try StoryboardDocument(string: PublicFixture.textFieldScrollView.xml).layout()
    #expect(canvas.environment.deviceID == nil)
    #expect(canvas.environment.topLayoutGuideLength == 0)
    #expect(canvas.frameInRoot(of: "okU-dU-vYC") == Rect(x: 0, y: 0, width: 600, height: 600))
  }

  /// A xib's top-level view connected to File's Owner's `view` outlet is a controller's
  /// view: the root's system minimum margins (16 on an iPhone 8) instead of 8.
  @Test func filesOwnerViewIsAControllerView() throws {
    func xib(outlet: Bool) -> String {
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14490.70" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
          <device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>
          <dependencies><capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/></dependencies>
          <objects>
              <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="LoginViewController">
                  \(outlet ? #"<connections><outlet property="view" destination="ROOT" id="o1"/></connections>"# : "")
              </placeholder>
              <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
              <view contentMode="scaleToFill" id="ROOT">
                  <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                  <subviews>\(Self.pinned)</subviews>
                  <viewLayoutGuide key="safeArea" id="SAFE"/>
                  <constraints>\(Self.pins)</constraints>
              </view>
          </objects>
      </document>
      """
    }
    let owned = try StoryboardDocument(string: xib(outlet: true), file: "owned.xib")
    #expect(owned.roots.first?.isControllerView == true)
    #expect(try owned.layout().frameInRoot(of: "A") == Rect(x: 16, y: 20, width: 10, height: 10))
    let free = try StoryboardDocument(string: xib(outlet: false), file: "free.xib")
    #expect(free.roots.first?.isControllerView == false)
    #expect(try free.layout().frameInRoot(of: "A") == Rect(x: 8, y: 20, width: 10, height: 10))
  }
}
