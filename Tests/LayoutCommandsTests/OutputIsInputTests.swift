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

}
