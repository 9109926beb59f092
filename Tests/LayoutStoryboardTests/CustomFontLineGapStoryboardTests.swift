import AutoLayout
import LayoutGeometry
import LayoutStoryboard
import Testing

/// With measured text, a label in a custom font is as tall as the font's ascender and
/// descender, without its `hhea` line gap, and the views under it move by that height. Arial
/// is measured in Liberation Sans (`fonts-liberation`, installed by `Tools/setup`), whose
/// 67-unit gap would add 0.69 points at 21 pt.
@Suite struct CustomFontLineGapStoryboardTests {
  static func label(id: String, text: String, y: Double, height: Double, font: String) -> String {
    """
    <label opaque="NO" text="\(text)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
        <rect key="frame" x="20" y="\(y)" width="60" height="\(height)"/>
        \(font)
    </label>
    """
  }

  @Test func aLabelsLineLeavesOutTheLineGap() throws {
    let arial =
      #"<fontDescription key="fontDescription" name="ArialMT" family="Arial" pointSize="21"/>"#
    let system = #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#
    let subviews = [
      Self.label(id: "A", text: "Route", y: 20, height: 23.5, font: arial),
      Self.label(id: "B", text: "Below", y: 51.5, height: 20.5, font: system),
    ].joined(separator: "\n")
    let constraints = """
      <constraint firstItem="A" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" constant="20" id="A1"/>
      <constraint firstItem="A" firstAttribute="top" secondItem="ROOT" secondAttribute="top" constant="20" id="A2"/>
      <constraint firstItem="B" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" constant="20" id="B1"/>
      <constraint firstItem="B" firstAttribute="top" secondItem="A" secondAttribute="bottom" constant="8" id="B2"/>
      """
    let document = try StoryboardDocument(
      string: TestDocument.storyboard(subviews: subviews, constraints: constraints),
      file: "gap.storyboard")
    let root = try #require(document.roots.first)
    var environment = document.environment(for: root)
    environment.measuresText = true
    let layout = try StoryboardLayout(document: document, root: root, environment: environment)
    // 21 × 2288/2048 = 23.461: 23.5 on the 2x canvas (with the gap, 24.148: 24.5), so "Below"
    // starts at 20 + 23.5 + 8.
    #expect(layout.frameInRoot(of: "A") == Rect(x: 20, y: 20, width: 56.5, height: 23.5))
    #expect(layout.frameInRoot(of: "B") == Rect(x: 20, y: 51.5, width: 46.5, height: 20.5))
  }
}
