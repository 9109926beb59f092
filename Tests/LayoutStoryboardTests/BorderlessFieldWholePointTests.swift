import AutoLayout
import LayoutStoryboard
import LayoutText
import Testing

/// A borderless field saved before Xcode 11 (iOS 12 and earlier) is its line rounded up to a
/// whole point, on 2x and 3x canvases alike; later systems keep their pixel-grid rules.
@Suite struct BorderlessFieldWholePointTests {
  /// 17 pt: 20.287 points a line, 21 (not 20.5); 18 pt: 21.480, 22 (not 21.5); 64 pt:
  /// 76.375, 77 (not 76.5). 14 pt stays 17 (16.71, 17 on either grid).
  @Test(arguments: [(17.0, 21.0), (18.0, 22.0), (64.0, 77.0), (14.0, 17.0)])
  func lineHeightInWholePoints(pointSize: Double, height: Double) throws {
    #expect(
      try StoryboardTextFieldTests.frame(#"text="Name""#, pointSize: pointSize)?.height
        == height)
  }

  /// The width stays the text's on the pixel grid: "Name" at 14 pt is 38.5 on the 2x canvas.
  @Test func widthStaysOnThePixelGrid() throws {
    #expect(
      try StoryboardTextFieldTests.frame(#"text="Name""#)
        == Rect(x: 20, y: 20, width: StoryboardTextFieldTests.name, height: 17))
  }

  /// Saved by Xcode 11 to 16 the borderless field keeps its line plus 1.67 on the pixel grid
  /// (17 pt: 21.95, 22), and a rounded-rect field before Xcode 11 its fixed 30.
  @Test func otherSystemsAndBordersAreUnchanged() throws {
    #expect(
      try StoryboardTextFieldTests.frame(#"text="Name""#, toolsVersion: "21701", pointSize: 17)?
        .height == 22)
    #expect(
      try StoryboardTextFieldTests.frame(#"borderStyle="roundedRect" text="Name""#, pointSize: 17)?
        .height == 30)
  }
}
