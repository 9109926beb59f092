import CommandTestSupport
import Foundation
import GoldenTesting
import Testing

/// The reference screens of `Examples/` solved by the built binary: standard output equals
/// the golden file under `Examples/Golden/`, nothing is printed on standard error, and the
/// exit status is 0 (no conflict, no ambiguity, no misplaced view).
@Suite struct ExampleGoldenTests {
  func run(_ arguments: [String]) throws -> CLIRunner.Result? {
    do {
      return try CLIRunner.run(arguments, in: ExampleScreens.folder)
    } catch let missing as CLIRunner.MissingBinary {
      Issue.record(Comment(rawValue: missing.description))
      return nil
    }
  }

  @Test(arguments: ExampleScreens.solves)
  func solveMatchesGolden(_ solve: ExampleScreens.Solve) throws {
    guard let result = try run(solve.arguments + ["--strict"]) else { return }
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardError == "")
    try GoldenFile.check(
      result.standardOutput, named: solve.golden, in: ExampleScreens.goldenFolder)
  }

  /// The dense backend gives the same frames, so the same text and drawings.
  @Test(arguments: ExampleScreens.solves.filter { $0.format != "json" })
  func denseBackendMatchesGolden(_ solve: ExampleScreens.Solve) throws {
    guard let result = try run(solve.arguments + ["--backend", "dense", "--strict"]) else {
      return
    }
    #expect(result.status == 0, "\(result.standardError)")
    try GoldenFile.check(
      result.standardOutput, named: solve.golden, in: ExampleScreens.goldenFolder)
  }

  /// The SVG draws the screen, the unsafe area and the margins, and leaves out hidden views
  /// (Restructure's spacers) while drawing the visible ones.
  @Test func svgShowsTheDeviceAndOmitsHiddenViews() throws {
    let solve = try #require(ExampleScreens.solves.first { $0.golden.hasSuffix("portrait.svg") })
    guard let result = try run(solve.arguments) else { return }
    let svg = result.standardOutput
    for part in ["class=\"screen\"", "class=\"unsafe\"", "class=\"margins\"", ">actionFour<"] {
      #expect(svg.contains(part), "\(part)")
    }
    #expect(!svg.contains("spacer"))
  }

  /// Every golden file belongs to a run above, so none goes stale unnoticed.
  @Test func everyGoldenFileIsChecked() throws {
    let manager = FileManager.default
    var found: [String] = []
    for screen in try manager.contentsOfDirectory(atPath: ExampleScreens.goldenFolder.path) {
      let folder = ExampleScreens.goldenFolder.appendingPathComponent(screen)
      for file in try manager.contentsOfDirectory(atPath: folder.path) {
        found.append("\(screen)/\(file)")
      }
    }
    #expect(found.sorted() == ExampleScreens.solves.map(\.golden).sorted())
  }
}
