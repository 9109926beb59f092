import LayoutRendering
import Testing

@testable import LayoutCommands

/// `matrix --report` and `render --format html` write the interactive report: what the page
/// holds (through its data blob), which directories it may be written to, and its size limit.
@Suite struct InteractiveReportCommandTests {
  func matrix(
    _ files: MemoryFiles, devices: [String] = ["iPhone 15"], widths: [String] = [],
    report: String = "out"
  ) -> CommandOutput {
    MatrixAction.run(
      MatrixAction.Options(
        file: "a.layout", devices: devices, reportDirectory: report, widths: widths),
      files: files)
  }

  @Test func theSelectedViewListsTheConstraintsThatPlaceItWithTheirSources() throws {
    let files = MemoryFiles(["a.layout": SampleLayouts.clean])
    #expect(matrix(files).status == .success)
    let page = try ReportPage(try #require(files["out/index.html"]))
    #expect(page.viewNames(0) == ["root", "header", "body"])
    // Those that hold it first on each axis (the REPL's `why`), then the others naming it.
    #expect(
      page.placements(0, view: "header") == [
        "header.leading == root.leadingMargin | a.layout:7:3 | h | holds",
        "root.trailingMargin == header.trailing | a.layout:7:14 | h | holds",
        "root.layoutMarginsGuide.left == root.left + 16 #UIView-leftMargin-guide-constraint"
          + " | system | h | holds",
        "root.right == root.layoutMarginsGuide.right + 16 #UIView-rightMargin-guide-constraint"
          + " | system | h | holds",
        "header.width <= 38.666667 Hug:250 | system | h | names",
        "header.width >= 38.666667 CompressionResistance:750 | system | h | names",
        "header.top == root.safeAreaLayoutGuide.top | a.layout:5:1 | v | holds",
        "header.height == 40 | a.layout:6:1 | v | holds",
        "root.safeAreaLayoutGuide.top == root.top + 59 #UIViewSafeAreaLayoutGuide-top"
          + " | system | v | holds",
        "body.top == header.bottom + 8 | a.layout:8:12 | v | names",
        "header.height <= 20.333333 Hug:250 | system | v | names",
        "header.height >= 20.333333 CompressionResistance:750 | system | v | names",
      ])
  }

  @Test func configurationsShareTreesAndIdenticalFrames() throws {
    let files = MemoryFiles(["a.layout": SampleLayouts.clean])
    #expect(matrix(files, devices: ["iPhone 15", "iPhone 15 Pro"]).status == .success)
    let page = try ReportPage(try #require(files["out/index.html"]))
    #expect(page.configs.count == 6)
    #expect(page.trees.count == 1)
    // Both phones are 393x852 points with the same safe areas, and both landscapes have
    // symmetric insets: one frame list for the portraits, one for the four landscapes.
    #expect(page.frames.count == 2)
  }

  @Test func aOneViewMatrixOfOneConfigurationIsAPageOfOneScreen() throws {
    let files = MemoryFiles([
      "a.layout": "orientations portrait\nview only\nH:|[only]|\nV:|[only]|\n"
    ])
    #expect(matrix(files).status == .success)
    let page = try ReportPage(try #require(files["out/index.html"]))
    #expect(page.captions == ["iPhone 15 portrait 393x852 @3x wC hR"])
    #expect(page.viewNames(0) == ["root", "only"])
    #expect(page.frames == [[0, 0, 393, 852, 0, 0, 393, 852]])
  }

  @Test func aDirectoryHoldingOtherFilesIsRefusedBeforeAnythingIsWritten() {
    let files = MemoryFiles(["a.layout": SampleLayouts.clean, "out/notes.txt": "mine"])
    let output = matrix(files)
    #expect(output.status == .badInput)
    #expect(
      output.standardError
        == "error: invalid value 'out' for --report; expected a new or empty directory, or one "
        + "holding only a previous report (it holds notes.txt)\n")
    #expect(files.paths == ["a.layout", "out/notes.txt"])
  }

  @Test func anIndexPageThatIsNotAReportIsNotReplaced() {
    let files = MemoryFiles(["a.layout": SampleLayouts.clean, "out/index.html": "<p>home</p>"])
    #expect(matrix(files).status == .badInput)
    #expect(files["out/index.html"] == "<p>home</p>")
  }

  @Test func aPreviousReportIsReplaced() throws {
    let files = MemoryFiles(["a.layout": SampleLayouts.clean])
    #expect(matrix(files).status == .success)
    #expect(matrix(files, devices: ["iPhone SE (3rd generation)"]).status == .success)
    let page = try ReportPage(try #require(files["out/index.html"]))
    #expect(page.captions.first == "iPhone SE (3rd generation) portrait 375x667 @2x wC hR")
  }

  @Test func aHundredThousandConfigurationsAreRefusedBeforeSolving() {
    let files = MemoryFiles(["a.layout": SampleLayouts.clean])
    let widths = (1...100_000).map(String.init).joined(separator: ",")
    let output = matrix(files, widths: [widths])
    #expect(output.status == .badInput)
    #expect(
      output.standardError
        == "error: a report holds at most 5000 configurations "
        + "(ReportLimits.maximumConfigurations); this one has 100000: choose fewer devices, "
        + "content sizes or widths, or use --shard\n")
    #expect(files.paths == ["a.layout"])
  }

  @Test func holdingConstraintsAreFoundUpToTheirBudget() {
    #expect(MatrixReport.placementDetail(configurations: 3, views: 100) == .determining)
    #expect(MatrixReport.placementDetail(configurations: 3, views: 101) == .naming)
    #expect(MatrixReport.placementDetail(configurations: 300, views: 0) == .determining)
  }

  @Test func pastTheBudgetTheReportListsTheConstraintsNamingEachView() throws {
    let files = MemoryFiles(["a.layout": SampleLayouts.clean])
    // 156 phone configurations of 2 views: 312 view-configurations, past 300.
    #expect(matrix(files, devices: ["phones"]).status == .success)
    let page = try ReportPage(try #require(files["out/index.html"]))
    let header = page.placements(0, view: "header")
    #expect(header.first == "header.leading == root.leadingMargin | a.layout:7:3 | h | names")
    #expect(!header.isEmpty && header.allSatisfy { $0.hasSuffix("| names") })
  }

  @Test func theLimitAllowsExactlyItsNumberOfConfigurations() throws {
    let files = MemoryFiles(["a.layout": SampleLayouts.clean])
    #expect(throws: Never.self) {
      try MatrixReport.check(
        directory: "out", configurations: ReportLimits.maximumConfigurations, files: files)
    }
    #expect(throws: CommandError.self) {
      try MatrixReport.check(
        directory: "out", configurations: ReportLimits.maximumConfigurations + 1, files: files)
    }
  }
}
