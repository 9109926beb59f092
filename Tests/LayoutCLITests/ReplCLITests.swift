import Foundation
import GoldenTesting
import Testing

/// `layout repl` through the built binary with a script on a pipe, as in CI: no prompt,
/// only the commands' output, and the documented exit statuses.
@Suite struct ReplCLITests {
  /// Runs `layout repl` with `arguments`, `script` piped in.
  func run(_ arguments: [String], script: String) throws -> CLIRunner.Result? {
    do {
      return try CLIRunner.runPiped(["repl"] + arguments, input: Data(script.utf8))
    } catch let missing as CLIRunner.MissingBinary {
      Issue.record(Comment(rawValue: missing.description))
      return nil
    }
  }

  @Test func scriptedSessionMatchesGolden() throws {
    let script = try String(
      contentsOf: CLIRunner.fixtures.appendingPathComponent("repl-session.txt"), encoding: .utf8)
    guard let result = try run([], script: script) else { return }
    try GoldenFile.check(
      result.transcript(["repl", "<", "repl-session.txt"]), named: "repl-session.txt")
  }

  @Test func fileArgumentAndDenseBackend() throws {
    guard
      let result = try run(["signin.layout", "--backend", "dense"], script: "frame signIn\n")
    else { return }
    try GoldenFile.check(
      "--- stdin\nframe signIn\n"
        + result.transcript(["repl", "signin.layout", "--backend", "dense"]),
      named: "repl-file-dense.txt")
  }

  @Test func failedCommandMakesTheStatusOne() throws {
    guard let result = try run(["signin.layout"], script: "frame nobody\nframe title\n") else {
      return
    }
    try GoldenFile.check(
      "--- stdin\nframe nobody\nframe title\n" + result.transcript(["repl", "signin.layout"]),
      named: "repl-failed-command.txt")
  }

  @Test(arguments: [
    (["no-such.layout"], "repl-missing-file.txt"),
    (["errors.layout"], "repl-malformed-file.txt"),
    (["--backend", "simplex"], "repl-bad-backend.txt"),
  ])
  func badInputExitsWithTwo(_ arguments: [String], golden: String) throws {
    guard let result = try run(arguments, script: "frames\n") else { return }
    #expect(result.status == 2)
    try GoldenFile.check(result.transcript(["repl"] + arguments), named: golden)
  }

  /// A file that reads but cannot be laid out is `failed`, exit 1, as `layout solve` says for
  /// it (README, *Exit codes*), not bad input (2).
  @Test func fileThatCannotBeLaidOutExitsWithOne() throws {
    guard let result = try run(["past-range.layout"], script: "frames\n") else { return }
    #expect(result.status == 1)
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError
        == "error: b.width == 100*a.width  (past-range.layout:5:1) takes b.width to "
        + "90000000000, outside the range ±1e9 of a layout's numbers\n")
    let solved = try CLIRunner.run(["solve", "past-range.layout"])
    #expect(solved.status == result.status)
  }
}
