import AutoLayout
import LayoutStoryboard
import Testing

/// Interface Builder installs a document's constraints in document order, each view's before
/// its subviews' and a stack view's arrangement before its arranged views' own constraints;
/// when a constant size being added conflicts with those already in, that size gives way,
/// however large the others are (the break rule alone breaks the largest).
@Suite struct AddedSizeConflictTests {
  /// A container `V` pinned 100 below the root's top and required 111 tall (a cell of fixed
  /// height; a root's size is not required until the first pass ends) holds, 10 from its top, a view `T` required 60 tall, then 10 below it a vertical
  /// fill-equally stack `S` (spacing 1) of two rows `R1` and `R2`, each required 15 tall, and
  /// ends 10 below the stack: 121 points of required heights and gaps in 111. `T`'s 60 is in
  /// before the rows' heights; each row's 15 meets the conflict when it is added. Stored:
  /// what Xcode stores for such a cell, `T` at its 60 and the rows 10 tall.
  static func row(_ id: String, _ y: Double) -> String {
    TestDocument.view(
      id, 0, y, 335, 10,
      body: """
        <constraints><constraint firstAttribute="height" constant="15" id="h\(id)"/></constraints>
        """)
  }

  static let document = TestDocument.storyboard(
    subviews: TestDocument.view(
      "V", 20, 100, 335, 111,
      body: """
        <subviews>
        \(TestDocument.view("T", 0, 10, 335, 60, body: """
          <constraints><constraint firstAttribute="height" constant="60" id="t1"/></constraints>
          """))
        \(TestDocument.view("S", 0, 80, 335, 21, attributes: #"axis="vertical" distribution="fillEqually" spacing="1""#, body: """
          <subviews>
          \(row("R1", 0))
          \(row("R2", 11))
          </subviews>
          """, element: "stackView"))
        </subviews>
        <constraints>
            <constraint firstItem="T" firstAttribute="top" secondItem="V" secondAttribute="top" constant="10" id="v1"/>
            <constraint firstItem="T" firstAttribute="leading" secondItem="V" secondAttribute="leading" id="v2"/>
            <constraint firstItem="T" firstAttribute="trailing" secondItem="V" secondAttribute="trailing" id="v3"/>
            <constraint firstItem="S" firstAttribute="top" secondItem="T" secondAttribute="bottom" constant="10" id="v4"/>
            <constraint firstItem="S" firstAttribute="leading" secondItem="V" secondAttribute="leading" id="v5"/>
            <constraint firstItem="S" firstAttribute="trailing" secondItem="V" secondAttribute="trailing" id="v6"/>
            <constraint firstAttribute="bottom" secondItem="S" secondAttribute="bottom" constant="10" id="v7"/>
            <constraint firstAttribute="height" constant="111" id="v8"/>
        </constraints>
        """),
    constraints: """
      <constraint firstItem="V" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" constant="20" id="k1"/>
      <constraint firstAttribute="trailing" secondItem="V" secondAttribute="trailing" constant="20" id="k2"/>
      <constraint firstItem="V" firstAttribute="top" secondItem="ROOT" secondAttribute="top" constant="100" id="k3"/>
      """)

  @Test func theRowsGiveWayNotTheLargerViewAddedBefore() throws {
    let layout = try TestDocument.layout(Self.document)
    #expect(layout.frameInRoot(of: "T") == Rect(x: 20, y: 110, width: 335, height: 60))
    #expect(layout.frameInRoot(of: "S") == Rect(x: 20, y: 180, width: 335, height: 21))
    #expect(layout.frameInRoot(of: "R1") == Rect(x: 20, y: 180, width: 335, height: 10))
    #expect(layout.frameInRoot(of: "R2") == Rect(x: 20, y: 191, width: 335, height: 10))
    #expect(layout.frameInRoot(of: "V") == Rect(x: 20, y: 100, width: 335, height: 111))
  }

  @Test func bothRowHeightsAreReportedBroken() throws {
    let layout = try TestDocument.layout(Self.document)
    let broken = layout.engine.currentConflicts.map { $0.broken.identifier ?? "" }.sorted()
    #expect(broken == ["hR1", "hR2"])
  }

  @Test func everyStoredFrameMatches() throws {
    let check = try StoryboardDocument(string: Self.document, file: "test.storyboard").check()
    #expect(check.matched == 6)
    #expect(check.mismatched == 0)
  }
}
