import CommandTestSupport
import LayoutCommands
import Testing

/// `solve` on a storyboard root that cannot be laid out (here a constraint the engine refuses,
/// as a missing font does with measured text) says why in place of the frames, as for a layout
/// file, instead of an empty table under "no conflicts, no ambiguity" and a `text:` line
/// claiming the text was measured.
@Suite struct StoryboardUnsolvedTextTests {
  static let document = StoryboardFixture.storyboard(
    subviews: StoryboardFixture.view("A", 20, 40, 100, 30)
      + StoryboardFixture.view("B", 20, 80, 100, 30),
    constraints: """
      <constraint firstItem="B" firstAttribute="leading" secondItem="A" secondAttribute="left" id="bad"/>
      """)

  @Test func aFailedRootSaysWhyInsteadOfAnEmptyTable() {
    let output = SolveAction.run(
      SolveAction.Options(file: "t.storyboard", selection: ScreenSelection()),
      files: MemoryFiles(["t.storyboard": Self.document]))
    #expect(output.status == .problemsFound)
    #expect(
      output.standardOutput
        == """
        scene Main (ROOT), solved for <device id="retina4_7" orientation="portrait">
        Main: iPhone 8 portrait 375x667 @2x wC hR
        safe area: top 20, left 0, bottom 0, right 0

        not solved: constraint "bad" cannot be made: A constraint cannot be made between a \
        leading/trailing attribute and a right/left attribute. Use leading/trailing for both or \
        neither.

        """)
    #expect(output.standardError.hasPrefix("t.storyboard:"))
    #expect(output.standardError.contains(": error: failed: constraint \"bad\" cannot be made"))
  }
}
