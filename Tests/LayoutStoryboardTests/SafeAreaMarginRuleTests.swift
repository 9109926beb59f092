import AutoLayout
import LayoutAdaptivity
import LayoutDevices
import LayoutStoryboard
import Testing

/// Where Interface Builder's canvas insets layout margins by the safe area: freeform
/// top-level views of a xib, documents of Xcode 11 and later that do not use the safe-area
/// guide, and roots that scroll (rules learned on the fresh training part of the corpus).
@Suite struct SafeAreaMarginRuleTests {
  /// A view `A`, 10 × 10, pinned to the top and leading margins of `ROOT`.
  static let marginPins = """
    <constraint firstItem="A" firstAttribute="top" secondItem="ROOT" secondAttribute="topMargin" id="m1"/>
    <constraint firstItem="A" firstAttribute="leading" secondItem="ROOT" secondAttribute="leadingMargin" id="m2"/>
    <constraint firstItem="A" firstAttribute="width" constant="10" id="m3"/>
    <constraint firstItem="A" firstAttribute="height" constant="10" id="m4"/>
    """

  /// A xib whose only top-level view, `ROOT` (600 × 120, no File's Owner outlet), holds `A`
  /// pinned to its margins; `freeform` gives it a *Freeform* simulated size.
  static func topLevelView(freeform: Bool, device: String, toolsVersion: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
        \(device)
        <dependencies><capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/></dependencies>
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <view contentMode="scaleToFill" id="ROOT" customClass="CardView">
                <rect key="frame" x="0.0" y="0.0" width="600" height="120"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <subviews>\(TestDocument.view("A", 0, 0, 10, 10))</subviews>
                <constraints>\(marginPins)</constraints>
                \(freeform ? #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"# : "")
            </view>
        </objects>
    </document>
    """
  }

  /// A freeform top-level view of a xib is laid out like a screen's view of its size: the
  /// system minimum margins of its width (20 at 600 points, 0 above), and on the canvas of
  /// Xcode 11 and later the device's safe area (an iPhone 11's 44-point sensor housing in an
  /// Xcode 12 file). A top-level view of another simulated size keeps UIView's 8 points.
  @Test func aFreeformTopLevelViewIsLaidOutAsAScreen() throws {
    let phone =
      #"<device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>"#
    let notched = #"<device id="retina6_1" orientation="portrait" appearance="light"/>"#
    func frameOfA(freeform: Bool, device: String, toolsVersion: String) throws -> Rect? {
      let xml = Self.topLevelView(freeform: freeform, device: device, toolsVersion: toolsVersion)
      let document = try StoryboardDocument(string: xml, file: "card.xib")
      #expect(document.roots.first?.isFreeformTopLevelView == freeform)
      #expect(document.roots.first?.isControllerView == false)
      return try document.layout().frameInRoot(of: "A")
    }
    #expect(
      try frameOfA(freeform: true, device: phone, toolsVersion: "14113")
        == Rect(x: 20, y: 0, width: 10, height: 10))
    #expect(
      try frameOfA(freeform: false, device: phone, toolsVersion: "14113")
        == Rect(x: 8, y: 8, width: 10, height: 10))
    #expect(
      try frameOfA(freeform: true, device: notched, toolsVersion: "17506")
        == Rect(x: 20, y: 44, width: 10, height: 10))
  }

  /// On a device, a freeform top-level view of a xib is what the app loads it as, a plain
  /// view: UIView's 8-point margins and no safe area.
  @Test func aFreeformTopLevelViewIsAPlainViewOnADevice() throws {
    let xml = Self.topLevelView(
      freeform: true,
      device: #"<device id="retina6_1" orientation="portrait" appearance="light"/>"#,
      toolsVersion: "17506")
    let document = try StoryboardDocument(string: xml, file: "card.xib")
    let root = try #require(document.roots.first)
    let configuration = try DeviceConfiguration(
      device: DeviceCatalog.device(named: "iPhone 11"), orientation: .portrait)
    let environment = document.environment(for: root, on: configuration)
    #expect(environment.usesSystemMinimumMargins == false)
    #expect(environment.safeAreaInsets == .zero)
    let layout = try StoryboardLayout(document: document, root: root, environment: environment)
    #expect(layout.frameInRoot(of: "A") == Rect(x: 8, y: 8, width: 10, height: 10))
  }

  /// A controller's view under a navigation bar in a document without the safe-area guide:
  /// Xcode 10 insets no margin by the bar; Xcode 11–14.2 inset the top margin by the bar
  /// and the status bar their canvas shows (none on an iPhone 8); Xcode 15 shows that status
  /// bar again.
  @Test func marginsFollowTheSafeAreaSinceXcode11WithoutItsGuide() throws {
    func layout(device: String, toolsVersion: String) throws -> StoryboardLayout {
      let xml = TestDocument.storyboard(
        subviews: TestDocument.view("A", 0, 0, 10, 10), constraints: Self.marginPins,
        controllerExtra: """
          <layoutGuides>
              <viewControllerLayoutGuide type="top" id="TLG"/>
              <viewControllerLayoutGuide type="bottom" id="BLG"/>
          </layoutGuides>
          <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
          """,
        safeAreas: false, device: device, toolsVersion: toolsVersion)
      return try TestDocument.layout(xml)
    }
    let old =
      #"<device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>"#
    let modern = #"<device id="retina4_7" orientation="portrait" appearance="light"/>"#
    let xcode10 = try layout(device: old, toolsVersion: "14490.70")
    #expect(xcode10.environment.topLayoutGuideLength == 64)
    #expect(xcode10.frameInRoot(of: "A") == Rect(x: 16, y: 0, width: 10, height: 10))
    let xcode11 = try layout(device: modern, toolsVersion: "16097.3")
    #expect(xcode11.environment.topLayoutGuideLength == 44)
    #expect(xcode11.environment.safeAreaInsets.top == 44)
    #expect(xcode11.frameInRoot(of: "A") == Rect(x: 16, y: 44, width: 10, height: 10))
    let xcode15 = try layout(device: modern, toolsVersion: "22505")
    #expect(xcode15.frameInRoot(of: "A") == Rect(x: 16, y: 64, width: 10, height: 10))
  }

  /// A table view controller under a navigation bar (safe area 64 points at the top on an
  /// iPhone 8 of Xcode 10): its table, the root, absorbs the safe area into its content
  /// inset like any scroll view, so a cell that preserves the table's margins gets the
  /// table's 16-point sides and its own 11 points above, not the bars' 64.
  @Test func aScrollingRootDoesNotInsetItsMarginsByTheSafeArea() throws {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14490.70" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
          <device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>
          <dependencies><capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/></dependencies>
          <scenes>
              <scene sceneID="S1">
                  <objects>
                      <tableViewController id="TVC" sceneMemberID="viewController">
                          <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="ROOT">
                              <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                              <prototypes>
                                  <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="Cell" rowHeight="60" id="CELL">
                                      <rect key="frame" x="0.0" y="28" width="375" height="60"/>
                                      <autoresizingMask key="autoresizingMask"/>
                                      <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="CELL" id="CV">
                                          <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                                          <autoresizingMask key="autoresizingMask"/>
                                          <subviews>\(TestDocument.view("A", 16, 11, 10, 10))</subviews>
                                          <constraints>
                                              <constraint firstItem="A" firstAttribute="top" secondItem="CV" secondAttribute="topMargin" id="c1"/>
                                              <constraint firstItem="A" firstAttribute="leading" secondItem="CV" secondAttribute="leadingMargin" id="c2"/>
                                              <constraint firstItem="A" firstAttribute="width" constant="10" id="c3"/>
                                              <constraint firstItem="A" firstAttribute="height" constant="10" id="c4"/>
                                          </constraints>
                                      </tableViewCellContentView>
                                  </tableViewCell>
                              </prototypes>
                          </tableView>
                          <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                      </tableViewController>
                  </objects>
              </scene>
          </scenes>
      </document>
      """
    let layout = try StoryboardDocument(string: xml, file: "table.storyboard").layout()
    #expect(layout.environment.safeAreaInsets.top == 64)
    #expect(layout.frameInRoot(of: "A") == Rect(x: 16, y: 39, width: 10, height: 10))
  }
}
