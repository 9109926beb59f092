import SolverFuzzing
import Testing

/// Replays every fuzzer finding and seed input through the same decoder and differential
/// checker the libFuzzer target uses, so CI checks the corpus without fuzzing.
@Suite struct FuzzRegressionTests {
  @Test func findingsReplayCleanly() throws {
    let inputs = try RegressionInputs.files(in: RegressionInputs.inputsDirectory)
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
