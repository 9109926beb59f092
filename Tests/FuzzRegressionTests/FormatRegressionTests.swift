import FormatFuzzing
import Foundation
import Testing

/// Replays every format fuzzer finding (`Inputs/TARGET/`) and seed input
/// (`Fuzz/corpus/TARGET/`) through the same check the libFuzzer target runs, so CI checks the
/// corpora without fuzzing: each input is either rejected with errors or round-trips and
/// solves, and none traps.
@Suite struct FormatRegressionTests {
  @Test(arguments: FormatFuzzTarget.allCases)
  func findingsReplayCleanly(target: FormatFuzzTarget) throws {
    let directory = RegressionInputs.inputsDirectory.appendingPathComponent(target.rawValue)
    for input in try RegressionInputs.files(in: directory) {
      let finding = target.check(input.bytes)
      #expect(finding == nil, "\(target.rawValue)/\(input.name): \(finding.map { "\($0)" } ?? "")")
    }
  }

  @Test(arguments: FormatFuzzTarget.allCases)
  func seedCorpusReplaysCleanly(target: FormatFuzzTarget) throws {
    let inputs = try RegressionInputs.files(
      in: RegressionInputs.seedCorpusDirectory(target.rawValue))
    #expect(!inputs.isEmpty)
    for input in inputs {
      let finding = target.check(input.bytes)
      #expect(finding == nil, "\(target.rawValue)/\(input.name): \(finding.map { "\($0)" } ?? "")")
    }
  }
}
