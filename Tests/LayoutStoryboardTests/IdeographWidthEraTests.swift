import LayoutGeometry
import LayoutStoryboard
import Testing

/// Chinese and Japanese wide characters are measured one em wide in documents saved by
/// Xcode 8 and earlier (toolsVersion below 13000), as their stored frames show, and 1.02 em
/// in later ones; a document without a tools version is measured as today's.
@Suite struct IdeographWidthEraTests {
  /// A 14 pt label of five Chinese characters pinned 12 points from the root's leading edge
  /// and 20 from its top.
  static let subviews = """
    <label opaque="NO" text="可用优惠券" translatesAutoresizingMaskIntoConstraints="NO" id="L">
        <rect key="frame" x="12" y="20" width="70" height="17"/>
        <fontDescription key="fontDescription" type="system" pointSize="14"/>
    </label>
    """
  static let constraints = """
    <constraint firstItem="L" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" constant="12" id="c1"/>
    <constraint firstItem="L" firstAttribute="top" secondItem="ROOT" secondAttribute="top" constant="20" id="c2"/>
    """

  static func labelFrame(toolsVersion: String, device: String) throws -> Rect? {
    let document = try StoryboardDocument(
      string: TestDocument.storyboard(
        subviews: subviews, constraints: constraints, safeAreas: false, device: device,
        toolsVersion: toolsVersion),
      file: "ideographs.storyboard")
    let root = try #require(document.roots.first)
    var environment = document.environment(for: root)
    environment.measuresText = true
    return try StoryboardLayout(document: document, root: root, environment: environment)
      .frameInRoot(of: "L")
  }

  @Test func xcode7MeasuresOneEm() throws {
    // Xcode 7.3, no <device>: laid out on the 2x grid. 5 × 14 = 70.
    #expect(
      try Self.labelFrame(toolsVersion: "10116", device: "")
        == Rect(x: 12, y: 20, width: 70, height: 17))
  }

  @Test func xcode9AndLaterMeasureTodaysWidth() throws {
    // 5 × 14.28 = 71.4, on the 2x grid 71.5.
    let phone =
      #"<device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>"#
    #expect(
      try Self.labelFrame(toolsVersion: "13771", device: phone)
        == Rect(x: 12, y: 20, width: 71.5, height: 17))
    #expect(
      try Self.labelFrame(toolsVersion: "", device: phone)
        == Rect(x: 12, y: 20, width: 71.5, height: 17))
  }
}
