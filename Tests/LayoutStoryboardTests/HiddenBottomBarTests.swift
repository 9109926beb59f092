import AutoLayout
import LayoutStoryboard
import Testing

/// `hidesBottomBarWhenPushed` on a controller pushed inside a tab's navigation stack.
@Suite struct HiddenBottomBarTests {
  /// `scene` with a `show` segue from its controller to `destination`.
  static func push(from scene: String, to destination: String, id: String) -> String {
    scene.replacingOccurrences(
      of: "</viewController>",
      with:
        #"<connections><segue destination="\#(destination)" kind="show" id="\#(id)"/></connections>"#
        + "</viewController>")
  }

  /// ``InferredBarsTests/document`` (VC, the root of a tab's navigation controller) with a
  /// copy of VC's scene as `VC2`, pushed from VC and marked `hidesBottomBarWhenPushed`, and
  /// another as `VC3`, pushed from VC2 without the flag.
  static func document() -> String {
    let base = InferredBarsTests.document
    let start = base.range(of: #"<scene sceneID="S1">"#)!.lowerBound
    let end = base.range(of: #"<scene sceneID="S2">"#)!.lowerBound
    let scene = String(base[start..<end])
    let ids = ["S1", "VC", "ROOT", "TOP", "STK", "P1", "P2", "SAFE"] + (1...9).map { "c\($0)" }
    func copy(_ suffix: String, attributes: String, pushes: String?) -> String {
      var text = scene
      for id in ids {
        text = text.replacingOccurrences(of: "\"\(id)\"", with: "\"\(id)\(suffix)\"")
      }
      text = text.replacingOccurrences(
        of: #"<viewController id="VC\#(suffix)""#,
        with: #"<viewController \#(attributes) id="VC\#(suffix)""#)
      return pushes.map { push(from: text, to: $0, id: "push\(suffix)") } ?? text
    }
    return base.replacingOccurrences(of: scene, with: push(from: scene, to: "VC2", id: "push"))
      .replacingOccurrences(
        of: #"<scene sceneID="S2">"#,
        with: copy("2", attributes: #"hidesBottomBarWhenPushed="YES""#, pushes: "VC3")
          + copy("3", attributes: "", pushes: nil) + #"<scene sceneID="S2">"#)
  }

  /// The tab's root keeps the 49-point tab bar under its stack (the stack ends 8 points
  /// above it, at y = 600); the flagged controller pushed from it and the one pushed above
  /// that show no tab bar, so their stacks sit 8 points above the screen's bottom (649),
  /// under the same 64 points of status and navigation bar.
  @Test func aPushedControllerMarkedHidesBottomBarWhenPushedCoversTheTabBar() throws {
    let document = try StoryboardDocument(string: Self.document())
    let root = try document.layout(root: "VC")
    #expect(root.environment.safeAreaInsets.bottom == 49)
    #expect(root.frameInRoot(of: "STK") == Rect(x: 0, y: 600, width: 375, height: 10))
    for (controller, stack) in [("VC2", "STK2"), ("VC3", "STK3")] {
      let layout = try document.layout(root: controller)
      #expect(layout.environment.safeAreaInsets.top == 64)
      #expect(layout.environment.safeAreaInsets.bottom == 0)
      #expect(layout.frameInRoot(of: stack) == Rect(x: 0, y: 649, width: 375, height: 10))
    }
  }
}
