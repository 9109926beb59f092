import AutoLayout
import LayoutCore
import LayoutStoryboard
import Testing

/// `semanticContentAttribute` read from Interface Builder documents: the constraints a view
/// holds between its subviews and itself, and a stack view's order, follow the view's own
/// direction.
@Suite struct SemanticContentAttributeImportTests {
  /// A row forced right to left puts a view pinned 16 points from its leading edge 16
  /// points from its right edge; a button forced right to left (its image after its title)
  /// stays 20 points from the left edge its superview's constraint gives it.
  static func document(row: String = "forceRightToLeft") -> String {
    let row = TestDocument.view(
      "ROW", 0, 100, 375, 44, attributes: #"semanticContentAttribute="\#(row)""#,
      body: """
        <subviews>\(TestDocument.view("ICON", 259, 12, 100, 20))</subviews>
        <constraints>
            <constraint firstItem="ICON" firstAttribute="leading" secondItem="ROW" secondAttribute="leading" constant="16" id="r1"/>
            <constraint firstItem="ICON" firstAttribute="top" secondItem="ROW" secondAttribute="top" constant="12" id="r2"/>
            <constraint firstItem="ICON" firstAttribute="width" constant="100" id="r3"/>
            <constraint firstItem="ICON" firstAttribute="height" constant="20" id="r4"/>
        </constraints>
        """)
    let button = TestDocument.view(
      "BUTTON", 20, 200, 80, 30, attributes: #"semanticContentAttribute="forceRightToLeft""#)
    return TestDocument.storyboard(
      subviews: row + button,
      constraints: """
        <constraint firstItem="ROW" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" id="c1"/>
        <constraint firstItem="ROW" firstAttribute="top" secondItem="ROOT" secondAttribute="top" constant="100" id="c2"/>
        <constraint firstAttribute="trailing" secondItem="ROW" secondAttribute="trailing" id="c3"/>
        <constraint firstItem="ROW" firstAttribute="height" constant="44" id="c4"/>
        <constraint firstItem="BUTTON" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" constant="20" id="c5"/>
        <constraint firstItem="BUTTON" firstAttribute="top" secondItem="ROOT" secondAttribute="top" constant="200" id="c6"/>
        <constraint firstItem="BUTTON" firstAttribute="width" constant="80" id="c7"/>
        <constraint firstItem="BUTTON" firstAttribute="height" constant="30" id="c8"/>
        """)
  }

  @Test func aForcedRowFlipsItsContentAndAForcedButtonStays() throws {
    let document = try StoryboardDocument(string: Self.document(), file: "rtl.storyboard")
    let layout = try document.layout()
    #expect(layout.frameInRoot(of: "ICON") == Rect(x: 259, y: 112, width: 100, height: 20))
    #expect(layout.frameInRoot(of: "BUTTON") == Rect(x: 20, y: 200, width: 80, height: 30))
    let check = document.check()
    #expect(check.roots.map(\.mismatched) == [0])
    #expect(check.roots.map(\.matched) == [4])
    #expect(document.warnings.isEmpty)
  }

  /// Playback and spatial content stays left to right: the icon is 16 points from the left.
  @Test func playbackAndSpatialStayLeftToRight() throws {
    for value in ["playback", "spatial", "forceLeftToRight"] {
      let layout = try TestDocument.layout(Self.document(row: value))
      #expect(layout.frameInRoot(of: "ICON")?.x == 16, "\(value)")
    }
  }

  /// A stack view forced right to left arranges its first view at its right end.
  @Test func aForcedStackViewArrangesFromTheRight() throws {
    let stack = """
      <stackView opaque="NO" contentMode="scaleToFill" semanticContentAttribute="forceRightToLeft" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="STACK">
          <rect key="frame" x="20" y="100" width="150" height="20"/>
          <subviews>
              \(TestDocument.view("A", 100, 0, 50, 20))
              \(TestDocument.view("B", 0, 0, 90, 20))
          </subviews>
          <constraints>
              <constraint firstItem="A" firstAttribute="width" constant="50" id="s1"/>
              <constraint firstItem="B" firstAttribute="width" constant="90" id="s2"/>
              <constraint firstItem="A" firstAttribute="height" constant="20" id="s3"/>
          </constraints>
      </stackView>
      """
    let layout = try TestDocument.layout(
      TestDocument.storyboard(
        subviews: stack,
        constraints: """
          <constraint firstItem="STACK" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" constant="20" id="c1"/>
          <constraint firstItem="STACK" firstAttribute="top" secondItem="ROOT" secondAttribute="top" constant="100" id="c2"/>
          """))
    #expect(layout.frameInRoot(of: "STACK") == Rect(x: 20, y: 100, width: 150, height: 20))
    #expect(layout.frameInRoot(of: "A") == Rect(x: 120, y: 100, width: 50, height: 20))
    #expect(layout.frameInRoot(of: "B") == Rect(x: 20, y: 100, width: 90, height: 20))
  }

  /// A value UIKit does not have is a warning at the element; the view follows the app.
  @Test func anUnknownValueWarnsAndFollowsTheApp() throws {
    let xml = Self.document(row: "forceUpsideDown")
    let document = try StoryboardDocument(string: xml, file: "rtl.storyboard")
    #expect(
      document.warnings.map(\.message) == [
        "semanticContentAttribute \"forceUpsideDown\" is not one of unspecified, playback, "
          + "spatial, forceLeftToRight, forceRightToLeft; the view follows the layout direction"
      ])
    let line = xml.split(separator: "\n", omittingEmptySubsequences: false)
      .firstIndex { $0.contains("forceUpsideDown") }.map { $0 + 1 }
    #expect(document.warnings.first?.location.line == line)
    #expect(try document.layout().frameInRoot(of: "ICON")?.x == 16)
  }
}
