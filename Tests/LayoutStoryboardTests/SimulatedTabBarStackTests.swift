import AutoLayout
import LayoutStoryboard
import Testing

/// A navigation controller whose simulated bottom bar is a tab bar, with no tab bar
/// controller in the document (its tab bar controller lives in another storyboard).
@Suite struct SimulatedTabBarStackTests {
  /// ``InferredBarsTests/document`` without its tab bar controller scene, the navigation
  /// controller's bottom bar set to a tab bar (`simulatedTabBarMetrics`) or left inferred.
  static func document(tabBar: Bool) -> String {
    let base = InferredBarsTests.document
    let start = base.range(of: #"<scene sceneID="S3">"#)!.lowerBound
    let end = base.range(of: "</scenes>")!.lowerBound
    let withoutTabs = base.replacingOccurrences(of: String(base[start..<end]), with: "")
    guard tabBar else { return withoutTabs }
    return withoutTabs.replacingOccurrences(
      of: #"<navigationController id="NAV" sceneMemberID="viewController">"#,
      with: #"<navigationController id="NAV" sceneMemberID="viewController">"#
        + #"<simulatedTabBarMetrics key="simulatedBottomBarMetrics"/>"#)
  }

  /// The stack's root shows the container's tab bar: the stack pinned 8 points above the
  /// safe area's bottom sits at 667 - 49 - 8 - 10 = 600 under 64 points of bars; without
  /// the metric only the navigation bar is inferred and the stack sits at 649.
  @Test func theStacksRootShowsTheContainersTabBar() throws {
    let document = try StoryboardDocument(string: Self.document(tabBar: true))
    let root = try document.root(named: "VC")
    #expect(root.simulatedBottomBar == "simulatedTabBarMetrics")
    let layout = try document.layout(root: "VC")
    #expect(layout.environment.safeAreaInsets.top == 64)
    #expect(layout.environment.safeAreaInsets.bottom == 49)
    #expect(layout.frameInRoot(of: "STK") == Rect(x: 0, y: 600, width: 375, height: 10))
    let plain = try StoryboardDocument(string: Self.document(tabBar: false)).layout(root: "VC")
    #expect(plain.environment.safeAreaInsets.bottom == 0)
    #expect(plain.frameInRoot(of: "STK") == Rect(x: 0, y: 649, width: 375, height: 10))
  }
}
