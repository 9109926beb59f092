import CommandTestSupport
import LayoutCommands
import Testing

/// A prototype cell stored 414 points wide in a 375-point table keeps its stored width (the
/// table sizes its cells at run time), so it and the views that sit inside it are not
/// off-screen; a view outside its cell still is.
@Suite struct CellOffScreenLintTests {
  func lint(outside: Bool) -> CommandOutput {
    LintAction.run(
      LintAction.Options(files: ["t.storyboard"]),
      files: MemoryFiles(["t.storyboard": StoryboardFixture.prototypeCell(outside: outside)]))
  }

  @Test func aCellAndWhatSitsInItAreNotOffScreen() {
    let output = lint(outside: false)
    #expect(output.standardOutput == "t.storyboard: ok (1 root, 1 configuration)\n")
    #expect(output.standardError == "")
  }

  @Test func aViewOutsideItsCellStillIs() {
    let output = lint(outside: true)
    #expect(output.standardOutput == "t.storyboard: 0 errors, 1 warning\n")
    #expect(
      output.standardError.hasPrefix(
        "t.storyboard:21:126: warning: off-screen: OUT is entirely off-screen "
          + "(420, 39, 30, 21) [tableViewController TV (TV)]\n"),
      "\(output.standardError)")
  }
}
