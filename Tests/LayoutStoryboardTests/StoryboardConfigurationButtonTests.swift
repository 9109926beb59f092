import AutoLayout
import LayoutGeometry
import LayoutStoryboard
import LayoutText
import Testing

/// Configuration buttons (iOS 15) measured from their title, font and content insets.
@Suite struct StoryboardConfigurationButtonTests {
  /// One button whose `<buttonConfiguration>` is `configuration` (stored 200 × 50, so
  /// measuring shows), pinned at (20, 20), measured on the 2x iPhone 8 screen.
  static func frame(_ configuration: String) throws -> Rect? {
    let button = """
      <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="B">
          <rect key="frame" x="20" y="20" width="200" height="50"/>
          \(configuration)
      </button>
      """
    let xml = TestDocument.storyboard(
      subviews: button,
      constraints: """
        <constraint firstItem="B" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" constant="20" id="c1"/>
        <constraint firstItem="B" firstAttribute="top" secondItem="ROOT" secondAttribute="top" constant="20" id="c2"/>
        """, toolsVersion: "22154")
    let document = try StoryboardDocument(string: xml, file: "button.storyboard")
    let root = try #require(document.roots.first)
    var environment = document.environment(for: root)
    environment.measuresText = true
    let layout = try StoryboardLayout(document: document, root: root, environment: environment)
    return layout.frameInRoot(of: "B")
  }

  func width(_ text: String, _ font: ResolvedFont) throws -> Double {
    try TextMeasurer.shared.layout(text, font: font, width: nil).size(scale: 2).width
  }

  /// A medium button's title in the body style (17 pt: 20.287 points a line) with 7 points
  /// above and below and 12 beside: 34.287, 34.5 on the 2x grid.
  @Test func mediumDefaultsAreBodyInsideSevenAndTwelve() throws {
    let title = try width("Tap Me", ResolvedFont(size: 17))
    #expect(title == 57)
    #expect(
      try Self.frame(#"<buttonConfiguration key="configuration" style="filled" title="Tap Me"/>"#)
        == Rect(x: 20, y: 20, width: title + 24, height: 34.5))
  }

  /// Written insets and title font win: 11 pt is 13.127 points a line, plus 4 + 6.
  @Test func writtenInsetsAndFontWin() throws {
    let configuration = """
      <buttonConfiguration key="configuration" style="gray" title="Tap Me" buttonSize="large">
          <fontDescription key="titleFontDescription" type="system" pointSize="11"/>
          <directionalEdgeInsets key="contentInsets" top="4" leading="3" bottom="6" trailing="5"/>
      </buttonConfiguration>
      """
    let title = try width("Tap Me", ResolvedFont(size: 11))
    #expect(
      try Self.frame(configuration) == Rect(x: 20, y: 20, width: title + 8, height: 23.5))
  }

  /// What is not modelled keeps the stored size: an image, a subtitle, no title, a large
  /// button without written insets.
  @Test func unmodelledButtonsKeepTheirStoredSize() throws {
    for configuration in [
      #"<buttonConfiguration key="configuration" style="plain" image="star" title="A"/>"#,
      #"<buttonConfiguration key="configuration" style="plain" title="A" subtitle="B"/>"#,
      #"<buttonConfiguration key="configuration" style="tinted"/>"#,
      #"<buttonConfiguration key="configuration" style="filled" title="A" buttonSize="large"/>"#,
    ] {
      #expect(try Self.frame(configuration) == Rect(x: 20, y: 20, width: 200, height: 50))
    }
  }
}
