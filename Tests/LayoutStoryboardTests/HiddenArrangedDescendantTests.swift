import LayoutStoryboard
import Testing

/// A hidden arranged subview is collapsed by its stack view and hides its own subviews
/// with it; Interface Builder keeps the frame it had before it was hidden, so the check
/// compares neither it nor anything inside it.
@Suite struct HiddenArrangedDescendantTests {
  /// A vertical stack `STK` at y = 100 holding `V1` (40 tall) and a hidden `H` whose
  /// stored frame is the one it had when shown (y = 48, below `V1` and the spacing), with
  /// a subview `C`.
  static let document = TestDocument.storyboard(
    subviews: TestDocument.view(
      "STK", 20, 100, 320, 40, attributes: #"axis="vertical" spacing="8""#,
      body: """
        <subviews>
        \(TestDocument.view("V1", 0, 0, 320, 40))
        \(TestDocument.view("H", 0, 48, 320, 56, attributes: #"hidden="YES""#,
          body: "<subviews>\(TestDocument.view("C", 0, 12, 320, 32))</subviews>"))
        </subviews>
        <constraints>
            <constraint firstItem="V1" firstAttribute="height" constant="40" id="h1"/>
            <constraint firstItem="C" firstAttribute="top" secondItem="H" secondAttribute="top" constant="12" id="h2"/>
            <constraint firstItem="C" firstAttribute="leading" secondItem="H" secondAttribute="leading" id="h3"/>
            <constraint firstItem="C" firstAttribute="trailing" secondItem="H" secondAttribute="trailing" id="h4"/>
            <constraint firstItem="C" firstAttribute="height" constant="32" id="h5"/>
        </constraints>
        """, element: "stackView"),
    constraints: """
      <constraint firstItem="STK" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" constant="20" id="k1"/>
      <constraint firstItem="STK" firstAttribute="top" secondItem="ROOT" secondAttribute="top" constant="100" id="k2"/>
      <constraint firstItem="STK" firstAttribute="width" constant="320" id="k3"/>
      """)

  @Test func theSubviewsOfAHiddenArrangedSubviewAreNotCompared() throws {
    let check = try StoryboardDocument(string: Self.document, file: "test.storyboard").check()
    let views = try #require(check.roots.first?.views)
    func status(_ id: String) -> FrameCheck.Status? { views.first { $0.id == id }?.status }
    #expect(status("V1") == .match)
    #expect(status("STK") == .match)
    #expect(
      status("H")
        == .skipped("hidden arranged subview: collapsed by its stack view, stored frame is stale"))
    #expect(
      status("C")
        == .skipped(
          "an ancestor is a hidden arranged subview: hidden with it, stored frame is stale"))
    #expect(check.matched == 3)
    #expect(check.mismatched == 0)
  }
}
