import Foundation
import GoldenTesting
import Testing

/// End-to-end runs of the built `layout` binary: standard output, standard error and the
/// exit status compared with golden transcripts under `Golden/`.
@Suite struct CLIGoldenTests {
  /// One command line and the golden transcript it must produce.
  struct Case: CustomTestStringConvertible, Sendable {
    var golden: String
    var arguments: [String]
    /// Keep only this many lines of standard output (for long listings).
    var outputLines: Int?

    var testDescription: String { golden }
  }

  /// Every command's `--help`, so a change to an option's name, type or wording is seen.
  static let helpCases: [Case] =
    [Case(golden: "help.txt", arguments: ["--help"])]
    + [
      "solve", "matrix", "lint", "render", "animate", "check", "convert", "explain", "bench",
      "demo", "devices", "repl",
    ].map { Case(golden: "help-\($0).txt", arguments: [$0, "--help"]) }

  static let cases: [Case] =
    helpCases + [
      Case(golden: "solve-text.txt", arguments: ["solve", "signin.layout"]),
      Case(
        golden: "solve-json.txt",
        arguments: [
          "solve", "signin.layout", "--device", "iPhone SE (1st generation)", "--format", "json",
        ]),
      Case(
        golden: "solve-landscape-ascii.txt",
        arguments: [
          "solve", "signin.layout", "--device", "iPhone 15", "--orientation", "landscape",
          "--format", "ascii", "--columns", "60",
        ]),
      Case(
        golden: "solve-ipad-split.txt",
        arguments: [
          "solve", "signin.layout", "--device", "iPad Air 2", "--orientation", "landscapeLeft",
          "--split", "1/3",
        ]),
      Case(golden: "solve-conflict.txt", arguments: ["solve", "conflict.layout"]),
      Case(
        golden: "solve-conflict-strict.txt", arguments: ["solve", "conflict.layout", "--strict"]),
      Case(
        golden: "matrix-text.txt",
        arguments: [
          "matrix", "signin.layout", "--devices", "iPhone SE (1st generation)", "--devices",
          "iPad Air 2", "--jobs", "2",
        ]),
      Case(
        golden: "matrix-conflict-strict.txt",
        arguments: ["matrix", "conflict.layout", "--devices", "iphone 15,ipad air 2", "--strict"]),
      Case(
        golden: "matrix-json-shard.txt",
        arguments: [
          "matrix", "conflict.layout", "--devices", "iPhone 15", "--format", "json", "--shard",
          "1/1",
        ]),
      Case(golden: "lint-errors.txt", arguments: ["lint", "errors.layout"]),
      Case(
        golden: "lint-several.txt",
        arguments: ["lint", "signin.layout", "conflict.layout", "--devices", "phones"]),
      Case(
        golden: "lint-clean.txt", arguments: ["lint", "signin.layout", "--devices", "iPhone 15"]),
      Case(
        golden: "unknown-device.txt",
        arguments: ["solve", "signin.layout", "--device", "iPhone 99"]),
      Case(
        golden: "ambiguous-device.txt",
        arguments: ["matrix", "signin.layout", "--devices", "iPad Pro"]),
      Case(
        golden: "unsupported-orientation.txt",
        arguments: ["solve", "signin.layout", "--orientation", "portraitUpsideDown"]),
      Case(golden: "devices-head.txt", arguments: ["devices"], outputLines: 6),
      Case(
        golden: "devices-json-head.txt", arguments: ["devices", "--family", "iPad", "--json"],
        outputLines: 12),
      Case(golden: "usage-missing-file.txt", arguments: ["solve"]),
      Case(
        golden: "usage-unknown-option.txt",
        arguments: ["solve", "signin.layout", "--colour", "red"]),
      Case(golden: "usage-bad-family.txt", arguments: ["devices", "--family", "Watch"]),
      Case(
        golden: "usage-bad-orientation.txt",
        arguments: ["solve", "signin.layout", "--orientation", "sideways"]),
      Case(
        golden: "usage-bad-repeat.txt",
        arguments: [
          "animate", "signin.layout", "--from", "portrait", "--to", "landscapeLeft", "--repeat",
          "often",
        ]),
      Case(
        golden: "usage-bad-format.txt", arguments: ["solve", "signin.layout", "--format", "pdf"]),
      Case(
        golden: "usage-bad-check-format.txt", arguments: ["check", "row.xib", "--format", "ascii"]),
      Case(
        golden: "usage-bad-backend.txt",
        arguments: ["solve", "signin.layout", "--backend", "simplex"]),
      Case(
        golden: "usage-bad-shard.txt", arguments: ["matrix", "signin.layout", "--shard", "3/2"]),
      Case(golden: "missing-file.txt", arguments: ["solve", "no-such.layout"]),
      Case(golden: "malformed-file.txt", arguments: ["solve", "errors.layout"]),
      Case(golden: "binary-garbage.txt", arguments: ["solve", "garbage.layout"]),
      Case(golden: "empty-file.txt", arguments: ["solve", "empty.layout"]),
      Case(golden: "demo.txt", arguments: ["demo", "--columns", "60"]),
      Case(
        golden: "render-svg.txt",
        arguments: ["render", "signin.layout", "--device", "iPhone SE (1st generation)"]),
      Case(
        golden: "animate-rotation.txt",
        arguments: [
          "animate", "signin.layout", "--device", "iPhone SE (1st generation)", "--from",
          "portrait",
          "--to", "landscapeLeft",
        ]),
      Case(
        golden: "animate-same-screen.txt",
        arguments: ["animate", "signin.layout", "--from", "landscape", "--to", "landscapeLeft"]),
      Case(
        golden: "animate-iphone-split.txt",
        arguments: ["animate", "signin.layout", "--from", "full", "--to", "1/3"]),
    ]

  @Test(arguments: cases)
  func transcriptMatchesGolden(_ testCase: Case) throws {
    let result: CLIRunner.Result
    do {
      result = try CLIRunner.run(testCase.arguments)
    } catch let missing as CLIRunner.MissingBinary {
      Issue.record(Comment(rawValue: missing.description))
      return
    }
    var shown = result
    if let count = testCase.outputLines {
      shown.standardOutput =
        result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        .prefix(count).joined(separator: "\n") + "\n"
    }
    try GoldenFile.check(shown.transcript(testCase.arguments), named: testCase.golden)
  }
}
