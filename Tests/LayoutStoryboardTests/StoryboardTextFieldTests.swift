import AutoLayout
import LayoutStoryboard
import LayoutText
import Testing

/// Text fields measured by border style, font and the Xcode that saved the document.
@Suite struct StoryboardTextFieldTests {
  /// One field `attributes` (its stored frame 200 × 40, so measuring shows), pinned at
  /// (20, 20), in a document saved by `toolsVersion`, laid out with measured text.
  static func frame(
    _ attributes: String, toolsVersion: String = "14490.70", pointSize: Double = 14
  ) throws -> Rect? {
    let field = """
      <textField opaque="NO" \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="F">
          <rect key="frame" x="20" y="20" width="200" height="40"/>
          <fontDescription key="fontDescription" type="system" pointSize="\(pointSize)"/>
      </textField>
      """
    let xml = TestDocument.storyboard(
      subviews: field,
      constraints: """
        <constraint firstItem="F" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" constant="20" id="c1"/>
        <constraint firstItem="F" firstAttribute="top" secondItem="ROOT" secondAttribute="top" constant="20" id="c2"/>
        """, toolsVersion: toolsVersion)
    let document = try StoryboardDocument(string: xml, file: "field.storyboard")
    let root = try #require(document.roots.first)
    var environment = document.environment(for: root)
    environment.measuresText = true
    let layout = try StoryboardLayout(document: document, root: root, environment: environment)
    #expect(layout.measuredText == ["F"])
    return layout.frameInRoot(of: "F")
  }

  /// "Name" in the 14 pt system font is 38.3 points wide, 38.5 on the 2x grid.
  static let name = 38.5

  /// A rounded-rect field is 30 points tall before Xcode 11 (iOS 12 and earlier) and 34
  /// after, whatever its font; 7 points beside its placeholder on each side.
  @Test func roundedRectHeightFollowsTheXcodeThatSavedIt() throws {
    #expect(
      try Self.frame(#"borderStyle="roundedRect" placeholder="Name""#)
        == Rect(x: 20, y: 20, width: Self.name + 14, height: 30))
    #expect(
      try Self.frame(#"borderStyle="roundedRect" placeholder="Name""#, toolsVersion: "15705")
        == Rect(x: 20, y: 20, width: Self.name + 14, height: 34))
  }

  /// Text wins over the placeholder; without a border (no `borderStyle`), before Xcode 11,
  /// the field is its line: 16.71 points at 14 pt, 17 on the 2x grid; a line border adds 8
  /// and 12.
  @Test func otherBordersFollowTheFont() throws {
    #expect(
      try Self.frame(#"placeholder="Email" text="Name""#)
        == Rect(x: 20, y: 20, width: Self.name, height: 17))
    #expect(
      try Self.frame(#"borderStyle="line" text="Name""#)
        == Rect(x: 20, y: 20, width: Self.name + 12, height: 25))
    #expect(try Self.frame("") == Rect(x: 20, y: 20, width: 0, height: 17))
  }

  /// A borderless field saved by Xcode 11 to 16 (iOS 13 to 18) is its line plus 1.67 points:
  /// 16.71 + 1.67 = 18.38 at 14 pt, 18.5 on the 2x grid; at 17 pt 20.29 + 1.67 = 21.95, 22.
  @Test func borderlessFieldFromIOS13IsItsLinePlusAPadding() throws {
    #expect(
      try Self.frame(#"text="Name""#, toolsVersion: "21701")
        == Rect(x: 20, y: 20, width: Self.name, height: 18.5))
    #expect(
      try Self.frame(#"text="Name""#, toolsVersion: "23727", pointSize: 17)?.height == 22)
  }

  /// Saved by Xcode 26 (toolsVersion 24000 on), a borderless field is at least 22 points
  /// tall and otherwise its line (20 pt: 23.87, 24 on the 2x grid); prerelease tools versions
  /// (32700.99.1234) stay with iOS 13's rule. A rounded-rect field stays 34.
  @Test func borderlessFieldFromIOS26IsAtLeastTwentyTwoTall() throws {
    #expect(
      try Self.frame(#"text="Name""#, toolsVersion: "24412")
        == Rect(x: 20, y: 20, width: Self.name, height: 22))
    #expect(
      try Self.frame(#"text="Name""#, toolsVersion: "24765", pointSize: 20)?.height == 24)
    #expect(
      try Self.frame(#"text="Name""#, toolsVersion: "32700.99.1234")?.height == 18.5)
    #expect(
      try Self.frame(#"borderStyle="roundedRect" text="Name""#, toolsVersion: "24412")
        == Rect(x: 20, y: 20, width: Self.name + 14, height: 34))
  }
}
