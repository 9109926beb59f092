import CommandTestSupport
import LayoutCommands
import Testing

/// `check` and `lint` given a path that names nothing, or a folder with a subfolder that
/// cannot be listed.
@Suite struct MissingPathTests {
  /// A path that does not exist is said to be missing (bad input, exit 2), not to be of the
  /// wrong kind.
  @Test func checkSaysAPathDoesNotExist() {
    let files = MemoryFiles(["App/One.xib": SampleXibs.pinnedView()])
    for path in ["nonexist", "nonexist.storyboard"] {
      let output = CheckAction.run(.init(file: path), files: files)
      #expect(
        output.standardError == "\(path): error: cannot read the file: No such file or directory\n")
      #expect(output.standardOutput == "")
      #expect(output.status == .badInput)
    }
    // A file that exists but is neither a document nor a folder keeps its message.
    let notes = MemoryFiles(["notes.txt": "text"])
    #expect(
      CheckAction.run(.init(file: "notes.txt"), files: notes).standardError
        == "error: invalid value 'notes.txt' for FILE; expected a .storyboard or .xib file\n")
  }

  /// Lint reads a missing path as a file that cannot be read: not checked, exit 2.
  @Test func lintSaysAPathDoesNotExist() {
    let output = LintAction.run(.init(files: ["nonexist"]), files: MemoryFiles())
    #expect(output.standardOutput == "nonexist: not checked\n")
    #expect(
      output.standardError == "nonexist: error: cannot read the file: No such file or directory\n")
    #expect(output.status == .badInput)
  }

  /// A folder without read permission below the one checked is an error row of its own, in
  /// path order; the other files are still checked, and the exit status is 2.
  @Test func checkReportsAnUnlistableFolderAndGoesOn() {
    let files = MemoryFiles(
      [
        "App/One.xib": SampleXibs.pinnedView(),
        "App/Locked/Two.xib": SampleXibs.pinnedView(),
        "App/Zed/Three.xib": SampleXibs.pinnedView(storedY: 14),
      ], unlistable: ["App/Locked"])
    let output = CheckAction.run(.init(file: "App"), files: files)
    #expect(
      output.standardOutput == """
        file               scenes  match  mismatch  skipped  not solved
        App/Locked  refused: cannot list the folder: Permission denied
        App/One.xib             1      2         0        0           0
        App/Zed/Three.xib       1      1         1        0           0
        App: 2 files (0 refused, 1 folder not listed), 2 scenes: 3 match, 1 mismatch, \
        0 skipped, 0 not solved; 75% of compared frames match (text views at their stored sizes)

        """)
    #expect(
      output.standardError.hasPrefix(
        "App/Locked: error: cannot list the folder: Permission denied\n"))
    #expect(output.status == .badInput)
    let json = CheckAction.run(.init(file: "App", format: .json), files: files).standardOutput
    #expect(json.contains(#""files": 2,"#) && json.contains(#""foldersNotListed": 1,"#))
  }

  /// Lint reports the folder as not checked and lints the rest.
  @Test func lintReportsAnUnlistableFolderAndGoesOn() {
    let files = MemoryFiles(
      ["App/One.xib": SampleXibs.pinnedView(), "App/Locked/Two.xib": SampleXibs.pinnedView()],
      unlistable: ["App/Locked"])
    let output = LintAction.run(.init(files: ["App"]), files: files)
    #expect(
      output.standardOutput == """
        App/Locked: not checked
        App/One.xib: ok (1 root, 1 configuration)

        """)
    #expect(
      output.standardError == "App/Locked: error: cannot list the folder: Permission denied\n")
    #expect(output.status == .badInput)
  }
}
