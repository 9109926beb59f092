import CommandTestSupport
import Foundation
import LayoutCommands
import Testing

/// `layout check DIR` and `layout lint DIR`: every storyboard and xib below a folder, with the
/// summary table, JUnit XML and GitHub annotations.
@Suite struct FolderCheckTests {
  /// A folder with a matching xib, a mismatching one, a truncated storyboard and a text
  /// file that is not walked.
  static func app() -> MemoryFiles {
    MemoryFiles([
      "App/One.xib": SampleXibs.pinnedView(),
      "App/Sub/Two.xib": SampleXibs.pinnedView(storedY: 14),
      "App/Sub/Bad.storyboard": "<document>\n<objects>\n",
      "App/Sub/notes.txt": "not a document",
      "Other/Three.xib": SampleXibs.pinnedView(),
    ])
  }

  static let mismatch =
    "frame mismatch: A: solved (10, 10, 50, 20), stored (10, 14, 50, 20) (minY -4, maxY -4) "
    + "[scene view TOP (TOP)]"
  static let malformed =
    "malformed XML: the document ends early, or has content after its root element "
    + "(<objects> opened at line 2 is not closed) [libxml2 error 5]"

  @Test func textIsATableWithTotalsAndTheProblemsOnStandardError() {
    let output = CheckAction.run(CheckAction.Options(file: "App"), files: Self.app())
    #expect(
      output.standardOutput == """
        file             scenes  match  mismatch  skipped  not solved
        App/One.xib           1      2         0        0           0
        App/Sub/Bad.storyboard  refused: \(Self.malformed)
        App/Sub/Two.xib       1      1         1        0           0
        App: 3 files (1 refused), 2 scenes: 3 match, 1 mismatch, 0 skipped, 0 not solved; \
        75% of compared frames match (text views at their stored sizes)

        """)
    #expect(
      output.standardError == """
        App/Sub/Bad.storyboard:2:10: error: \(Self.malformed)
        App/Sub/Two.xib:8:102: error: \(Self.mismatch)

        """)
    // A file that cannot be parsed is bad input, after the others were checked.
    #expect(output.status == .badInput)
  }

  @Test func exitStatusIsOneForMismatchesAndZeroWhenEverythingMatches() {
    let files = MemoryFiles([
      "A/x.xib": SampleXibs.pinnedView(), "A/y.xib": SampleXibs.pinnedView(storedY: 14),
    ])
    #expect(CheckAction.run(.init(file: "A"), files: files).status == .problemsFound)
    let clean = MemoryFiles([
      "A/x.xib": SampleXibs.pinnedView(), "A/deep/er/z.storyboard": SampleXibs.pinnedView(),
    ])
    let output = CheckAction.run(.init(file: "A"), files: clean)
    #expect(output.status == .success)
    #expect(output.standardError == "")
    #expect(
      output.standardOutput.hasSuffix(
        "100% of compared frames match (text views at their stored sizes)\n"))
  }

  @Test func githubAnnotationsPointAtTheViewsLine() {
    let output = CheckAction.run(.init(file: "App", format: .github), files: Self.app())
    #expect(
      output.standardOutput == """
        ::error file=App/Sub/Bad.storyboard,line=2,col=10,title=layout check::\(Self.malformed)
        ::error file=App/Sub/Two.xib,line=8,col=102,title=layout check::\(Self.mismatch)

        """)
    #expect(output.standardError == "")
  }

  @Test func junitHasASuitePerFileAndACasePerScene() {
    let output = CheckAction.run(.init(file: "App", format: .junit), files: Self.app())
    let escaped = Self.malformed.replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
    #expect(
      output.standardOutput == """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="layout check" tests="3" failures="1" errors="1">
          <testsuite name="App/One.xib" tests="1" failures="0" errors="0">
            <testcase classname="App/One.xib" name="scene view TOP (TOP)"/>
          </testsuite>
          <testsuite name="App/Sub/Bad.storyboard" tests="1" failures="0" errors="1">
            <testcase classname="App/Sub/Bad.storyboard" name="Bad.storyboard">
              <error message="1 problem">App/Sub/Bad.storyboard:2:10: error: \(escaped)</error>
            </testcase>
          </testsuite>
          <testsuite name="App/Sub/Two.xib" tests="1" failures="1" errors="0">
            <testcase classname="App/Sub/Two.xib" name="scene view TOP (TOP)">
              <failure message="1 problem">App/Sub/Two.xib:8:102: error: \(Self.mismatch)</failure>
            </testcase>
          </testsuite>
        </testsuites>

        """)
  }

  @Test func jsonHasTheTotalsAndEachFilesRoots() throws {
    let output = CheckAction.run(.init(file: "App", format: .json), files: Self.app())
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
    #expect(object["files"] as? Int == 3)
    #expect(object["refused"] as? Int == 1)
    #expect(object["match"] as? Int == 3)
    #expect(object["mismatch"] as? Int == 1)
    let documents = try #require(object["documents"] as? [[String: Any]])
    #expect(
      documents.map { $0["file"] as? String } == [
        "App/One.xib", "App/Sub/Bad.storyboard", "App/Sub/Two.xib",
      ])
    #expect((documents[1]["error"] as? String)?.hasPrefix("App/Sub/Bad.storyboard:2:10") == true)
    #expect((documents[2]["roots"] as? [[String: Any]])?.count == 1)
  }

  @Test func badFolderArguments() {
    let empty = MemoryFiles(["Empty/notes.txt": "nothing here"])
    let output = CheckAction.run(.init(file: "Empty"), files: empty)
    #expect(output.status == .badInput)
    #expect(
      output.standardError
        == "error: invalid value 'Empty' for FILE; expected a folder holding .storyboard or "
        + ".xib files\n")
    let scene = CheckAction.run(.init(file: "App", scene: "TOP"), files: Self.app())
    #expect(
      scene.standardError
        == "error: invalid value 'TOP' for --scene; expected one .storyboard or .xib file\n")
    // One file keeps its own formats.
    let one = CheckAction.run(.init(file: "App/One.xib", format: .junit), files: Self.app())
    #expect(one.standardError == "error: invalid value 'junit' for --format; expected text, json\n")
  }

  @Test func lintWalksFoldersToo() {
    let files = Self.app()
    let text = LintAction.run(.init(files: ["App", "Other/Three.xib"]), files: files)
    #expect(
      text.standardOutput == """
        App/One.xib: ok (1 root, 1 configuration)
        App/Sub/Bad.storyboard: 1 error, 0 warnings
        App/Sub/Two.xib: ok (1 root, 1 configuration)
        Other/Three.xib: ok (1 root, 1 configuration)

        """)
    #expect(text.status == .problemsFound)
    let github = LintAction.run(.init(files: ["App"], format: .github), files: files)
    #expect(
      github.standardOutput
        == "::error file=App/Sub/Bad.storyboard,line=2,col=10,title=layout lint::"
        + Self.malformed + "\n")
    #expect(github.standardError == "")
    #expect(github.status == .problemsFound)
    let junit = LintAction.run(.init(files: ["App"], format: .junit), files: files)
    #expect(
      junit.standardOutput.hasPrefix(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="layout lint" tests="3" failures="1" errors="0">
        """))
  }

  /// A xib with two top-level views: `TOP` as in ``SampleXibs/pinnedView(storedY:)``, and
  /// `WIDE`, whose view `B`, stored inside it, is pinned to stick out past its right edge
  /// (a problem the stored design does not show, so lint reports it).
  static func twoScenes() -> String {
    SampleXibs.document([
      SampleXibs.pinnedScene(id: "TOP", width: 200, height: 100, view: "A", x: 10, storedY: 10),
      SampleXibs.pinnedScene(
        id: "WIDE", width: 200, height: 100, view: "B", x: 190, storedY: 10, prefix: "d"
      ).replacingOccurrences(of: #"x="190" y="10""#, with: #"x="100" y="10""#),
    ])
  }

  /// One file and one scene are counted in the singular.
  @Test func totalsOfOneFileAreSingular() {
    let output = CheckAction.run(
      .init(file: "A"), files: MemoryFiles(["A/x.xib": SampleXibs.pinnedView()]))
    #expect(
      output.standardOutput.hasSuffix(
        "\nA: 1 file (0 refused), 1 scene: 2 match, 0 mismatch, 0 skipped, 0 not solved; "
          + "100% of compared frames match (text views at their stored sizes)\n"))
  }

  /// `lint --format junit` has a test case per scene of a storyboard or xib, as `check` does,
  /// each failing or passing on its own problems.
  @Test func lintJUnitHasACasePerScene() {
    let files = MemoryFiles(["App/Two.xib": Self.twoScenes()])
    let output = LintAction.run(
      .init(files: ["App"], strict: true, format: .junit), files: files)
    #expect(
      output.standardOutput == """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="layout lint" tests="2" failures="1" errors="0">
          <testsuite name="App/Two.xib" tests="2" failures="1" errors="0">
            <testcase classname="App/Two.xib" name="scene view TOP (TOP)"/>
            <testcase classname="App/Two.xib" name="scene view WIDE (WIDE)">
              <failure message="1 problem">App/Two.xib:22:102: warning: off-screen: B is partly \
        off-screen (190, 10, 50, 20) [view WIDE (WIDE)]</failure>
            </testcase>
          </testsuite>
        </testsuites>

        """)
    #expect(output.status == .problemsFound)
  }

  /// A storyboard that is not UTF-8 text (binary data, a NUL byte) is refused as a whole by
  /// `lint` as by `check`: not checked, exit status 2, a JUnit error rather than a failure.
  @Test func lintRefusesADocumentThatIsNotText() {
    let files = MemoryFiles([
      "App/One.xib": SampleXibs.pinnedView(), "App/Nul.storyboard": "<document>\u{0}</document>",
    ])
    try? files.write(bytes: [0x3C, 0x64, 0xFF, 0xFE, 0x0A], toFile: "App/Binary.xib")
    let text = LintAction.run(.init(files: ["App"]), files: files)
    #expect(
      text.standardOutput == """
        App/Binary.xib: not checked
        App/Nul.storyboard: not checked
        App/One.xib: ok (1 root, 1 configuration)

        """)
    #expect(
      text.standardError == """
        App/Binary.xib:1:3: error: malformed XML: byte 0xFF at offset 2 is not valid UTF-8; \
        Interface Builder files are UTF-8
        <d\u{FFFD}\u{FFFD}
          ^
        App/Nul.storyboard:1:11: error: malformed XML: NUL byte at offset 10: not UTF-8 text \
        (UTF-16 or binary data); Interface Builder files are UTF-8
        <document>?</document>
                  ^

        """)
    #expect(text.status == .badInput)
    let junit = LintAction.run(.init(files: ["App"], format: .junit), files: files)
    // Each refused file is an error of its own, the second one too.
    #expect(
      junit.standardOutput.hasPrefix(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="layout lint" tests="3" failures="0" errors="2">
          <testsuite name="App/Binary.xib" tests="1" failures="0" errors="1">
        """))
    #expect(
      junit.standardOutput.contains(
        """
          <testsuite name="App/Nul.storyboard" tests="1" failures="0" errors="1">
            <testcase classname="App/Nul.storyboard" name="Nul.storyboard">
              <error message="1 problem">
        """))
    #expect(junit.status == .badInput)
  }
}
