import Foundation
import Testing

/// What a new user hit on a first afternoon with `layout` (issue 28, section 4), each as
/// typed at a shell.
@Suite struct NewUserTests {
  @Test func versionIsPrinted() throws {
    let result = try CLIRunner.run(["--version"])
    #expect(result.status == 0)
    #expect(result.standardOutput == "layout 0.1.0\n")
    #expect(result.standardError.isEmpty)
  }

  /// `solve` draws one screen: several orientations are refused by name, not cut to the
  /// first.
  @Test(arguments: [
    ["--orientation", "all"], ["--orientation", "portrait", "--orientation", "landscapeLeft"],
  ])
  func severalOrientationsAreRefused(_ options: [String]) throws {
    let result = try CLIRunner.run(["solve", "signin.layout"] + options)
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    let count = options.contains("all") ? 3 : 2
    let names = ["iPhone 15 portrait", "iPhone 15 landscapeLeft", "iPhone 15 landscapeRight"]
    #expect(
      result.standardError
        == "error: solve draws one screen, and the options select \(count): "
        + names.prefix(count).joined(separator: ", ")
        + "; name one device and one orientation, or use `layout matrix` or `layout render` "
        + "for several\n")
  }

  /// An orientation named twice is one screen.
  @Test func repeatedOrientationIsOneScreen() throws {
    let result = try CLIRunner.run(
      [
        "solve", "signin.layout", "--orientation", "landscapeLeft", "--orientation",
        "landscapeLeft",
      ])
    #expect(result.status == 0)
    #expect(result.standardOutput.hasPrefix("signin: iPhone 15 landscapeLeft "))
  }

  /// Errors reported by a run that still exits 0 say why the status is 0.
  @Test func errorsWithoutStrictSayWhyTheStatusIsZero() throws {
    let result = try CLIRunner.run(["solve", "conflict.layout"])
    #expect(result.status == 0)
    #expect(
      result.standardError.hasSuffix(
        "note: 1 error reported; the exit status is still 0, since problems fail the run only "
          + "with --strict\n"))
    let strict = try CLIRunner.run(["solve", "conflict.layout", "--strict"])
    #expect(strict.status == 1)
    #expect(!strict.standardError.contains("note:"))
  }

  /// A file no command can read as a layout is bad input (2) to `lint` as to `solve`; lint's
  /// 1 is for layouts with errors in them.
  @Test(arguments: ["binary", "latin1", "huge"])
  func lintAndSolveAgreeOnUnreadableFiles(_ kind: String) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "layout-unreadable-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let bytes: [UInt8]
    switch kind {
    case "binary": bytes = [0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x01, 0x00, 0xFF, 0xFE, 0x00]
    case "latin1": bytes = Array("view caf".utf8) + [0xE9] + Array(": UIView\n".utf8)
    default: bytes = Array(repeating: UInt8(ascii: "\n"), count: (1 << 20) + 1)
    }
    try Data(bytes).write(to: folder.appendingPathComponent("f.layout"))
    let lint = try CLIRunner.run(["lint", "f.layout"], in: folder)
    let solve = try CLIRunner.run(["solve", "f.layout"], in: folder)
    #expect(lint.status == 2)
    #expect(solve.status == 2)
    #expect(lint.standardOutput == "f.layout: not checked\n")
    #expect(lint.standardError == solve.standardError)
  }

  /// On a pipe, the REPL's `show` draws 80 columns wide, as `solve --format ascii` does,
  /// and the same drawing.
  @Test func replShowOnAPipeMatchesSolve() throws {
    let repl = try CLIRunner.runPiped(["repl", "signin.layout"], input: Data("show\n".utf8))
    let solve = try CLIRunner.run(["solve", "signin.layout", "--format", "ascii"])
    #expect(repl.status == 0)
    let box = { (text: String) in
      text.split(separator: "\n").filter { $0.hasPrefix("+") || $0.hasPrefix("|") }
    }
    #expect(box(repl.standardOutput).first?.count == 80)
    #expect(box(repl.standardOutput) == box(solve.standardOutput))
  }

  /// A malformed workload names the line and column, not Foundation's "not in the correct
  /// format".
  @Test(arguments: [
    ("{\"meta\": x}", "at line 1, column 10: invalid value"),
    ("{\n  \"meta\": {", "the text ends before the value is complete (line 2, column 12)"),
  ])
  func workloadJSONErrorsHaveAPosition(_ text: String, _ reason: String) throws {
    let result = try CLIRunner.run(["bench", "--workload", "-"], input: Data(text.utf8))
    #expect(result.status == 2)
    #expect(result.standardError == "Error: -: not valid JSON: \(reason)\n")
  }
}
