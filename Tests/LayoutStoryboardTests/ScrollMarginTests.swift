import AutoLayout
import LayoutAdaptivity
import LayoutDevices
import LayoutStoryboard
import Testing

/// A scroll view's margins toward its content when it preserves its superview's margins:
/// the content area is inset by the effective margins (the root's 16 or 20 points), not the
/// declared 8.
@Suite struct ScrollMarginTests {
  /// A full-screen scroll view whose content `C` is pinned to its leading and trailing
  /// margins, 8 below its top, and 32 narrower than it.
  static func document(preserves: Bool) -> String {
    let content = TestDocument.view("C", 16, 8, 343, 1000)
    return TestDocument.scrollView(
      attributes: preserves ? #"preservesSuperviewLayoutMargins="YES""# : "",
      body: """
        <subviews>\(content)</subviews>
        <constraints>
            <constraint firstItem="C" firstAttribute="leading" secondItem="SV" secondAttribute="leadingMargin" id="s1"/>
            <constraint firstAttribute="trailingMargin" secondItem="C" secondAttribute="trailing" id="s2"/>
            <constraint firstItem="C" firstAttribute="top" secondItem="SV" secondAttribute="top" constant="8" id="s3"/>
            <constraint firstAttribute="bottom" secondItem="C" secondAttribute="bottom" id="s4"/>
            <constraint firstItem="C" firstAttribute="height" constant="1000" id="s5"/>
            <constraint firstItem="C" firstAttribute="width" secondItem="SV" secondAttribute="width" constant="-32" id="s6"/>
        </constraints>
        """)
  }

  @Test func contentSitsInsideThePreservedMargins() throws {
    let layout = try TestDocument.layout(Self.document(preserves: true))
    #expect(layout.frameInRoot(of: "SV") == Rect(x: 0, y: 0, width: 375, height: 667))
    // iPhone 8: the root's 16-point system margins carry over to the scroll view.
    #expect(layout.frameInRoot(of: "C") == Rect(x: 16, y: 8, width: 343, height: 1000))
    #expect(try StoryboardDocument(string: Self.document(preserves: true)).check().mismatched == 0)
  }

  @Test func withoutPreservingTheScrollViewKeepsItsOwnMargins() throws {
    let layout = try TestDocument.layout(Self.document(preserves: false))
    #expect(layout.frameInRoot(of: "C") == Rect(x: 8, y: 8, width: 343, height: 1000))
  }

  /// On a device 414 points or wider the root's margins, and so the scroll view's, are 20.
  @Test func preservedMarginsFollowTheDevice() throws {
    let document = try StoryboardDocument(string: Self.document(preserves: true))
    let root = try #require(document.roots.first)
    let configuration = try DeviceConfiguration(
      device: DeviceCatalog.device(named: "iPhone 15 Pro Max"), orientation: .portrait)
    let layout = try StoryboardLayout(
      document: document, root: root,
      environment: document.environment(for: root, on: configuration))
    #expect(layout.frameInRoot(of: "C") == Rect(x: 20, y: 8, width: 398, height: 1000))
  }
}
