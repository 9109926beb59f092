import AutoLayout
import LayoutStoryboard
import Testing

/// When a document's required constraints conflict, the constraints of the deepest views are
/// installed first, so the break rule's "oldest constant size" is the innermost one: Xcode's
/// stored frames give way inside the nested stack, not at the button beside it.
@Suite struct DeepestFirstConflictTests {
  /// A container `V` pinned 100 below the root's top and 392 above its bottom (175 tall)
  /// holds, 10 from its top, a vertical stack `S` whose arranged view `A` is 125 tall, then a
  /// button-like view `B` 40 tall right below the stack, and ends 10 below `B`: 185 points of
  /// required heights in 175. `B` comes first in the document, so in document order its height
  /// is the oldest constant size; `A` is one level deeper. Stored: what Xcode stores for such a
  /// cell, `A` 10 points shorter and `B` at its 40.
  static let document = TestDocument.storyboard(
    subviews: TestDocument.view(
      "V", 20, 100, 335, 175,
      body: """
        <subviews>
        \(TestDocument.view("B", 0, 125, 335, 40, body: """
          <constraints><constraint firstAttribute="height" constant="40" id="b1"/></constraints>
          """))
        \(TestDocument.view("S", 0, 10, 335, 115, attributes: #"axis="vertical""#, body: """
          <subviews>
          \(TestDocument.view("A", 0, 0, 335, 115, body: """
            <constraints><constraint firstAttribute="height" constant="125" id="a1"/></constraints>
            """))
          </subviews>
          """, element: "stackView"))
        </subviews>
        <constraints>
            <constraint firstItem="S" firstAttribute="top" secondItem="V" secondAttribute="top" constant="10" id="v1"/>
            <constraint firstItem="S" firstAttribute="leading" secondItem="V" secondAttribute="leading" id="v2"/>
            <constraint firstItem="S" firstAttribute="trailing" secondItem="V" secondAttribute="trailing" id="v3"/>
            <constraint firstItem="B" firstAttribute="top" secondItem="S" secondAttribute="bottom" id="v4"/>
            <constraint firstItem="B" firstAttribute="leading" secondItem="V" secondAttribute="leading" id="v5"/>
            <constraint firstItem="B" firstAttribute="trailing" secondItem="V" secondAttribute="trailing" id="v6"/>
            <constraint firstAttribute="bottom" secondItem="B" secondAttribute="bottom" constant="10" id="v7"/>
        </constraints>
        """),
    constraints: """
      <constraint firstItem="V" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" constant="20" id="k1"/>
      <constraint firstAttribute="trailing" secondItem="V" secondAttribute="trailing" constant="20" id="k2"/>
      <constraint firstItem="V" firstAttribute="top" secondItem="ROOT" secondAttribute="top" constant="100" id="k3"/>
      <constraint firstAttribute="bottom" secondItem="V" secondAttribute="bottom" constant="392" id="k4"/>
      """)

  @Test func theDeepestConstantSizeGivesWay() throws {
    let layout = try TestDocument.layout(Self.document)
    #expect(layout.frameInRoot(of: "A") == Rect(x: 20, y: 110, width: 335, height: 115))
    #expect(layout.frameInRoot(of: "S") == Rect(x: 20, y: 110, width: 335, height: 115))
    #expect(layout.frameInRoot(of: "B") == Rect(x: 20, y: 225, width: 335, height: 40))
    #expect(layout.frameInRoot(of: "V") == Rect(x: 20, y: 100, width: 335, height: 175))
  }

  @Test func everyStoredFrameMatches() throws {
    let check = try StoryboardDocument(string: Self.document, file: "test.storyboard").check()
    #expect(check.matched == 5)
    #expect(check.mismatched == 0)
  }
}
