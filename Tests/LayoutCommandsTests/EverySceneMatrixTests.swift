import CommandTestSupport
import Foundation
import LayoutCommands
import Synchronization
import Testing

/// `layout matrix FILE --scene all`: every scene and top-level view of a document on every
/// configuration, and the progress that `check DIR` and `lint` report file by file.
@Suite struct EverySceneMatrixTests {
  /// A xib with two top-level views: `TOP` fully constrained, `LOOSE` whose view `B` has no
  /// vertical position.
  static let xib = SampleXibs.document([
    SampleXibs.pinnedScene(id: "TOP", width: 375, height: 667, view: "A", x: 10, storedY: 10),
    SampleXibs.pinnedScene(
      id: "LOOSE", width: 375, height: 667, view: "B", x: 10, storedY: 10, top: nil, prefix: "d"),
  ])

  static let device = "iPhone SE (3rd generation)"

  static func options(format: MatrixFormat = .text) -> MatrixAction.Options {
    MatrixAction.Options(
      file: "two.xib", devices: [device], multitasking: false, format: format, strict: true,
      scene: "all")
  }

  @Test func textHasASectionPerSceneAndNamesTheScenesWithProblems() {
    let output = MatrixAction.run(Self.options(), files: MemoryFiles(["two.xib": Self.xib]))
    let table = """
      device                      orientation     window  size     classes  status
      """
    let sections = output.standardOutput.components(separatedBy: "\n\n")
    #expect(
      sections.first
        == "scene view TOP (TOP)\ntwo.xib: 3 configurations on 1 device, backend cassowary")
    #expect(output.standardOutput.contains("\(table)  problems\n"))
    #expect(output.standardOutput.contains("\nscene view LOOSE (LOOSE)\n"))
    #expect(
      output.standardOutput.contains(
        "two.xib:22:102: error: ambiguous: B.minY not determined by the constraints "
          + "[iPhone SE (3rd generation) portrait and 2 more configurations]"))
    #expect(
      output.standardOutput.hasSuffix(
        "summary: 3 ambiguous\n\ntwo.xib: 2 scenes, problems in 1: view LOOSE (LOOSE)\n"))
    // With --strict, a problem in any scene fails the run.
    #expect(output.status == .problemsFound)
  }

  @Test func jsonHasAnEntryPerSceneWithItsCellsAndSummary() throws {
    let output = MatrixAction.run(
      Self.options(format: .json), files: MemoryFiles(["two.xib": Self.xib]))
    let document = try #require(
      JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
    #expect(document["layout"] as? String == "two.xib")
    let scenes = try #require(document["scenes"] as? [[String: Any]])
    #expect(scenes.map { $0["id"] as? String } == ["TOP", "LOOSE"])
    let statuses = scenes.map { scene in
      (scene["cells"] as? [[String: Any]] ?? []).map { $0["status"] as? String ?? "" }
    }
    #expect(statuses == [["ok", "ok", "ok"], ["ambiguous", "ambiguous", "ambiguous"]])
    let summary = try #require(scenes[1]["summary"] as? [String: Any])
    #expect(summary["problems"] as? Int == 3)
  }

  @Test func reportWritesAFolderPerScene() {
    let files = MemoryFiles(["two.xib": Self.xib])
    var options = Self.options()
    options.reportDirectory = "R"
    _ = MatrixAction.run(options, files: files)
    #expect(
      files.paths.filter { $0.hasSuffix("index.html") } == [
        "R/view-loose/index.html", "R/view-top/index.html",
      ])
  }

  @Test func picturesOfEverySceneAtOnceAreRefusedWithTheAlternative() {
    let output = MatrixAction.run(
      Self.options(format: .svg), files: MemoryFiles(["two.xib": Self.xib]))
    #expect(
      output.standardError
        == "error: invalid value 'svg' for --format; expected text or json with --scene all "
        + "(--report DIR writes a folder per scene)\n")
    #expect(output.status == .badInput)
  }

  /// Collects progress reports from any thread.
  final class Progress: Sendable {
    let reports = Mutex<[String]>([])
    var report: @Sendable (Int, Int) -> Void {
      { done, total in self.reports.withLock { $0.append("\(done)/\(total)") } }
    }
    var seen: [String] { reports.withLock { $0 } }
  }

  @Test func everySceneProgressCountsEveryScenesConfigurations() {
    let progress = Progress()
    _ = MatrixAction.run(
      Self.options(), files: MemoryFiles(["two.xib": Self.xib]), progress: progress.report)
    // Landscape left and right share an environment, so each scene solves two.
    #expect(progress.seen == ["1/4", "2/4", "3/4", "4/4"])
  }

  @Test func checkingAFolderReportsEachFile() {
    let progress = Progress()
    _ = CheckAction.run(
      CheckAction.Options(file: "App"), files: FolderCheckTests.app(), progress: progress.report)
    #expect(progress.seen == ["1/3", "2/3", "3/3"])
  }

  @Test func lintReportsEachFileOnlyWhenThereAreSeveral() {
    let files = MemoryFiles(["a.xib": SampleXibs.pinnedView(), "b.xib": SampleXibs.pinnedView()])
    let several = Progress()
    _ = LintAction.run(.init(files: ["a.xib", "b.xib"]), files: files, progress: several.report)
    #expect(several.seen == ["1/2", "2/2"])
    let one = Progress()
    _ = LintAction.run(.init(files: ["a.xib"]), files: files, progress: one.report)
    #expect(one.seen == [])
  }
}
