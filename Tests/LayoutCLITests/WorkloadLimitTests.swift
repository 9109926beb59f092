import Foundation
import Testing

/// A workload is read only up to 4 MiB (`Workload.maximumBytes`; past it a run could pass the
/// 1 GiB an answer is held to), and `--generate` writes none that `--workload` would refuse.
@Suite struct WorkloadLimitTests {
  static let limit = 4 * 1024 * 1024

  @Test func aGeneratedWorkloadPastTheLimitIsRefusedBeforeItIsWritten() throws {
    let result = try CLIRunner.run(
      ["bench", "--generate", "rows", "--n", "2500", "--rotations", "100000"])
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError
        == "Error: the rows workload of n = 2500 is 4839717 bytes, more than the 4194304 a "
        + "workload file may hold; use a smaller --n or fewer --rotations\n")
  }

  @Test func aGeneratorSizePastTheLimitIsRefused() throws {
    let result = try CLIRunner.run(["bench", "--generate", "rows", "--n", "2501"])
    #expect(result.status == 2)
    #expect(result.standardError == "Error: n must be between 1 and 2500, not 2501\n")
  }

  @Test func aGeneratedWorkloadUnderTheLimitIsWritten() throws {
    let generated = try CLIRunner.run(["bench", "--generate", "rows", "--n", "2500"])
    #expect(generated.status == 0)
    #expect(generated.standardOutput.utf8.count <= Self.limit)
    let object = try JSONSerialization.jsonObject(with: Data(generated.standardOutput.utf8))
    let meta = (object as? [String: Any])?["meta"] as? [String: Any]
    #expect(meta?["kind"] as? String == "rows" && meta?["n"] as? Int == 2500)
  }

  @Test func aWorkloadOneBytePastTheLimitIsRefused() throws {
    let text = String(repeating: " ", count: Self.limit + 1)
    let result = try CLIRunner.run(["bench", "--workload", "-"], input: Data(text.utf8))
    #expect(result.status == 2)
    #expect(
      result.standardError
        == "Error: -: larger than the limit of 4194304 bytes for workload files\n")
  }
}
