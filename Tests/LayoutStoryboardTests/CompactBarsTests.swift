import LayoutAdaptivity
import LayoutDevices
import AutoLayout
import LayoutStoryboard
import Testing

/// Bars and safe areas of a controller's view on a catalog device: compact 32-point bars
/// on phones with compact width and height in landscape, full-height bars on the wide
/// phones, and the device's safe area even in documents that do not use safe areas.
@Suite struct CompactBarsTests {
  /// `InferredBarsTests.document` (a navigation bar and a tab bar, views pinned to the
  /// safe area) laid out for `device` in `orientation`.
  static func barsLayout(_ device: String, _ orientation: InterfaceOrientation) throws
    -> StoryboardLayout
  {
    let document = try StoryboardDocument(string: InferredBarsTests.document)
    return try layout(document, root: "VC", device, orientation)
  }

  static func layout(
    _ document: StoryboardDocument, root name: String, _ device: String,
    _ orientation: InterfaceOrientation
  ) throws -> StoryboardLayout {
    let root = try document.root(named: name)
    let configuration = try DeviceConfiguration(
      device: DeviceCatalog.device(named: device), orientation: orientation)
    return try StoryboardLayout(
      document: document, root: root,
      environment: document.environment(for: root, on: configuration))
  }

  @Test func portraitBarsAreFullHeight() throws {
    let layout = try Self.barsLayout("iPhone 8", .portrait)
    #expect(
      layout.environment.safeAreaInsets == EdgeInsets(top: 64, left: 0, bottom: 49, right: 0))
    #expect(layout.frameInRoot(of: "TOP") == Rect(x: 0, y: 72, width: 375, height: 10))
    #expect(layout.frameInRoot(of: "STK") == Rect(x: 0, y: 600, width: 375, height: 10))
  }

  /// iPhone 8 in landscape (wC hC): no status bar, a 32-point navigation bar and a 32-point
  /// tab bar (iOS 11's compact tab bar, title beside the icon).
  @Test func compactPhoneInLandscapeHasCompactBars() throws {
    let layout = try Self.barsLayout("iPhone 8", .landscapeLeft)
    #expect(
      layout.environment.safeAreaInsets == EdgeInsets(top: 32, left: 0, bottom: 32, right: 0))
    #expect(layout.environment.topLayoutGuideLength == 32)
    #expect(layout.environment.bottomLayoutGuideLength == 32)
    #expect(layout.frameInRoot(of: "TOP") == Rect(x: 0, y: 40, width: 667, height: 10))
    #expect(layout.frameInRoot(of: "STK") == Rect(x: 0, y: 325, width: 667, height: 10))
  }

  /// iPhone 8 Plus in landscape is regular width (wR hC): its bars keep their full height.
  @Test func widePhoneInLandscapeKeepsFullHeightBars() throws {
    let layout = try Self.barsLayout("iPhone 8 Plus", .landscapeLeft)
    #expect(
      layout.environment.safeAreaInsets == EdgeInsets(top: 44, left: 0, bottom: 49, right: 0))
    #expect(layout.frameInRoot(of: "TOP") == Rect(x: 0, y: 52, width: 736, height: 10))
    #expect(layout.frameInRoot(of: "STK") == Rect(x: 0, y: 347, width: 736, height: 10))
  }

  /// iPhone 15 in landscape: compact bars above the home indicator's 21 points.
  @Test func notchedPhoneInLandscapeAddsTheHomeIndicator() throws {
    let layout = try Self.barsLayout("iPhone 15", .landscapeLeft)
    #expect(
      layout.environment.safeAreaInsets == EdgeInsets(top: 32, left: 59, bottom: 53, right: 59))
    #expect(layout.frameInRoot(of: "TOP") == Rect(x: 0, y: 40, width: 852, height: 10))
    #expect(layout.frameInRoot(of: "STK") == Rect(x: 0, y: 322, width: 852, height: 10))
  }

  /// A document with `useSafeAreas="NO"` and the old layout guides: on a device (iOS 11 or
  /// later) the guides end where the safe area does and the root's margins are inset by
  /// it, so a view pinned to the leading margin clears the sensor housing.
  @Test func documentsWithoutSafeAreasGetTheDeviceSafeArea() throws {
    let xml = TestDocument.storyboard(
      subviews: TestDocument.view("A", 16, 20, 343, 647),
      constraints: """
        <constraint firstItem="A" firstAttribute="top" secondItem="TLG" secondAttribute="bottom" id="g1"/>
        <constraint firstItem="BLG" firstAttribute="top" secondItem="A" secondAttribute="bottom" id="g2"/>
        <constraint firstItem="A" firstAttribute="leading" secondItem="ROOT" secondAttribute="leadingMargin" id="g3"/>
        <constraint firstItem="A" firstAttribute="trailing" secondItem="ROOT" secondAttribute="trailingMargin" id="g4"/>
        """,
      controllerExtra: """
        <layoutGuides>
            <viewControllerLayoutGuide type="top" id="TLG"/>
            <viewControllerLayoutGuide type="bottom" id="BLG"/>
        </layoutGuides>
        """, safeAreas: false)
    let document = try StoryboardDocument(string: xml)
    // The saved screen (iPhone 8 portrait, Xcode 10.2): margins of 16, a 20-point status bar.
    #expect(
      try document.layout().frameInRoot(of: "A") == Rect(x: 16, y: 20, width: 343, height: 647))
    let portrait = try Self.layout(document, root: "VC1", "iPhone 15", .portrait)
    #expect(
      portrait.environment.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    #expect(portrait.frameInRoot(of: "A") == Rect(x: 16, y: 59, width: 361, height: 759))
    // Landscape: 59-point side insets plus the 20-point margins of a window 414 or wider.
    let landscape = try Self.layout(document, root: "VC1", "iPhone 15", .landscapeLeft)
    #expect(landscape.frameInRoot(of: "A") == Rect(x: 79, y: 0, width: 694, height: 372))
  }
}
