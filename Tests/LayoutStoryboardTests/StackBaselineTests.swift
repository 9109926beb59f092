import AutoLayout
import LayoutStoryboard
import Testing

/// Cross-axis alignments the shared samples lack (`top`, `bottom`, first and last
/// baseline) and baseline-relative vertical spacing.
@Suite struct StackBaselineTests {
  /// A label of the system font at `size` points whose stored size is `width` × `height`.
  static func label(_ id: String, _ width: Double, _ height: Double, size: Double) -> String {
    TestDocument.view(
      id, 0, 0, width, height,
      attributes: #"text="\#(id)" horizontalHuggingPriority="251" verticalHuggingPriority="251""#,
      body: #"<fontDescription key="fontDescription" type="system" pointSize="\#(size)"/>"#,
      element: "label")
  }

  /// A stack at (20, 100), its leading and top pinned, holding a 17-point label (42 × 20.5)
  /// and a 34-point label (80 × 41).
  static func stack(_ attributes: String) -> String {
    TestDocument.storyboard(
      subviews: TestDocument.view(
        "STK", 20, 100, 100, 100, attributes: attributes,
        body:
          "<subviews>\(label("S", 42, 20.5, size: 17) + label("B", 80, 41, size: 34))</subviews>",
        element: "stackView"),
      constraints: """
        <constraint firstItem="STK" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" constant="20" id="k1"/>
        <constraint firstItem="STK" firstAttribute="top" secondItem="ROOT" secondAttribute="top" constant="100" id="k2"/>
        """)
  }

  static func frames(_ attributes: String) throws -> (small: Rect, big: Rect, stack: Rect) {
    let layout = try TestDocument.layout(stack(attributes))
    return (
      try #require(layout.frameInRoot(of: "S")), try #require(layout.frameInRoot(of: "B")),
      try #require(layout.frameInRoot(of: "STK"))
    )
  }

  @Test func topAndBottomAlignmentInAHorizontalStack() throws {
    let top = try Self.frames(#"alignment="top" spacing="8""#)
    #expect(top.small == Rect(x: 20, y: 100, width: 42, height: 20.5))
    #expect(top.big == Rect(x: 70, y: 100, width: 80, height: 41))
    #expect(top.stack == Rect(x: 20, y: 100, width: 130, height: 41))
    let bottom = try Self.frames(#"alignment="bottom" spacing="8""#)
    #expect(bottom.small == Rect(x: 20, y: 120.5, width: 42, height: 20.5))
    #expect(bottom.big == Rect(x: 70, y: 100, width: 80, height: 41))
  }

  /// Baselines are estimated from the font (ascender 0.952, descender 0.231 of the size,
  /// lines centred): 17 pt in 20.5 → first baseline 16.38 below the top, last 4.12 above
  /// the bottom; 34 pt in 41 → 32.76 and 8.24. Aligned first baselines put the small label
  /// 16.38 points lower (116.38, snapped to 116.5 at 2×), last baselines 16.38 too.
  @Test func baselineAlignmentsInAHorizontalStack() throws {
    let first = try Self.frames(#"alignment="firstBaseline" spacing="8""#)
    #expect(first.big.y == 100)
    #expect(first.small.y == 116.5)
    let last = try Self.frames(#"alignment="lastBaseline" spacing="8""#)
    #expect(last.big.y == 100)
    #expect(last.small.y == 116.5)
  }

  /// In a vertical baseline-relative stack the spacing runs from the last baseline above to
  /// the first baseline below: the small label's last baseline is at 100 + 20.5 − 4.12 =
  /// 116.38, the big one's first baseline 10 lower, so its top is 126.38 − 32.76 = 93.62
  /// (93.5 at 2×; a spacing smaller than the font overlaps, as in UIKit) instead of 130.5.
  @Test func baselineRelativeVerticalSpacing() throws {
    let plain = try Self.frames(#"axis="vertical" alignment="top" spacing="10""#)
    #expect(plain.small.y == 100)
    #expect(plain.big.y == 130.5)
    let relative = try Self.frames(
      #"axis="vertical" alignment="top" spacing="10" baselineRelativeArrangement="YES""#)
    #expect(relative.small.y == 100)
    #expect(relative.big.y == 93.5)
  }
}
