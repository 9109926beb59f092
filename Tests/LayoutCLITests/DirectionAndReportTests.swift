import Foundation
import LayoutCommands
import Testing

/// `--rtl` is visible in every output's header, and the matrix report's contact sheet links
/// the full-size SVG of each configuration.
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
        SolveAction.Options(file: "a.layout", selection: selection, format: "json"), files: files)
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

  @Test func contactSheetLinksEachSVG() throws {
    let files = MemoryFiles(["a.layout": SampleLayouts.clean])
    let output = MatrixAction.run(
      MatrixAction.Options(file: "a.layout", devices: ["iPhone 15"], reportDirectory: "out"),
      files: files)
    #expect(output.status == .success)
    let svgs = files.paths.filter { $0.hasPrefix("out/") && $0.hasSuffix(".svg") }
    #expect(
      svgs == [
        "out/iphone-15-landscapeleft.svg", "out/iphone-15-landscaperight.svg",
        "out/iphone-15-portrait.svg",
      ])
    let html = try #require(files["out/index.html"])
    for svg in svgs {
      let name = String(svg.dropFirst("out/".count))
      #expect(html.contains("<figcaption><a href=\"\(name)\">\(name)</a></figcaption>"))
      #expect(html.components(separatedBy: "<a href=\"\(name)\">").count == 3)
    }
  }
}
