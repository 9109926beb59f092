import AutoLayout
import LayoutStoryboard
import Testing

/// A phone's page sheet as each Xcode's canvas draws it (``SecondFreshCorpusRuleTests`` has
/// the sheet rule itself): `A` is pinned to the safe area's top on an iPhone 11 canvas
/// (`retina6_1`, 414 × 896; status bar 44 before Xcode 14, 48 after; home indicator 34).
@Suite struct PhoneSheetCanvasTests {
  /// `A`'s frame and the root's safe-area insets (top, bottom) for a root `height` tall.
  static func sheet(toolsVersion: String, height: Int) throws -> (Rect?, Double, Double) {
    let xml = TestDocument.storyboard(
      subviews: CanvasEraTests.pinned, constraints: CanvasEraTests.pins,
      device: SecondFreshCorpusRuleTests.notched, toolsVersion: toolsVersion
    ).replacingOccurrences(
      of: #"<rect key="frame" x="0.0" y="0.0" width="375" height="667"/>"#,
      with: #"<rect key="frame" x="0.0" y="0.0" width="414" height="\#(height)"/>"#)
    let layout = try TestDocument.layout(xml)
    let insets = layout.environment.safeAreaInsets
    return (layout.frameInRoot(of: "A"), insets.top, insets.bottom)
  }

  /// Xcode 12 and 13 (toolsVersion 16097, 19455): an 842-point sheet (896 − 44 − 10) below
  /// the status bar, the home indicator reaching into it. Xcode 14.0 to 14.2 (21507): the
  /// same height (838 with Xcode 14's 48-point status bar) drawn at the screen's top, the
  /// status bar over it and the home indicator 58 points below it.
  @Test func xcode14To14Point2DrawTheSheetAtTheScreensTop() throws {
    for tools in ["16097", "19455"] {
      let sheet = try Self.sheet(toolsVersion: tools, height: 842)
      #expect(sheet.0 == Rect(x: 20, y: 0, width: 10, height: 10))
      #expect(sheet.1 == 0 && sheet.2 == 34)
    }
    let xcode14 = try Self.sheet(toolsVersion: "21507", height: 838)
    #expect(xcode14.0 == Rect(x: 20, y: 48, width: 10, height: 10))
    #expect(xcode14.1 == 48 && xcode14.2 == 0)
  }

  /// Xcode 14.3 to 16.2 (21701, 23504) draw the sheet 886 points tall (the screen less 10)
  /// with no safe-area inset at either edge; a prerelease build (`32700.99.1234`) does not
  /// count it as a sheet (the root sits at the screen's top: 48 above, 34 − 10 below).
  @Test func xcode14Point3To16Point2DrawTheSheetTheScreenLessTenTall() throws {
    for tools in ["21701", "23504"] {
      let sheet = try Self.sheet(toolsVersion: tools, height: 886)
      #expect(sheet.0 == Rect(x: 20, y: 0, width: 10, height: 10))
      #expect(sheet.1 == 0 && sheet.2 == 0)
    }
    let prerelease = try Self.sheet(toolsVersion: "32700.99.1234", height: 886)
    #expect(prerelease.0 == Rect(x: 20, y: 48, width: 10, height: 10))
    #expect(prerelease.1 == 48 && prerelease.2 == 24)
  }
}
