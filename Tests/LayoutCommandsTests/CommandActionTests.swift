import LayoutCommands
import LayoutDevices
import Testing

/// The commands run in-process on an in-memory file system.
@Suite struct CommandActionTests {
  @Test func solveJSONHasTheDocumentedShapeAndExactFrames() {
    let files = MemoryFiles(["a.layout": SampleLayouts.clean])
    let output = SolveAction.run(
      SolveAction.Options(
        file: "a.layout", selection: ScreenSelection(devices: ["iPhone SE (1st generation)"]),
        format: .json),
      files: files)
    #expect(output.status == .success)
    #expect(output.standardError.isEmpty)
    let json = output.standardOutput
    #expect(json.contains("\"name\": \"iPhone SE (1st generation)\""))
    #expect(json.contains("\"size\": [320, 568]"))
    // Root margins are 16 on compact width; the header sits under the 20-point status bar.
    #expect(
      json.contains(#""x": 16,\#n        "y": 20,\#n        "width": 288,\#n        "height": 40"#))
    #expect(json.contains("\"unsatisfiable\": []"))
  }

  @Test func solveWritesToTheOutputFile() {
    let files = MemoryFiles(["a.layout": SampleLayouts.clean])
    let output = SolveAction.run(
      SolveAction.Options(file: "a.layout", format: .svg, output: "out.svg"), files: files)
    #expect(output.status == .success)
    #expect(output.standardOutput.isEmpty)
    #expect(files["out.svg"]?.hasPrefix("<svg") == true)
  }

  @Test func problemsFailOnlyUnderStrict() {
    let files = MemoryFiles(["b.layout": SampleLayouts.broken])
    let relaxed = SolveAction.run(SolveAction.Options(file: "b.layout"), files: files)
    #expect(relaxed.status == .success)
    #expect(
      relaxed.standardError.contains(
        "b.layout:6:1: error: unsatisfiable: broke box.width == 120 #b"))
    #expect(relaxed.standardError.contains("b.layout:3:6: error: ambiguous: loose.minX"))
    #expect(
      relaxed.standardError.contains(
        "b.layout:4:6: warning: off-screen: stray is entirely off-screen"))
    let strict = SolveAction.run(SolveAction.Options(file: "b.layout", strict: true), files: files)
    #expect(strict.status == .problemsFound)
  }

  @Test func matrixStatusesAndStrictExit() {
    let files = MemoryFiles(["b.layout": SampleLayouts.broken])
    let output = MatrixAction.run(
      MatrixAction.Options(file: "b.layout", devices: ["iPhone 15"], jobs: 2, strict: true),
      files: files)
    #expect(output.status == .problemsFound)
    #expect(
      output.standardOutput.contains(
        "iPhone 15  portrait     full    393x852  wC hR    unsatisfiable"))
    #expect(output.standardOutput.contains("summary: 1 unsatisfiable"))
  }

  @Test func matrixIsTheSameForAnyNumberOfJobs() {
    let files = MemoryFiles(["a.layout": SampleLayouts.clean])
    let one = MatrixAction.run(
      MatrixAction.Options(file: "a.layout", devices: ["pads"], jobs: 1, format: .json),
      files: files)
    let four = MatrixAction.run(
      MatrixAction.Options(file: "a.layout", devices: ["pads"], jobs: 4, format: .json),
      files: files)
    #expect(one == four)
    #expect(one.standardOutput.contains("\"multitasking\": \"split-1/3\""))
  }

  @Test func shardsPartitionTheMatrix() {
    let files = MemoryFiles(["a.layout": SampleLayouts.clean])
    func lines(_ shard: String?) -> [String] {
      let output = MatrixAction.run(
        MatrixAction.Options(file: "a.layout", devices: ["iPad Air 2"], shard: shard), files: files)
      return output.standardOutput.split(separator: "\n").map(String.init).filter {
        $0.hasPrefix("iPad Air 2 ")
      }
    }
    let all = lines(nil)
    let parts = lines("1/3") + lines("2/3") + lines("3/3")
    #expect(all.count == 18)
    #expect(Set(parts) == Set(all))
    #expect(parts.count == all.count)
  }

  @Test func matrixReportWritesFilesThroughFileAccess() {
    let files = MemoryFiles(["a.layout": SampleLayouts.clean])
    let output = MatrixAction.run(
      MatrixAction.Options(file: "a.layout", devices: ["iPhone 15"], reportDirectory: "out"),
      files: files)
    #expect(output.status == .success)
    #expect(files.paths == ["a.layout", "out/index.html"])
  }

  @Test func lintReportsEveryParseErrorWithCarets() {
    let files = MemoryFiles(["e.layout": "view a\na.top == b.top\na.widht == 3\n"])
    let output = LintAction.run(LintAction.Options(files: ["e.layout"]), files: files)
    #expect(output.status == .problemsFound)
    #expect(
      output.standardError == """
        e.layout:2:10: error: unknown view 'b'
        a.top == b.top
                 ^
        e.layout:3:3: error: unknown attribute 'widht'; did you mean 'width'?
        a.widht == 3
          ^

        """)
    #expect(output.standardOutput == "e.layout: 2 errors, 0 warnings\n")
  }

  @Test func lintOfAnUnreadableFileIsBadInput() {
    let output = LintAction.run(LintAction.Options(files: ["missing.layout"]), files: MemoryFiles())
    #expect(output.status == .badInput)
    #expect(
      output.standardError
        == "missing.layout: error: cannot read the file: No such file or directory\n")
  }

  @Test func unknownDeviceListsClosestMatches() {
    let files = MemoryFiles(["a.layout": SampleLayouts.clean])
    let output = SolveAction.run(
      SolveAction.Options(file: "a.layout", selection: ScreenSelection(devices: ["iPhone 155"])),
      files: files)
    #expect(output.status == .badInput)
    #expect(
      output.standardError.hasPrefix("error: unknown device \"iPhone 155\"; closest matches: "))
  }

  @Test func renderHTMLHoldsOneConfigurationPerScreen() throws {
    let files = MemoryFiles(["a.layout": SampleLayouts.clean])
    let output = RenderAction.run(
      RenderAction.Options(
        file: "a.layout",
        selection: ScreenSelection(devices: ["iPhone 15"], orientations: [.all]), format: .html),
      files: files)
    #expect(output.status == .success)
    let data = try ReportPage(output.standardOutput)
    #expect(data.captions.count == 3)
    #expect(data.captions.first == "iPhone 15 portrait 393x852 @3x wC hR")
  }

  @Test func devicesFiltersByFamily() {
    let output = DevicesAction.run(DevicesAction.Options(family: .iPodTouch))
    let lines = output.standardOutput.split(separator: "\n")
    #expect(lines.count == 8)
    #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("iPod touch") })
  }

  @Test func demoIsCleanAndDeterministic() {
    let first = DemoAction.run(DemoAction.Options(columns: 60))
    #expect(first.status == .success)
    #expect(first.standardOutput.contains("summary: 28 ok"))
    #expect(first == DemoAction.run(DemoAction.Options(columns: 60)))
    #expect(
      DemoAction.run(DemoAction.Options(printLayout: true)).standardOutput.hasPrefix(
        "// Restructure"))
  }
}
