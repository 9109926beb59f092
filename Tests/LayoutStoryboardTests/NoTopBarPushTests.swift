import AutoLayout
import LayoutStoryboard
import Testing

/// A controller whose simulated top bar is set to none inside a navigation stack: what it
/// pushes is inferred without a navigation bar too.
@Suite struct NoTopBarPushTests {
  /// ``InferredBarsTests/document`` (VC, the root of a tab's navigation controller) with a
  /// copy of VC's scene as `VC2`, pushed from VC; VC's top bar is set to none when `noTopBar`.
  static func document(noTopBar: Bool) -> String {
    let base = InferredBarsTests.document
    let start = base.range(of: #"<scene sceneID="S1">"#)!.lowerBound
    let end = base.range(of: #"<scene sceneID="S2">"#)!.lowerBound
    let scene = String(base[start..<end])
    let ids = ["S1", "VC", "ROOT", "TOP", "STK", "P1", "P2", "SAFE"] + (1...9).map { "c\($0)" }
    var copy = scene
    for id in ids {
      copy = copy.replacingOccurrences(of: "\"\(id)\"", with: "\"\(id)2\"")
    }
    let metric = noTopBar ? #"<nil key="simulatedTopBarMetrics"/>"# : ""
    let root = scene.replacingOccurrences(
      of: "</viewController>",
      with: metric
        + #"<connections><segue destination="VC2" kind="show" id="push"/></connections>"#
        + "</viewController>")
    return base.replacingOccurrences(of: scene, with: root + copy)
  }

  /// With VC's top bar set to none, VC and the controller it pushes have only the 20-point
  /// status bar above their safe area (TOP 8 below it, at y = 28); without it both are
  /// under the inferred navigation bar (64, TOP at y = 72). The tab bar stays in both.
  @Test func aControllerWithoutTopBarPushesControllersWithoutNavigationBar() throws {
    for (noTopBar, top) in [(true, 20.0), (false, 64.0)] {
      let document = try StoryboardDocument(string: Self.document(noTopBar: noTopBar))
      for (controller, view, stack) in [("VC", "TOP", "STK"), ("VC2", "TOP2", "STK2")] {
        let layout = try document.layout(root: controller)
        #expect(layout.environment.safeAreaInsets.top == top, "\(controller) \(noTopBar)")
        #expect(layout.environment.safeAreaInsets.bottom == 49, "\(controller) \(noTopBar)")
        #expect(
          layout.frameInRoot(of: view) == Rect(x: 0, y: top + 8, width: 375, height: 10),
          "\(controller) \(noTopBar)")
        #expect(
          layout.frameInRoot(of: stack) == Rect(x: 0, y: 600, width: 375, height: 10),
          "\(controller) \(noTopBar)")
      }
    }
  }
}
