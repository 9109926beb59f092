import AutoLayout
import LayoutStoryboard
import Testing

/// When a document's required constraints conflict among views of one depth, Interface
/// Builder's stored frames give way at the last of them in the document: the importer
/// installs a depth's views last first, so the break rule's "oldest constant size" is the
/// last view's height.
@Suite struct LastSiblingConflictTests {
  /// A container `V` pinned 100 below the root's top and 357 above its bottom (210 tall)
  /// holds three fields `F1`, `F2`, `F3`, each required 60 tall, stacked by plain constraints
  /// 10 apart with 10 above the first and 20 below the last: 230 points of required heights
  /// and gaps in 210. Stored: what Xcode stores for such a form, the first two fields at
  /// their 60 and the last 20 points shorter.
  static func field(_ id: String, _ y: Double, _ height: Double) -> String {
    TestDocument.view(
      id, 0, y, 335, height,
      body: """
        <constraints><constraint firstAttribute="height" constant="60" id="h\(id)"/></constraints>
        """)
  }

  static let document = TestDocument.storyboard(
    subviews: TestDocument.view(
      "V", 20, 100, 335, 210,
      body: """
        <subviews>
        \(field("F1", 10, 60))
        \(field("F2", 80, 60))
        \(field("F3", 150, 40))
        </subviews>
        <constraints>
            <constraint firstItem="F1" firstAttribute="top" secondItem="V" secondAttribute="top" constant="10" id="v1"/>
            <constraint firstItem="F2" firstAttribute="top" secondItem="F1" secondAttribute="bottom" constant="10" id="v2"/>
            <constraint firstItem="F3" firstAttribute="top" secondItem="F2" secondAttribute="bottom" constant="10" id="v3"/>
            <constraint firstAttribute="bottom" secondItem="F3" secondAttribute="bottom" constant="20" id="v4"/>
            <constraint firstItem="F1" firstAttribute="leading" secondItem="V" secondAttribute="leading" id="v5"/>
            <constraint firstItem="F1" firstAttribute="trailing" secondItem="V" secondAttribute="trailing" id="v6"/>
            <constraint firstItem="F2" firstAttribute="leading" secondItem="V" secondAttribute="leading" id="v7"/>
            <constraint firstItem="F2" firstAttribute="trailing" secondItem="V" secondAttribute="trailing" id="v8"/>
            <constraint firstItem="F3" firstAttribute="leading" secondItem="V" secondAttribute="leading" id="v9"/>
            <constraint firstItem="F3" firstAttribute="trailing" secondItem="V" secondAttribute="trailing" id="v10"/>
        </constraints>
        """),
    constraints: """
      <constraint firstItem="V" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" constant="20" id="k1"/>
      <constraint firstAttribute="trailing" secondItem="V" secondAttribute="trailing" constant="20" id="k2"/>
      <constraint firstItem="V" firstAttribute="top" secondItem="ROOT" secondAttribute="top" constant="100" id="k3"/>
      <constraint firstAttribute="bottom" secondItem="V" secondAttribute="bottom" constant="357" id="k4"/>
      """)

  @Test func theLastFieldGivesWay() throws {
    let layout = try TestDocument.layout(Self.document)
    #expect(layout.frameInRoot(of: "F1") == Rect(x: 20, y: 110, width: 335, height: 60))
    #expect(layout.frameInRoot(of: "F2") == Rect(x: 20, y: 180, width: 335, height: 60))
    #expect(layout.frameInRoot(of: "F3") == Rect(x: 20, y: 250, width: 335, height: 40))
    #expect(layout.frameInRoot(of: "V") == Rect(x: 20, y: 100, width: 335, height: 210))
  }

  @Test func everyStoredFrameMatches() throws {
    let check = try StoryboardDocument(string: Self.document, file: "test.storyboard").check()
    #expect(check.matched == 5)
    #expect(check.mismatched == 0)
  }
}
