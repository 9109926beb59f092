import AutoLayout
import LayoutStoryboard
import Testing

/// A *Freeform* controller shorter than the screen, with no bar above it, on the canvas of
/// Xcode 16.3 and later: the status bar twice above its safe area, as on a full-screen root.
@Suite struct ShortFreeformRootCanvasTests {
  /// ``PhoneSheetContextTests/document`` with a 414 × 520 root presented from the entry
  /// point, freeform (`freeformSimulatedSizeMetrics` and its size) or not.
  static func frames(toolsVersion: String, freeform: Bool) throws -> (Double, Rect?, Rect?) {
    let metric =
      freeform
      ? #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>"#
        + #"<size key="freeformSize" width="414" height="520"/>"# : ""
    let (layout, a, b) = try PhoneSheetContextTests.layout(
      PhoneSheetContextTests.document(
        toolsVersion: toolsVersion, height: "520", controllerChildren: metric))
    return (layout.environment.safeAreaInsets.top, a, b)
  }

  /// On an iPhone 11 canvas (48-point status bar since Xcode 14): Xcode 16.3 (toolsVersion
  /// 23727) insets the freeform root by 2 × 48 = 96 (`A` at 104); a root of the screen's
  /// simulated size, and Xcode 16.2 (23504), by 48 (`A` at 56). The bottom keeps the home
  /// indicator's 34 points of a freeform root outside Xcode 13 to 14.2 (*Freeform roots
  /// shorter than the screen*): `B` at 520 − 34 − 8 − 10.
  @Test func theXcode16Point3CanvasInsetsAShortFreeformRootTwice() throws {
    let twice = try Self.frames(toolsVersion: "23727", freeform: true)
    #expect(twice.0 == 96)
    #expect(twice.1 == Rect(x: 0, y: 104, width: 414, height: 10))
    #expect(twice.2 == Rect(x: 0, y: 468, width: 414, height: 10))
    let fixedSize = try Self.frames(toolsVersion: "23727", freeform: false)
    #expect(fixedSize.0 == 48)
    #expect(fixedSize.1 == Rect(x: 0, y: 56, width: 414, height: 10))
    let xcode16Point2 = try Self.frames(toolsVersion: "23504", freeform: true)
    #expect(xcode16Point2.0 == 48)
    #expect(xcode16Point2.1 == Rect(x: 0, y: 56, width: 414, height: 10))
  }
}
