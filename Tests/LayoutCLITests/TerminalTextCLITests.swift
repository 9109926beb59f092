import Foundation
import Testing

/// Names from the user's files (a path found by walking a cloned repository, view names in a
/// pasted log) reach every text output: escape sequences and bidirectional overrides in them
/// are printed as `?`, never obeyed, on standard output, standard error and in the REPL.
@Suite struct TerminalTextCLITests {
  /// An escape sequence that turns a terminal red and a right-to-left override: `e\e[31m‮`.
  static let hostile = "e\u{1B}[31m\u{202E}"
  /// How ``hostile`` is printed.
  static let shown = "e?[31m?"

  /// A scratch folder holding `hostile.layout` (one placed view) and `hostilec.layout`
  /// (two widths of one view at once).
  static func folder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "layout-terminal-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let placed =
      "view a\na.width == 10\na.height == 10\na.top == root.top\na.leading == root.leading\n"
    try placed.write(
      to: folder.appendingPathComponent("\(hostile).layout"), atomically: true, encoding: .utf8)
    try (placed + "a.width == 20\n").write(
      to: folder.appendingPathComponent("\(hostile)c.layout"), atomically: true, encoding: .utf8)
    return folder
  }

  static func expectSafe(_ result: CLIRunner.Result, _ arguments: [String]) {
    for text in [result.standardOutput, result.standardError] {
      #expect(!text.unicodeScalars.contains("\u{1B}"), "\(arguments)")
      #expect(!text.unicodeScalars.contains("\u{202E}"), "\(arguments)")
    }
  }

  @Test func lintSummariesShowHostilePathsAsQuestionMarks() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let arguments = ["lint", "\(Self.hostile).layout", "--devices", "iPhone 15"]
    let result = try CLIRunner.run(arguments, in: folder)
    Self.expectSafe(result, arguments)
    #expect(result.status == 0)
    #expect(result.standardOutput == "\(Self.shown).layout: ok (3 configurations)\n")
  }

  /// `lint DIR` and `check DIR` walk a folder, a cloned repository's, whose file names nobody
  /// here chose.
  @Test func folderWalksShowHostileFileNamesAsQuestionMarks() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for (fixture, name) in [
      ("row.xib", "\(Self.hostile).xib"), ("conflict.xib", "\(Self.hostile)c.xib"),
    ] {
      try Data(contentsOf: CLIRunner.fixtures.appendingPathComponent(fixture)).write(
        to: folder.appendingPathComponent(name))
    }
    let lint = try CLIRunner.run(["lint", "."], in: folder)
    Self.expectSafe(lint, ["lint", "."])
    #expect(lint.status == 1)
    #expect(
      lint.standardOutput
        == "./\(Self.shown).xib: ok (1 root, 1 configuration)\n./\(Self.shown)c.xib: 1 error, 0 warnings\n"
    )
    #expect(lint.standardError.hasPrefix("./\(Self.shown)c.xib:27:105: error: unsatisfiable"))
    let check = try CLIRunner.run(["check", "."], in: folder)
    Self.expectSafe(check, ["check", "."])
    #expect(check.standardOutput.contains("\n./\(Self.shown).xib        1      2         1"))
  }

  @Test func matrixAndSolveMessagesShowHostilePathsAsQuestionMarks() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let runs: [[String]] = [
      ["matrix", "\(Self.hostile)c.layout", "--devices", "iPhone 15"],
      ["solve", "\(Self.hostile)c.layout"],
      ["solve", "\(Self.hostile)missing.layout"],
    ]
    for arguments in runs {
      let result = try CLIRunner.run(arguments, in: folder)
      Self.expectSafe(result, arguments)
    }
    let matrix = try CLIRunner.run(runs[0], in: folder)
    #expect(matrix.standardOutput.hasPrefix("\(Self.shown)c.layout: 3 configurations on 1 device"))
    let missing = try CLIRunner.run(runs[2], in: folder)
    #expect(missing.status == 2)
    #expect(
      missing.standardError
        == "\(Self.shown)missing.layout: error: cannot read the file: No such file or directory\n")
  }

  @Test func explainShowsHostileNamesFromTheLogAsQuestionMarks() throws {
    let view = "MyView\u{1B}[31m\u{202E}:0x7f80"
    let log = """
      Unable to simultaneously satisfy constraints.
      (
          "<NSLayoutConstraint:0x1 \(view).width == 10   (active)>",
          "<NSLayoutConstraint:0x2 \(view).width == 20   (active)>"
      )

      Will attempt to recover by breaking constraint
      <NSLayoutConstraint:0x1 \(view).width == 10   (active)>

      """
    let result = try CLIRunner.run(["explain", "-"], input: Data(log.utf8))
    Self.expectSafe(result, ["explain"])
    #expect(result.status == 1)
    #expect(
      result.standardOutput.hasPrefix(
        "Conflict 1 (horizontal): 'MyView?[31m?:0x7f80'.width == 10 makes "
          + "'MyView?[31m?:0x7f80'.width 10 pt, but 'MyView?[31m?:0x7f80'.width == 20 makes it "
          + "20 pt.\n"))
  }

  @Test func replShowsHostilePathsAsQuestionMarks() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let script =
      "load \(Self.hostile).layout\nsave \(Self.hostile)out.layout\n\u{1B}]0;title\u{07}\n"
    let result = try CLIRunner.run(["repl"], input: Data(script.utf8), in: folder)
    Self.expectSafe(result, ["repl"])
    #expect(
      result.standardOutput
        == """
        loaded \(Self.shown).layout: 1 view, 4 active constraints
        a: new (0, 0, 10, 10)
        saved \(Self.shown)out.layout
        error: unknown command '?]0;title?' (try 'help')

        """)
  }

  /// A scene named by a custom class with a line break, and a view whose id holds one, are
  /// each shown on one line.
  @Test func replAnnouncesAHostileSceneOnOneLine() throws {
    let folder = try Self.folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try ConversionInjectionTests.hostileDocument().write(
      to: folder.appendingPathComponent("evil.xib"), atomically: true, encoding: .utf8)
    let result = try CLIRunner.run(["repl", "evil.xib"], in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    // Before, the line breaks in the custom class and the label's id started new lines
    // that read as REPL output of their own (`view evil: UIView (ROW-rt-001), …`).
    #expect(
      result.standardOutput
        == """
        loaded evil.xib: Row?view evil: UIView (ROW-rt-001), 2 views, 4 constraints
        screen: <device id="retina6_12" orientation="portrait">
        sized by the frame Xcode stored: ROW?view injected: UIView?x, ROW-sw-001
        ROW?view injected: UIView?x: new (16, 19.667, 104, 21)
        ROW-sw-001: new (328, 14.667, 51, 31)

        """)
  }
}
