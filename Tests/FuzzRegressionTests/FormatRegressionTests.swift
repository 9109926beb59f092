import FormatFuzzing
import Foundation
import Testing

/// Replays every format fuzzer finding (`Inputs/TARGET/`) and seed input
/// (`Fuzz/corpus/TARGET/`) through the same check the libFuzzer target runs, so CI checks the
/// corpora without fuzzing: each input is either rejected with errors or round-trips and
/// solves, and none traps.
@Suite struct FormatRegressionTests {
  /// Every finding of every format target, one test case each.
  static let findings: [(FormatFuzzTarget, String)] = FormatFuzzTarget.allCases.flatMap {
    target in
    RegressionInputs.names(in: directory(target)).map { (target, $0) }
  }

  static func directory(_ target: FormatFuzzTarget) -> URL {
    RegressionInputs.inputsDirectory.appendingPathComponent(target.rawValue)
  }

  @Test(arguments: findings)
  func findingReplaysCleanly(target: FormatFuzzTarget, name: String) throws {
    let bytes = try RegressionInputs.bytes(of: name, in: Self.directory(target))
    let finding = target.check(bytes)
    #expect(finding == nil, "\(target.rawValue)/\(name): \(finding.map { "\($0)" } ?? "")")
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
