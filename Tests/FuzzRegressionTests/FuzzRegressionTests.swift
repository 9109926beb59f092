import SolverFuzzing
import Testing

/// Replays every fuzzer finding and seed input through the same decoder and differential
/// checker the libFuzzer target uses, so CI checks the corpus without fuzzing.
@Suite struct FuzzRegressionTests {
  static let findings = RegressionInputs.names(in: RegressionInputs.inputsDirectory)

  @Test func findingsAreThere() {
    #expect(Self.findings.count >= 32)
  }

  /// One case per minimised finding, so a failure names its input.
  @Test(arguments: findings)
  func findingReplaysCleanly(_ name: String) throws {
    let bytes = try RegressionInputs.bytes(of: name, in: RegressionInputs.inputsDirectory)
    var checker = DifferentialChecker()
    let script = ScriptDecoder.decode(bytes)
    let disagreement = checker.check(script)
    #expect(
      disagreement == nil,
      "\(name)\nscript:\n\(script)\n\(disagreement.map { "\($0)" } ?? "")")
  }

  @Test func seedCorpusReplaysCleanly() throws {
    let inputs = try RegressionInputs.files(in: RegressionInputs.seedCorpusDirectory)
    #expect(!inputs.isEmpty)
    var checker = DifferentialChecker()
    for input in inputs {
      let script = ScriptDecoder.decode(input.bytes)
      let disagreement = checker.check(script)
      #expect(
        disagreement == nil,
        "\(input.name)\nscript:\n\(script)\n\(disagreement.map { "\($0)" } ?? "")")
    }
  }
}
