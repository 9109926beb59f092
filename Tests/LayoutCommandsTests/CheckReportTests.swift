import CommandTestSupport
import Foundation
import LayoutCommands
import Testing

/// `check --report DIR`: the interactive report of every checked scene, for one file and for
/// a folder, and the same directory rule as `matrix --report`.
@Suite struct CheckReportTests {
  func fixture(_ name: String) throws -> String {
    try String(contentsOf: TestFolders.fixtures.appendingPathComponent(name), encoding: .utf8)
  }

  func check(_ files: MemoryFiles, _ path: String) -> CommandOutput {
    var options = CheckAction.Options(file: path)
    options.reportDirectory = "out"
    return CheckAction.run(options, files: files)
  }

  @Test func oneFileGivesAScreenPerScene() throws {
    let files = MemoryFiles(["login.storyboard": try fixture("login.storyboard")])
    let output = check(files, "login.storyboard")
    #expect(output.status == .success)
    let html = try #require(files["out/index.html"])
    #expect(html.contains("<label>Screen <select id=\"device\"></select></label>"))
    let page = try ReportPage(html)
    #expect(
      page.configs.compactMap { $0["dev"] as? String } == [
        "login.storyboard › Login", "login.storyboard › About",
      ])
    #expect(page.configs.allSatisfy { ($0["st"] as? String) == "ok" })
    // Each view's constraints point into the storyboard.
    let names = page.viewNames(0)
    #expect(names.count > 1)
    let placed = names.dropFirst().flatMap { page.placements(0, view: $0) }
    #expect(placed.contains { $0.contains("| login.storyboard:") && $0.hasSuffix("| holds") })
  }

  @Test func aFolderGivesEveryCheckedSceneWithItsProblems() throws {
    let files = MemoryFiles([
      "app/login.storyboard": try fixture("login.storyboard"),
      "app/conflict.xib": try fixture("conflict.xib"),
    ])
    let output = check(files, "app")
    // The conflict is the report's to show: every stored frame matches, so check passes.
    #expect(output.status == .success)
    let page = try ReportPage(try #require(files["out/index.html"]))
    #expect(
      page.configs.compactMap { $0["dev"] as? String } == [
        "conflict.xib › SettingsRowView", "login.storyboard › Login", "login.storyboard › About",
      ])
    #expect(page.configs.first?["st"] as? String == "unsatisfiable")
  }

  @Test func aDirectoryInUseIsRefusedBeforeChecking() throws {
    let files = MemoryFiles([
      "login.storyboard": try fixture("login.storyboard"), "out/keep.txt": "mine",
    ])
    let output = check(files, "login.storyboard")
    #expect(output.status == .badInput)
    #expect(
      output.standardError
        == "error: invalid value 'out' for --report; expected a new or empty directory, or one "
        + "holding only a previous report (it holds keep.txt)\n")
    #expect(output.standardOutput.isEmpty)
  }
}
