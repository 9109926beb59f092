import Foundation
import GoldenTesting
import Testing

/// `layout explain` through the built binary: pasted conflict logs from a file and from
/// standard input, as text, JSON and SVG, compared with golden transcripts.
@Suite struct ExplainCLITests {
  /// One run: the arguments, the fixture fed on standard input (if any) and the golden.
  struct Case: CustomTestStringConvertible, Sendable {
    var golden: String
    var arguments: [String]
    var standardInput: String?

    var testDescription: String { golden }
  }

  static let cases: [Case] = [
    Case(golden: "explain-text.txt", arguments: ["explain", "cell-conflict.log"]),
    Case(
      golden: "explain-json.txt", arguments: ["explain", "cell-conflict.log", "--format", "json"]),
    Case(golden: "explain-stdin-text.txt", arguments: ["explain"], standardInput: "garbled.log"),
    Case(
      golden: "explain-stdin-json.txt", arguments: ["explain", "-", "--format", "json"],
      standardInput: "garbled.log"),
    Case(
      golden: "explain-svg.txt", arguments: ["explain", "cell-conflict.log", "--format", "svg"]),
    Case(golden: "explain-no-constraints.txt", arguments: ["explain", "no-constraints.log"]),
    Case(golden: "explain-cut-list.txt", arguments: ["explain", "cut-list.log"]),
    Case(golden: "explain-redacted.txt", arguments: ["explain", "redacted.log"]),
    Case(golden: "explain-missing-file.txt", arguments: ["explain", "no-such.log"]),
    Case(
      golden: "explain-bad-format.txt",
      arguments: ["explain", "cell-conflict.log", "--format", "ascii"]),
  ]

  @Test(arguments: cases)
  func transcriptMatchesGolden(_ testCase: Case) throws {
    let input = try testCase.standardInput.map {
      try Data(contentsOf: CLIRunner.fixtures.appendingPathComponent($0))
    }
    let result: CLIRunner.Result
    do {
      result = try CLIRunner.run(testCase.arguments, input: input ?? Data())
    } catch let missing as CLIRunner.MissingBinary {
      Issue.record(Comment(rawValue: missing.description))
      return
    }
    let shown = testCase.arguments + (testCase.standardInput.map { ["<", $0] } ?? [])
    try GoldenFile.check(result.transcript(shown), named: testCase.golden)
  }

  @Test func outputFileHoldsWhatStandardOutputWould() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "layout-explain-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("conflict.svg")
    let arguments = ["explain", "cell-conflict.log", "--format", "svg"]
    guard let written = try? CLIRunner.run(arguments + ["-o", file.path]),
      let printed = try? CLIRunner.run(arguments)
    else {
      Issue.record(Comment(rawValue: CLIRunner.missingBinaryMessage))
      return
    }
    #expect(written.status == 1)
    #expect(written.standardOutput.isEmpty)
    #expect(written.standardError.isEmpty)
    #expect(try String(contentsOf: file, encoding: .utf8) == printed.standardOutput)
  }

  @Test func logWhoseConstraintsCanAllHoldExitsWithZero() throws {
    let log = """
      "<NSLayoutConstraint:0x600001 UILabel:0x7f01.width == 100   (active)>",
      "<NSLayoutConstraint:0x600002 UILabel:0x7f01.leading == UIView:0x7f02.leading + 20   (active)>"
      """
    guard let result = try? CLIRunner.run(["explain"], input: Data(log.utf8)) else {
      Issue.record(Comment(rawValue: CLIRunner.missingBinaryMessage))
      return
    }
    #expect(result.status == 0)
    #expect(result.standardError.isEmpty)
    #expect(
      result.standardOutput.hasPrefix(
        "No conflict: the 2 constraints read from <stdin> can all hold.\n"))
  }
}
