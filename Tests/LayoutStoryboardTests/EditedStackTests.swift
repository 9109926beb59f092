import AutoLayout
import LayoutStoryboard
import Testing

/// Stack views holding stored frames no layout gives (a file edited outside Interface
/// Builder) are not compared, nor is anything inside them.
@Suite struct EditedStackTests {
  /// A vertical stack `STK` (spacing 8) under the safe area's top with labels `L1`–`L3`, each
  /// 20 points tall, stored at `y` 0, `second` and `third` in the stack; `extra` goes on `L2`.
  static func document(
    second: Double = 28, third: Double = 56, extra: String = "", constraint: String = ""
  ) -> String {
    func label(_ id: String, _ y: Double, _ more: String = "") -> String {
      """
      <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Row" \
      translatesAutoresizingMaskIntoConstraints="NO" \(more) id="\(id)">
          <rect key="frame" x="0.0" y="\(y)" width="375" height="20"/>
          <fontDescription key="fontDescription" type="system" pointSize="17"/>
      </label>
      """
    }
    return TestDocument.storyboard(
      subviews: """
        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" \
        translatesAutoresizingMaskIntoConstraints="NO" id="STK">
            <rect key="frame" x="0.0" y="20" width="375" height="76"/>
            <subviews>
                \(label("L1", 0))
                \(label("L2", second, extra))
                \(label("L3", third))
            </subviews>
        </stackView>
        """,
      constraints: """
        <constraint firstItem="STK" firstAttribute="top" secondItem="SAFE" secondAttribute="top" id="c1"/>
        <constraint firstItem="STK" firstAttribute="leading" secondItem="ROOT" secondAttribute="leading" id="c2"/>
        <constraint firstItem="ROOT" firstAttribute="trailing" secondItem="STK" secondAttribute="trailing" id="c3"/>
        \(constraint)
        """)
  }

  /// Frames a stack gives are compared as usual.
  @Test func aStackStoredAsLaidOutIsCompared() throws {
    let check = try StoryboardDocument(string: Self.document()).check()
    #expect(check.roots[0].matched == 5)
    #expect(check.roots[0].mismatched == 0)
    #expect(check.roots[0].skipped == 0)
  }

  /// Two arranged labels stored at the same `y` (a label pasted in by hand): the stack and
  /// its labels are skipped with the reason, none counted as a mismatch; the root is compared.
  @Test func arrangedViewsStoredAtOnePlaceLeaveTheRootUncompared() throws {
    let check = try StoryboardDocument(string: Self.document(third: 28)).check()
    let root = check.roots[0]
    #expect(root.views.map(\.id) == ["ROOT", "STK", "L1", "L2", "L3"])
    let reason =
      "stored frames are not a layout result: arranged views L2 and L3 of stack view STK are "
      + "stored at the same place along its axis (edited outside Interface Builder)"
    #expect(root.views.map(\.status) == [.match] + Array(repeating: .skipped(reason), count: 4))
  }

  /// An arranged label marked ambiguous may be stored anywhere: no sign of an edit.
  @Test func anAmbiguousArrangedViewAtAnotherViewsPlaceIsNoSign() throws {
    let check = try StoryboardDocument(
      string: Self.document(second: 56, extra: #"ambiguous="YES""#)
    ).check()
    #expect(check.roots[0].matched == 4)
    #expect(
      check.roots[0].views[3].status
        == .skipped("marked ambiguous=\"YES\": the constraints do not determine the frame"))
  }

  /// A hidden arranged view keeps a stale frame where the stack collapsed it (here at the
  /// next label's place): no sign of an edit, so the root is compared.
  @Test func aHiddenArrangedViewAtAnotherViewsPlaceIsNoSign() throws {
    let check = try StoryboardDocument(string: Self.document(second: 56, extra: #"hidden="YES""#))
      .check()
    let statuses = check.roots[0].views.map(\.status)
    #expect(
      statuses == [
        .match, .mismatch, .match,
        .skipped("hidden arranged subview: collapsed by its stack view, stored frame is stale"),
        .mismatch,
      ])
  }

  /// A required `L3.top == L2.top` fights the stack's spacing; the break rule gives the
  /// spacing way, so the solved labels share a place like the stored ones: the root is
  /// compared (only the stack, stored 76 points tall, is 48).
  @Test func arrangedViewsTheConstraintsPutAtOnePlaceAreNoSign() throws {
    let check = try StoryboardDocument(
      string: Self.document(
        third: 28,
        constraint:
          #"<constraint firstItem="L3" firstAttribute="top" secondItem="L2" secondAttribute="top" id="c4"/>"#
      )
    ).check()
    #expect(check.roots[0].views.map(\.status) == [.match, .mismatch, .match, .match, .match])
  }
}
