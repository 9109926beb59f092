import AutoLayout
import LayoutStoryboard
import Testing

/// A text view at its stored size takes its baselines from its own font's ascender and line
/// height, its lines centred in its height: Interface Builder's default font when the
/// document writes none, a custom font from the face this machine measures it in.
@Suite struct FontBaselineTests {
  /// A 14 pt system label `S` pinned at (100, `top`: 100 unless said), stored 17 tall, and a label `L` 20 from
  /// the root's leading edge whose first baseline is on `S`'s. `S`'s baseline: SF's 14 pt
  /// line is 14 × 2444/2048 = 16.707 tall and its ascender 14 × 1950/2048 = 13.330, so
  /// (17 − 16.707)/2 + 13.330 = 13.477 below its top, at y = 113.477.
  static func document(
    label attributes: String, font: String, height: Double, y: Double, top: Double = 100
  ) -> String {
    let system = TestDocument.view(
      "S", 100, top, 60, 17, attributes: #"text="Size""#,
      body: #"<fontDescription key="fontDescription" type="system" pointSize="14"/>"#,
      element: "label")
    let label = TestDocument.view(
      "L", 20, y, 70, height, attributes: attributes, body: font, element: "label")
    return TestDocument.storyboard(
      subviews: system + label,
      constraints: """
        <constraint firstItem="S" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" constant="100" id="f1"/>
        <constraint firstItem="S" firstAttribute="top" secondItem="ROOT" secondAttribute="top" constant="\(top)" id="f2"/>
        <constraint firstItem="L" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" constant="20" id="f3"/>
        <constraint firstItem="L" firstAttribute="firstBaseline" secondItem="S" secondAttribute="firstBaseline" id="f4"/>
        """)
  }

  /// A label with no `fontDescription` is in Interface Builder's 17 pt system font: stored
  /// 40 tall, its baseline is (40 − 20.287)/2 + 16.187 = 26.043 below its top, so it starts
  /// at 113.477 − 26.043 = 87.43, 87.5 on the 2x grid. Without its font its baseline was its
  /// bottom edge, and it started at 73.5.
  @Test func aLabelInTheDefaultFontHasItsBaseline() throws {
    let xml = Self.document(label: #"text="Default""#, font: "", height: 40, y: 87.5)
    let layout = try TestDocument.layout(xml)
    #expect(layout.frameInRoot(of: "S") == Rect(x: 100, y: 100, width: 60, height: 17))
    #expect(layout.frameInRoot(of: "L") == Rect(x: 20, y: 87.5, width: 70, height: 40))
    let check = try StoryboardDocument(string: xml, file: "test.storyboard").check()
    #expect(check.mismatched == 0)
  }

  /// Helvetica 60 pt, measured in Liberation Sans with iOS's Helvetica line (1.15 em tall,
  /// ascender 0.92 em: LayoutText README, *Custom fonts*), stored 80 tall: its baseline is
  /// (80 − 69)/2 + 55.2 = 60.7 below its top, so it starts at 113.477 − 60.7 = 52.78, 53 on
  /// the 2x grid. San Francisco's ratios put the baseline 61.63 below the top and the label
  /// at 52.
  @Test func aCustomFontUsesItsOwnAscender() throws {
    let font =
      #"<fontDescription key="fontDescription" name="Helvetica" family="Helvetica" pointSize="60"/>"#
    let xml = Self.document(label: #"text="Big""#, font: font, height: 80, y: 53)
    let layout = try TestDocument.layout(xml)
    #expect(layout.frameInRoot(of: "L") == Rect(x: 20, y: 53, width: 70, height: 80))
  }

  /// A custom font with no face on this machine keeps the system font's ratios (0.952 and
  /// 0.231 of its size): Avenir (Apple's, not installable) 300 pt stored 400 tall has its
  /// baseline (400 − 354.9)/2 + 285.6 = 308.15 below its top. With `S` pinned 400 below the
  /// root's top (baseline 413.477) it starts at 105.33, 105.5 on the 2x grid; measured in the
  /// stand-in's metrics (SF's 1.193 em line) it would start at 106.83, 107.
  @Test func aFontWithoutAFaceKeepsTheEstimate() throws {
    let font =
      #"<fontDescription key="fontDescription" name="Avenir-Book" family="Avenir" pointSize="300"/>"#
    let xml = Self.document(label: #"text="Big""#, font: font, height: 400, y: 105.5, top: 400)
    let layout = try TestDocument.layout(xml)
    #expect(layout.frameInRoot(of: "S") == Rect(x: 100, y: 400, width: 60, height: 17))
    #expect(layout.frameInRoot(of: "L") == Rect(x: 20, y: 105.5, width: 70, height: 400))
  }
}
