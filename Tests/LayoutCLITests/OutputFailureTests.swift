import Foundation
import Testing

/// Output that cannot be written (a full disk, a closed pipe) is reported on standard error
/// and ends the run with exit status 3, instead of the run looking like a success.
@Suite(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "needs /dev/full"))
struct OutputFailureTests {
  /// Commands whose whole answer goes to standard output.
  static let commands: [[String]] = [
    ["devices"],
    ["solve", "signin.layout"],
    ["matrix", "signin.layout", "--devices", "phones"],
    ["lint", "signin.layout"],
    ["explain", "cell-conflict.log"],
    ["--help"],
  ]

  @Test(arguments: commands, CLIRunner.BrokenOutput.allCases)
  func lostOutputIsReported(_ arguments: [String], _ output: CLIRunner.BrokenOutput) throws {
    let result = try CLIRunner.run(arguments, brokenOutput: output)
    #expect(result.status == 3)
    #expect(
      result.standardError.hasSuffix("error: cannot write standard output: \(output.reason)\n"))
  }

  @Test(arguments: CLIRunner.BrokenOutput.allCases)
  func replReportsLostOutput(_ output: CLIRunner.BrokenOutput) throws {
    let result = try CLIRunner.run(
      ["repl", "signin.layout"], brokenOutput: output, input: Data("frames\nhelp\n".utf8))
    #expect(result.status == 3)
    #expect(result.standardError == "error: cannot write standard output: \(output.reason)\n")
  }

  @Test(arguments: CLIRunner.BrokenOutput.allCases)
  func benchReportsLostOutput(_ output: CLIRunner.BrokenOutput) throws {
    let workload = try CLIRunner.run(["solve", "signin.layout", "--format", "workload"])
    try #require(workload.status == 0)
    let result = try CLIRunner.run(
      ["bench", "--workload", "-", "--repeat", "1"], brokenOutput: output,
      input: Data(workload.standardOutput.utf8))
    #expect(result.status == 3)
    #expect(result.standardError == "error: cannot write standard output: \(output.reason)\n")
  }

  /// Output that could be written keeps its usual status.
  @Test func writableOutputKeepsItsStatus() throws {
    let result = try CLIRunner.run(["devices"])
    #expect(result.status == 0)
    #expect(result.standardError.isEmpty)
  }
}
