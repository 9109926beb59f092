import AutoLayout
import LayoutStoryboard
import Testing

/// Xcode 15's `<keyboardLayoutGuide key="keyboard">` and guides of kinds not known here.
@Suite struct KeyboardGuideTests {
  static let notched = #"<device id="retina6_1" orientation="portrait" appearance="light"/>"#

  static func document(guides: String, constraints: String) -> String {
    TestDocument.storyboard(
      subviews: TestDocument.view("A", 0, 808, 414, 46),
      constraints: """
        <constraint firstItem="A" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" id="a1"/>
        <constraint firstItem="A" firstAttribute="trailing" secondItem="ROOT" secondAttribute="trailing" id="a2"/>
        <constraint firstItem="A" firstAttribute="height" constant="46" id="a3"/>
        \(constraints)
        """,
      rootExtra: guides, device: notched, toolsVersion: "22155"
    ).replacingOccurrences(of: #"width="375" height="667""#, with: #"width="414" height="896""#)
  }

  /// With the keyboard hidden (as on the canvas) the guide's top is the safe area's bottom:
  /// 896 − 34 on an iPhone XR.
  @Test func keyboardGuideSitsOnTheBottomSafeArea() throws {
    let xml = Self.document(
      guides: #"<keyboardLayoutGuide key="keyboard" id="KBD"/>"#,
      constraints:
        #"<constraint firstItem="KBD" firstAttribute="top" secondItem="A" secondAttribute="bottom" constant="8" id="kb"/>"#
    )
    let document = try StoryboardDocument(string: xml)
    #expect(document.roots.first?.view.keyboardLayoutGuideID == "KBD")
    let layout = try document.layout()
    #expect(layout.frameInRoot(of: "A") == Rect(x: 0, y: 808, width: 414, height: 46))
    #expect(document.check().mismatched == 0)
  }

  /// A guide of a kind this reader does not know is a known id, not a dangling one: its
  /// constraints are left out like those of uninstalled items.
  @Test func unknownGuideKindsAreLeftOut() throws {
    let xml = Self.document(
      guides: #"<viewLayoutGuide key="somethingNew" id="NEW"/>"#,
      constraints: """
        <constraint firstItem="NEW" firstAttribute="top" secondItem="A" secondAttribute="bottom" id="n1"/>
        <constraint firstItem="A" firstAttribute="bottom" secondItem="SAFE" secondAttribute="bottom" id="n2"/>
        """)
    let layout = try StoryboardDocument(string: xml).layout()
    #expect(layout.uninstalledConstraints == ["n1"])
    #expect(layout.frameInRoot(of: "A") == Rect(x: 0, y: 816, width: 414, height: 46))
  }
}
