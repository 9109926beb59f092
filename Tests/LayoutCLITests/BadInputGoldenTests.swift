import Foundation
import GoldenTesting
import Testing

/// Every kind of bad input through the built binary, with exact golden transcripts
/// (standard output, standard error, exit status): non-finite and huge numbers everywhere a
/// number goes, cycles in the view tree, required constraints that loop or contradict,
/// unknown names of every kind, control characters, a directory, an endless device file and
/// a 10 MB file. None crashes or hangs; each gets the documented exit status.
@Suite struct BadInputGoldenTests {
  static let cases: [CLIGoldenTests.Case] = [
    CLIGoldenTests.Case(golden: "bad-numbers.txt", arguments: ["solve", "numbers.layout"]),
    CLIGoldenTests.Case(golden: "bad-view-cycles.txt", arguments: ["lint", "cycles.layout"]),
    CLIGoldenTests.Case(
      golden: "bad-constraint-loops.txt", arguments: ["solve", "loops.layout", "--strict"]),
    CLIGoldenTests.Case(
      golden: "bad-contradictions.txt",
      arguments: ["matrix", "contradictions.layout", "--devices", "iPhone 15", "--strict"]),
    CLIGoldenTests.Case(
      golden: "bad-contradictions-lint.txt",
      arguments: ["lint", "contradictions.layout", "--devices", "iPhone SE (1st generation)"]),
    CLIGoldenTests.Case(
      golden: "bad-unknown-names.txt", arguments: ["solve", "unknown-names.layout"]),
    CLIGoldenTests.Case(
      golden: "bad-control-characters.txt", arguments: ["lint", "control.layout"]),
    CLIGoldenTests.Case(golden: "bad-directory.txt", arguments: ["solve", "."]),
    CLIGoldenTests.Case(golden: "bad-dev-zero.txt", arguments: ["solve", "/dev/zero"]),
  ]

  func run(_ arguments: [String], in folder: URL = CLIRunner.fixtures) throws -> CLIRunner.Result? {
    do {
      return try CLIRunner.run(arguments, in: folder)
    } catch let missing as CLIRunner.MissingBinary {
      Issue.record(Comment(rawValue: missing.description))
      return nil
    }
  }

  @Test(arguments: cases)
  func transcriptMatchesGolden(_ testCase: CLIGoldenTests.Case) throws {
    guard let result = try run(testCase.arguments) else { return }
    #expect(!result.standardError.contains("Fatal error"))
    try GoldenFile.check(result.transcript(testCase.arguments), named: testCase.golden)
  }

  /// A 10 MB file of valid statements is refused after reading one byte past the limit,
  /// by `solve` (bad input, 2) and `lint` (an error in the file, 1).
  @Test(arguments: [
    ("solve", "bad-ten-megabytes-solve.txt"), ("lint", "bad-ten-megabytes-lint.txt"),
  ])
  func tenMegabyteFile(_ command: String, _ golden: String) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "layout-ten-mb-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let line = "view box\nbox.width == 10\n"
    let text = String(repeating: line, count: (10 << 20) / line.utf8.count + 1)
    try Data(text.utf8).write(to: folder.appendingPathComponent("big.layout"))
    let arguments = [command, "big.layout"]
    guard let result = try run(arguments, in: folder) else { return }
    try GoldenFile.check(result.transcript(arguments), named: golden)
  }
}
