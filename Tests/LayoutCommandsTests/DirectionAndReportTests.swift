import Foundation
import LayoutCommands
import Testing

/// `--rtl` is visible in every output's header, the matrix report's configurations included.
@Suite struct DirectionAndReportTests {
  @Test func rtlIsNamedInTheTextHeaderAndJSON() throws {
    let files = MemoryFiles(["a.layout": SampleLayouts.clean])
    let rtl = ScreenSelection(devices: ["iPhone 15"], rightToLeft: true)
    let text = SolveAction.run(SolveAction.Options(file: "a.layout", selection: rtl), files: files)
    #expect(
      text.standardOutput.split(separator: "\n").first
        == "a: iPhone 15 portrait 393x852 @3x wC hR rtl")
    let ltr = SolveAction.run(
      SolveAction.Options(file: "a.layout", selection: ScreenSelection(devices: ["iPhone 15"])),
      files: files)
    #expect(
      ltr.standardOutput.split(separator: "\n").first == "a: iPhone 15 portrait 393x852 @3x wC hR")

    for (selection, direction) in [(rtl, "rightToLeft"), (ScreenSelection(), "leftToRight")] {
      let output = SolveAction.run(
        SolveAction.Options(file: "a.layout", selection: selection, format: .json), files: files)
      let json = try #require(
        try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
      #expect(json["direction"] as? String == direction)
    }

    let matrix = MatrixAction.run(
      MatrixAction.Options(file: "a.layout", devices: ["iPhone 15"], rightToLeft: true),
      files: files)
    #expect(
      matrix.standardOutput.split(separator: "\n").first
        == "a.layout: 3 configurations on 1 device, backend cassowary, right to left")
  }

  @Test func reportHoldsEveryConfigurationWithItsDirection() throws {
    let files = MemoryFiles(["a.layout": SampleLayouts.clean])
    let output = MatrixAction.run(
      MatrixAction.Options(
        file: "a.layout", devices: ["iPhone 15"], rightToLeft: true, reportDirectory: "out"),
      files: files)
    #expect(output.status == .success)
    #expect(files.paths == ["a.layout", "out/index.html"])
    let data = try ReportPage(try #require(files["out/index.html"]))
    #expect(
      data.captions == [
        "iPhone 15 portrait 393x852 @3x wC hR rtl", "iPhone 15 landscapeLeft 852x393 @3x wC hC rtl",
        "iPhone 15 landscapeRight 852x393 @3x wC hC rtl",
      ])
  }
}
