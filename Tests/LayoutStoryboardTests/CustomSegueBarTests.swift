import AutoLayout
import LayoutStoryboard
import Testing

/// A `custom` segue from a controller outside every navigation stack (a side menu swapping
/// in the roots of its navigation controllers) is a context without a navigation bar: the
/// root it shows has no inferred bar, as with a `show` segue from there.
@Suite struct CustomSegueBarTests {
  /// How the side menu `MENU` is placed in the document.
  enum Menu {
    /// No menu scene: VC is only the root of NAV.
    case absent
    /// A controller outside every stack, without simulated metrics.
    case outsideStacks
    /// The root of a second navigation controller, `NAV2`.
    case rootOfAStack
    /// Outside every stack, with a simulated navigation bar of its own.
    case simulatedNavigationBar
  }

  /// ``InferredBarsTests/document`` (VC, the root of NAV, Xcode 10.2, 20-point status bar)
  /// without its tab bar controller, plus `MENU` with a custom segue to VC.
  static func document(menu: Menu) -> String {
    let base = InferredBarsTests.document
    let tabStart = base.range(of: #"<scene sceneID="S3">"#)!.lowerBound
    let tabEnd = base.range(of: "</scenes>")!.lowerBound
    let metric =
      menu == .simulatedNavigationBar
      ? #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"# : ""
    let stack =
      menu == .rootOfAStack
      ? """
      <scene sceneID="S5"><objects>
          <navigationController id="NAV2" sceneMemberID="viewController">
              <navigationBar key="navigationBar" contentMode="scaleToFill" id="BAR2">
                  <rect key="frame" x="0.0" y="20" width="375" height="44"/>
                  <autoresizingMask key="autoresizingMask"/>
              </navigationBar>
              <connections><segue destination="MENU" kind="relationship" relationship="rootViewController" id="g5"/></connections>
          </navigationController>
      </objects></scene>
      """ : ""
    let scenes =
      menu == .absent
      ? ""
      : """
      <scene sceneID="S4"><objects>
          <viewController id="MENU" sceneMemberID="viewController">
              <view key="view" contentMode="scaleToFill" id="MENUROOT">
                  <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
              </view>
              \(metric)
              <connections><segue destination="VC" kind="custom" customClass="MenuSegue" id="g4"/></connections>
          </viewController>
      </objects></scene>
      """ + stack
    return base.replacingCharacters(in: tabStart..<tabEnd, with: scenes)
  }

  /// Outside every stack, the menu's custom segue leaves VC with the status bar only (TOP 8
  /// below the safe area's top, at y = 28); from a menu in a stack of its own or with a
  /// simulated navigation bar, VC keeps NAV's inferred bar (64, TOP at y = 72). STK is 8
  /// above the bottom, which no bar insets.
  @Test func aCustomSegueFromOutsideEveryStackShowsNoNavigationBar() throws {
    let cases: [(Menu, Double)] = [
      (.absent, 64), (.outsideStacks, 20), (.rootOfAStack, 64), (.simulatedNavigationBar, 64),
    ]
    for (menu, top) in cases {
      let document = try StoryboardDocument(string: Self.document(menu: menu))
      let layout = try document.layout(root: "VC")
      #expect(layout.environment.safeAreaInsets.top == top, "\(menu)")
      #expect(layout.environment.safeAreaInsets.bottom == 0, "\(menu)")
      #expect(
        layout.frameInRoot(of: "TOP") == Rect(x: 0, y: top + 8, width: 375, height: 10), "\(menu)")
      #expect(
        layout.frameInRoot(of: "STK") == Rect(x: 0, y: 649, width: 375, height: 10), "\(menu)")
    }
  }
}
