import AutoLayout
import LayoutGeometry
import LayoutStoryboard
import Testing

/// With measured text, a wrapped label in a text style is as tall as its first line plus the
/// style's leading per further line (body: 22), and the views under it move by that height;
/// a wrapped label at a fixed 17 pt stacks its lines one line height (20.287) apart.
@Suite struct TextStyleLineSpacingStoryboardTests {
  static func label(id: String, y: Int, font: String) -> String {
    """
    <label opaque="NO" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
        <rect key="frame" x="20" y="\(y)" width="335" height="21"/>
        <string key="text">First line
    Second line</string>
        \(font)
    </label>
    """
  }

  static func pins(id: String, top: String) -> String {
    """
    <constraint firstItem="\(id)" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" constant="20" id="\(id)1"/>
    <constraint firstAttribute="trailing" secondItem="\(id)" secondAttribute="trailing" constant="20" id="\(id)2"/>
    \(top)
    """
  }

  @Test func wrappedTextStyleLinesAreTheLeadingApart() throws {
    let body = #"<fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>"#
    let fixed = #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#
    let subviews = [
      Self.label(id: "S", y: 20, font: body),
      """
      <label opaque="NO" text="Below" translatesAutoresizingMaskIntoConstraints="NO" id="B">
          <rect key="frame" x="20" y="71" width="335" height="20.5"/>
          \(body)
      </label>
      """,
      Self.label(id: "F", y: 200, font: fixed),
    ].joined(separator: "\n")
    let constraints = [
      Self.pins(
        id: "S",
        top:
          #"<constraint firstItem="S" firstAttribute="top" secondItem="ROOT" secondAttribute="top" constant="20" id="S3"/>"#
      ),
      Self.pins(
        id: "B",
        top:
          #"<constraint firstItem="B" firstAttribute="top" secondItem="S" secondAttribute="bottom" constant="8" id="B3"/>"#
      ),
      Self.pins(
        id: "F",
        top:
          #"<constraint firstItem="F" firstAttribute="top" secondItem="ROOT" secondAttribute="top" constant="200" id="F3"/>"#
      ),
    ].joined(separator: "\n")
    let document = try StoryboardDocument(
      string: TestDocument.storyboard(subviews: subviews, constraints: constraints),
      file: "leading.storyboard")
    let root = try #require(document.roots.first)
    var environment = document.environment(for: root)
    environment.measuresText = true
    let layout = try StoryboardLayout(document: document, root: root, environment: environment)
    // 20.287 + 22 = 42.287: 42.5 on the 2x canvas.
    #expect(layout.frameInRoot(of: "S") == Rect(x: 20, y: 20, width: 335, height: 42.5))
    #expect(layout.frameInRoot(of: "B") == Rect(x: 20, y: 70.5, width: 335, height: 20.5))
    // 2 × 20.287 = 40.574: 41.
    #expect(layout.frameInRoot(of: "F") == Rect(x: 20, y: 200, width: 335, height: 41))
  }
}
