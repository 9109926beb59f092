import CommandTestSupport
import LayoutCommands
import Testing

/// `matrix` and `lint` on a storyboard or xib solve its scenes × distinct environments on
/// `--jobs` worker threads, and print the same bytes for any number of them.
@Suite struct StoryboardMatrixJobsTests {
  /// Three top-level views: `TOP` fully constrained, `LOOSE` whose view has no vertical
  /// position, `EDGE` whose view is pinned 400 points in.
  static let xib = SampleXibs.document([
    SampleXibs.pinnedScene(id: "TOP", width: 375, height: 667, view: "A", x: 10, storedY: 10),
    SampleXibs.pinnedScene(
      id: "LOOSE", width: 375, height: 667, view: "B", x: 10, storedY: 10, top: nil, prefix: "d"),
    SampleXibs.pinnedScene(
      id: "EDGE", width: 375, height: 667, view: "C", x: 400, storedY: 10, prefix: "e"),
  ])

  static let devices = ["iPhone SE (3rd generation)", "iPad mini (6th generation)"]

  static func matrix(jobs: Int, scene: String, format: MatrixFormat = .text) -> CommandOutput {
    MatrixAction.run(
      MatrixAction.Options(
        file: "three.xib", devices: devices, multitasking: false, jobs: jobs, format: format,
        scene: scene),
      files: MemoryFiles(["three.xib": xib]))
  }

  static func table(_ status: String, _ problems: String) -> String {
    let rows = [
      ("iPhone SE (3rd generation)  portrait          ", "375x667 ", "wC hR"),
      ("iPhone SE (3rd generation)  landscapeLeft     ", "667x667 ", "wC hC"),
      ("iPhone SE (3rd generation)  landscapeRight    ", "667x667 ", "wC hC"),
      ("iPad mini (6th generation)  portrait          ", "744x667 ", "wR hR"),
      ("iPad mini (6th generation)  portraitUpsideDown", "744x667 ", "wR hR"),
      ("iPad mini (6th generation)  landscapeLeft     ", "1133x667", "wR hR"),
      ("iPad mini (6th generation)  landscapeRight    ", "1133x667", "wR hR"),
    ]
    return rows.map { "\($0)  full    \($1)  \($2)    \(status)\(problems)\n" }.joined()
  }

  /// `--scene all` solves the three scenes' 15 distinct environments (landscape left and right
  /// share one) on one pool; with three workers they finish in any order, yet each scene's
  /// section lists its configurations in order, with the same problems and counts.
  @Test func everySceneIsTheSameTextForOneAndThreeJobs() {
    let one = Self.matrix(jobs: 1, scene: "all")
    let three = Self.matrix(jobs: 3, scene: "all")
    let header = "three.xib: 7 configurations on 2 devices, backend cassowary\n\n"
    let columns =
      "device                      orientation         window  size      classes  status"
    let ok = "\(columns)  problems\n" + Self.table("ok", "") + "\nsummary: 7 ok\n\n"
    let expected =
      "scene view TOP (TOP)\n" + header + ok
      + "scene view LOOSE (LOOSE)\n" + header
      + "\(columns)     problems\n" + Self.table("ambiguous", "  1 ambiguous")
      + "\nproblems:\n"
      + "three.xib:22:102: error: ambiguous: B.minY not determined by the constraints "
      + "[iPhone SE (3rd generation) portrait and 6 more configurations]\n"
      + "                <view contentMode=\"scaleToFill\" "
      + "translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"B\">\n"
      + String(repeating: " ", count: 101) + "^\n\nsummary: 7 ambiguous\n\n"
      + "scene view EDGE (EDGE)\n" + header + ok
      + "three.xib: 3 scenes, problems in 1: view LOOSE (LOOSE)\n"
    #expect(three.standardOutput == expected)
    #expect(three.standardOutput == one.standardOutput)
    #expect(three.standardError == one.standardError)
    #expect(three.status == one.status)
  }

  /// One scene's JSON (every cell's status and problems) is the same for one and three workers.
  @Test func oneSceneIsTheSameJSONForOneAndThreeJobs() {
    let one = Self.matrix(jobs: 1, scene: "LOOSE", format: .json)
    let three = Self.matrix(jobs: 3, scene: "LOOSE", format: .json)
    #expect(
      three.standardOutput.contains("\"message\": \"B.minY not determined by the constraints\""))
    #expect(three.standardOutput == one.standardOutput)
    #expect(three.status == one.status)
  }

  /// `lint` spreads the scenes over its workers too, on the saved screen and on devices.
  @Test func lintIsTheSameForOneAndThreeJobs() {
    for devices in [[], Self.devices] {
      let outputs = [1, 3].map { jobs in
        LintAction.run(
          LintAction.Options(files: ["three.xib"], devices: devices, jobs: jobs),
          files: MemoryFiles(["three.xib": Self.xib]))
      }
      #expect(outputs[1].standardOutput == "three.xib: 1 error, 0 warnings\n")
      #expect(outputs[1].standardOutput == outputs[0].standardOutput)
      #expect(outputs[1].standardError == outputs[0].standardError)
      #expect(outputs[1].standardError.contains("B.minY not determined"))
    }
  }
}
