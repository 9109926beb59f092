import CommandTestSupport
import Foundation
import LayoutCommands
import Testing

/// `-o` naming the input is refused before anything is written, so the source survives.
@Suite struct OutputIsInputTests {
  static func message(_ path: String) -> String {
    "\(path): error: -o names the input file, which the output would overwrite; "
      + "choose another output file (nothing was written)\n"
  }

  @Test(arguments: ["s.layout", "./s.layout", ".//s.layout"])
  func renderRefusesItsInput(_ output: String) {
    let files = MemoryFiles(["s.layout": SampleLayouts.clean])
    let result = RenderAction.run(
      RenderAction.Options(file: "s.layout", output: output), files: files)
    #expect(result.status == .badInput)
    #expect(result.standardError == Self.message(output))
    #expect(files["s.layout"] == SampleLayouts.clean)
  }

  /// `solve` and `matrix` write their text with `-o` too (issue 28: `solve s.layout -o
  /// s.layout` replaced the file with its frames table).
  @Test func solveAndMatrixRefuseTheirInput() {
    let xib = SampleXibs.pinnedView()
    let files = MemoryFiles(["s.layout": SampleLayouts.clean, "c.xib": xib])
    let results = [
      SolveAction.run(SolveAction.Options(file: "s.layout", output: "./s.layout"), files: files),
      SolveAction.run(SolveAction.Options(file: "c.xib", output: "c.xib"), files: files),
      MatrixAction.run(MatrixAction.Options(file: "s.layout", output: "s.layout"), files: files),
      MatrixAction.run(MatrixAction.Options(file: "c.xib", output: "./c.xib"), files: files),
    ]
    let outputs = ["./s.layout", "c.xib", "s.layout", "./c.xib"]
    for (result, output) in zip(results, outputs) {
      #expect(result.status == .badInput)
      #expect(result.standardOutput == "")
      #expect(result.standardError == Self.message(output))
    }
    #expect(files["s.layout"] == SampleLayouts.clean)
    #expect(files["c.xib"] == xib)
  }
}
