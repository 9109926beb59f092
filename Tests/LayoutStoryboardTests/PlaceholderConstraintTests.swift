import LayoutAdaptivity
import LayoutDevices
import AutoLayout
import LayoutStoryboard
import Testing

/// `placeholder="YES"` constraints: Xcode removes them when it builds the app, but the frames
/// it stores were computed with them.
@Suite struct PlaceholderConstraintTests {
  static let document = Result {
    try StoryboardDocument(string: PublicFixture.textFieldScrollView.xml)
  }

  /// On the saved screen (what `check` compares with) the placeholders hold: the content
  /// view is 320 x 548 and the fields sit where Xcode stored them, at the top of a canvas
  /// with no status bar (Xcode 12 without `<device>`).
  @Test func theSavedScreenKeepsThem() throws {
    let layout = try Self.document.get().layout()
    #expect(layout.placeholders.isEmpty)
    #expect(!layout.environment.removesPlaceholderConstraints)
    #expect(layout.frameInRoot(of: "okU-dU-vYC") == Rect(x: 0, y: 0, width: 600, height: 600))
    #expect(layout.frameInRoot(of: "4T7-aP-2YB") == Rect(x: 0, y: 0, width: 320, height: 548))
    #expect(layout.frameInRoot(of: "C5K-sW-Y1x") == Rect(x: 36, y: 39, width: 248, height: 34))
    #expect(layout.frameInRoot(of: "68t-gw-60y") == Rect(x: 36, y: 406, width: 248, height: 34))
    #expect(layout.frameInRoot(of: "JR4-wO-fyX") == Rect(x: 36, y: 476, width: 248, height: 34))
  }

  /// On a device the app runs without them: nothing sizes the content view's height (the
  /// app's code does), so it collapses to 0 and the fields chained up from its bottom move
  /// above it; the first field stays 39 below the safe area's top (59 on an iPhone 15).
  @Test func aDeviceRemovesThem() throws {
    let document = try Self.document.get()
    let root = try #require(document.roots.first)
    let configuration = try DeviceConfiguration(
      device: DeviceCatalog.device(named: "iPhone 15"), orientation: .portrait)
    let environment = document.environment(for: root, on: configuration)
    #expect(environment.removesPlaceholderConstraints)
    let layout = try StoryboardLayout(document: document, root: root, environment: environment)
    #expect(layout.placeholders == ["09g-Z9-s5Q", "9kP-hO-tfb"])
    #expect(layout.frameInRoot(of: "4T7-aP-2YB")?.height == 0)
    #expect(layout.frameInRoot(of: "C5K-sW-Y1x")?.y == 98)
    let last = try #require(layout.frameInRoot(of: "JR4-wO-fyX"))
    #expect(abs(last.y - (59 - 38 - 34)) < 1e-9)
  }
}
