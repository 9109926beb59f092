import AutoLayout
import LayoutStoryboard
import Testing

/// When a document's required constant sizes conflict and no stack view's arrangement takes
/// part, Interface Builder's stored frames give way at the break rule's choice (the largest),
/// not at the size being added last; the size being added gives way only in a conflict that
/// runs through a stack view (`AddedSizeConflictTests`).
@Suite struct UnstackedSizeConflictTests {
  /// A container `V` pinned 100 below the root's top and required 90 tall (a cell of fixed
  /// height) holds, 10 from its top, a view `A` required 50 tall, then 10 below it a view `B`
  /// required 20 tall, and ends 10 below `B`: 100 points of required heights and gaps in 90.
  /// `B`'s 20, later in the document, is the size being added when the conflict appears.
  /// Stored: what Xcode stores for such a cell, `A` 10 points shorter and `B` at its 20.
  static let document = TestDocument.storyboard(
    subviews: TestDocument.view(
      "V", 20, 100, 335, 90,
      body: """
        <subviews>
        \(TestDocument.view("A", 0, 10, 335, 40, body: """
          <constraints><constraint firstAttribute="height" constant="50" id="a1"/></constraints>
          """))
        \(TestDocument.view("B", 0, 60, 335, 20, body: """
          <constraints><constraint firstAttribute="height" constant="20" id="b1"/></constraints>
          """))
        </subviews>
        <constraints>
            <constraint firstItem="A" firstAttribute="top" secondItem="V" secondAttribute="top" constant="10" id="v1"/>
            <constraint firstItem="A" firstAttribute="leading" secondItem="V" secondAttribute="leading" id="v2"/>
            <constraint firstItem="A" firstAttribute="trailing" secondItem="V" secondAttribute="trailing" id="v3"/>
            <constraint firstItem="B" firstAttribute="top" secondItem="A" secondAttribute="bottom" constant="10" id="v4"/>
            <constraint firstItem="B" firstAttribute="leading" secondItem="V" secondAttribute="leading" id="v5"/>
            <constraint firstItem="B" firstAttribute="trailing" secondItem="V" secondAttribute="trailing" id="v6"/>
            <constraint firstAttribute="bottom" secondItem="B" secondAttribute="bottom" constant="10" id="v7"/>
            <constraint firstAttribute="height" constant="90" id="v8"/>
        </constraints>
        """),
    constraints: """
      <constraint firstItem="V" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" constant="20" id="k1"/>
      <constraint firstAttribute="trailing" secondItem="V" secondAttribute="trailing" constant="20" id="k2"/>
      <constraint firstItem="V" firstAttribute="top" secondItem="ROOT" secondAttribute="top" constant="100" id="k3"/>
      """)

  @Test func theLargestGivesWayNotTheSizeBeingAdded() throws {
    let layout = try TestDocument.layout(Self.document)
    #expect(layout.frameInRoot(of: "V") == Rect(x: 20, y: 100, width: 335, height: 90))
    #expect(layout.frameInRoot(of: "A") == Rect(x: 20, y: 110, width: 335, height: 40))
    #expect(layout.frameInRoot(of: "B") == Rect(x: 20, y: 160, width: 335, height: 20))
  }

  @Test func onlyTheLargestIsReportedBroken() throws {
    let layout = try TestDocument.layout(Self.document)
    let broken = layout.engine.currentConflicts.map { $0.broken.identifier ?? "" }
    #expect(broken == ["a1"])
  }

  @Test func everyStoredFrameMatches() throws {
    let check = try StoryboardDocument(string: Self.document, file: "test.storyboard").check()
    #expect(check.matched == 4)
    #expect(check.mismatched == 0)
  }
}
