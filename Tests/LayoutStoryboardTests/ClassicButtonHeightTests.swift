import AutoLayout
import LayoutGeometry
import LayoutStoryboard
import LayoutText
import Testing

/// Classic buttons measured from their title: the title's line height rounded up to a whole
/// point plus 6 above and below, on every canvas scale; the width stays on the pixel grid.
@Suite struct ClassicButtonHeightTests {
  /// A system button `B` titled `title` in `font` (stored 200 × 50, so measuring shows),
  /// pinned at (20, 20), and a 15 pt label `L` 8 points under it, on `device`'s canvas.
  static func frames(
    title: String, font: String, device: String
  ) throws -> (button: Rect?, label: Rect?) {
    let views = """
      <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="B">
          <rect key="frame" x="20" y="20" width="200" height="50"/>
          \(font)
          <state key="normal" title="\(title)"/>
      </button>
      <label opaque="NO" text="Below" translatesAutoresizingMaskIntoConstraints="NO" id="L">
          <rect key="frame" x="20" y="90" width="42" height="21"/>
          <fontDescription key="fontDescription" type="system" pointSize="15"/>
      </label>
      """
    let xml = TestDocument.storyboard(
      subviews: views,
      constraints: """
        <constraint firstItem="B" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" constant="20" id="c1"/>
        <constraint firstItem="B" firstAttribute="top" secondItem="ROOT" secondAttribute="top" constant="20" id="c2"/>
        <constraint firstItem="L" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" constant="20" id="c3"/>
        <constraint firstItem="L" firstAttribute="top" secondItem="B" secondAttribute="bottom" constant="8" id="c4"/>
        """,
      device:
        #"<device id="\#(device)" orientation="portrait"><adaptation id="fullscreen"/></device>"#,
      toolsVersion: "22154")
    let document = try StoryboardDocument(string: xml, file: "button.storyboard")
    let root = try #require(document.roots.first)
    var environment = document.environment(for: root)
    environment.measuresText = true
    let layout = try StoryboardLayout(document: document, root: root, environment: environment)
    return (layout.frameInRoot(of: "B"), layout.frameInRoot(of: "L"))
  }

  static func width(_ text: String, _ font: ResolvedFont, scale: Double) throws -> Double {
    try TextMeasurer.shared.layout(text, font: font, width: nil).size(scale: scale).width
  }

  static let system17 = #"<fontDescription key="fontDescription" type="system" pointSize="17"/>"#

  /// A 17 pt title is 20.287 points a line: 21 in whole points, so the button is 33 tall on
  /// the 2x canvas (not 32.5) and on the 3x one (not 32.333), and the label under it starts
  /// at 20 + 33 + 8. The width is the title's on each canvas's pixel grid.
  @Test(arguments: [("retina4_7", 2.0), ("retina5_9", 3.0)])
  func seventeenPointTitleIsThirtyThreeTall(device: String, scale: Double) throws {
    let (button, label) = try Self.frames(title: "Sign In", font: Self.system17, device: device)
    let width = try Self.width("Sign In", ResolvedFont(size: 17), scale: scale)
    #expect(button == Rect(x: 20, y: 20, width: width, height: 33))
    #expect(label?.y == 61)
  }

  /// Other sizes and a text style: 13 pt (15.513) is 28, 22 pt (26.254) 39, callout (16 pt,
  /// 19.094) 32; 15 pt (17.900) stays Interface Builder's 30.
  @Test(arguments: [
    (#"<fontDescription key="fontDescription" type="system" pointSize="13"/>"#, 28.0),
    (#"<fontDescription key="fontDescription" type="system" pointSize="22"/>"#, 39.0),
    (#"<fontDescription key="fontDescription" style="UICTFontTextStyleCallout"/>"#, 32.0),
    (#"<fontDescription key="fontDescription" type="system" pointSize="15"/>"#, 30.0),
  ])
  func titleHeightsAreWholePoints(font: String, height: Double) throws {
    let (button, label) = try Self.frames(title: "Done", font: font, device: "retina5_9")
    #expect(button?.height == height)
    #expect(label?.y == 20 + height + 8)
  }

  /// An empty title is a line of its font tall too: 17 pt, 21 + 12.
  @Test func emptyTitleIsALineTall() throws {
    let (button, _) = try Self.frames(title: "", font: Self.system17, device: "retina5_9")
    #expect(button?.height == 33)
  }
}
