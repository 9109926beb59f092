import CommandTestSupport
import Foundation
import GoldenTesting
import Testing

/// End-to-end runs of the built `layout` binary on Interface Builder documents: `check`,
/// `convert`, and `solve`/`matrix`/`lint`/`render` on storyboards and xibs, with standard
/// output, standard error and the exit status compared with golden transcripts.
@Suite struct StoryboardCLIGoldenTests {
  /// One command line and the golden transcript it must produce.
  struct Case: CustomTestStringConvertible, Sendable {
    var golden: String
    var arguments: [String]
    /// Keep only this many lines of standard output (for long documents).
    var outputLines: Int?

    var testDescription: String { golden }
  }

  static let cases: [Case] = [
    Case(golden: "check-storyboard.txt", arguments: ["check", "login.storyboard"]),
    Case(golden: "check-xib-mismatch.txt", arguments: ["check", "row.xib"]),
    Case(golden: "check-xib-json.txt", arguments: ["check", "row.xib", "--format", "json"]),
    Case(
      golden: "check-scene.txt", arguments: ["check", "login.storyboard", "--scene", "About"]),
    Case(golden: "check-truncated.txt", arguments: ["check", "truncated.storyboard"]),
    Case(golden: "check-malformed.txt", arguments: ["check", "malformed.storyboard"]),
    Case(golden: "check-dangling.txt", arguments: ["check", "dangling.xib"]),
    Case(golden: "check-layout-file.txt", arguments: ["check", "signin.layout"]),
    Case(golden: "solve-entities.txt", arguments: ["solve", "entities.xib"]),
    Case(golden: "check-missing.txt", arguments: ["check", "no-such.storyboard"]),
    Case(golden: "solve-xib-text.txt", arguments: ["solve", "row.xib"]),
    Case(
      golden: "solve-storyboard-json.txt",
      arguments: ["solve", "login.storyboard", "--format", "json"]
    ),
    Case(
      golden: "solve-storyboard-device.txt",
      arguments: [
        "solve", "login.storyboard", "--scene", "About", "--device", "iPhone 15", "--orientation",
        "landscape",
      ]),
    Case(
      golden: "solve-storyboard-unknown-scene.txt",
      arguments: ["solve", "login.storyboard", "--scene", "Settings"]),
    Case(golden: "solve-truncated.txt", arguments: ["solve", "truncated.storyboard"]),
    Case(golden: "solve-xib-conflict.txt", arguments: ["solve", "conflict.xib", "--strict"]),
    Case(golden: "lint-xib-conflict.txt", arguments: ["lint", "conflict.xib"]),
    Case(
      golden: "convert-storyboard.txt",
      arguments: ["convert", "login.storyboard", "--scene", "Login"]
    ),
    Case(golden: "convert-xib.txt", arguments: ["convert", "row.xib"]),
    Case(golden: "convert-variations.txt", arguments: ["convert", "adaptive.storyboard"]),
    Case(golden: "convert-needs-scene.txt", arguments: ["convert", "login.storyboard"]),
    Case(
      golden: "matrix-storyboard.txt",
      arguments: [
        "matrix", "login.storyboard", "--scene", "LGN-rt-001", "--devices",
        "iPhone SE (1st generation),iPad Air 2", "--no-multitasking",
      ]),
    Case(
      golden: "lint-storyboards.txt",
      arguments: ["lint", "login.storyboard", "row.xib", "malformed.storyboard"]),
    Case(
      golden: "check-text-measured.txt", arguments: ["check", "--measure-text", "text.storyboard"]),
    Case(
      golden: "solve-text-other-device.txt",
      arguments: ["solve", "text.storyboard", "--device", "iPhone SE (3rd generation)"]),
    Case(
      golden: "solve-text-stored.txt",
      arguments: [
        "solve", "text.storyboard", "--device", "iPhone SE (3rd generation)", "--no-measure-text",
      ]),
    Case(
      golden: "solve-text-accessibility.txt",
      arguments: ["solve", "text.storyboard", "--content-size", "ax3"]),
    Case(
      golden: "matrix-text-truncated.txt",
      arguments: [
        "matrix", "long-title.storyboard", "--devices", "iPhone SE (3rd generation)", "--strict",
        "--no-multitasking",
      ]),
    Case(golden: "lint-text-saved.txt", arguments: ["lint", "long-title.storyboard"]),
    Case(
      golden: "matrix-text-saved-and-other.txt",
      arguments: [
        "matrix", "long-title.storyboard", "--devices", "iPhone 8", "--devices",
        "iPhone SE (3rd generation)", "--no-multitasking",
      ]),
    Case(
      golden: "lint-text-measured.txt",
      arguments: ["lint", "long-title.storyboard", "--measure-text"]),
    Case(
      golden: "render-storyboard.txt",
      arguments: ["render", "login.storyboard", "--scene", "About"], outputLines: 3),
  ]

  @Test(arguments: cases)
  func transcriptMatchesGolden(_ testCase: Case) throws {
    let result: CLIRunner.Result
    do {
      result = try CLIRunner.run(testCase.arguments)
    } catch let missing as CLIRunner.MissingBinary {
      Issue.record(Comment(rawValue: missing.description))
      return
    }
    var shown = result
    if let count = testCase.outputLines {
      shown.standardOutput =
        result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        .prefix(count).joined(separator: "\n") + "\n"
    }
    try GoldenFile.check(shown.transcript(testCase.arguments), named: testCase.golden)
  }

  /// `convert -o` writes a file that `solve` reads back: on the device the header names,
  /// every view gets the frame the storyboard gives it.
  @Test func convertedFileSolvesToTheSameFrames() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "layout-convert-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let converted = folder.appendingPathComponent("login.layout").path
    let fixture = CLIRunner.fixtures.appendingPathComponent("login.storyboard").path
    let convert: CLIRunner.Result
    do {
      convert = try CLIRunner.run(["convert", fixture, "--scene", "Login", "-o", converted])
    } catch let missing as CLIRunner.MissingBinary {
      Issue.record(Comment(rawValue: missing.description))
      return
    }
    #expect(convert.status == 0)
    #expect(convert.standardOutput == "")
    #expect(
      convert.standardError
        == "note: checked: the layout file gives the same frames for all 7 views on iPhone 8 portrait\n"
    )
    let solved = try CLIRunner.run(
      ["solve", converted, "--device", "iPhone 8", "--format", "json"])
    #expect(solved.status == 0)
    let original = try CLIRunner.run(
      ["solve", fixture, "--scene", "Login", "--format", "json"])
    let names = try ConvertedNames.ids(in: String(contentsOfFile: converted, encoding: .utf8))
    let layoutFrames = try SolvedFrames.layout(solved.standardOutput)
    let storyboardFrames = try SolvedFrames.storyboard(original.standardOutput)
    #expect(storyboardFrames.count == 7)
    for (id, frame) in storyboardFrames {
      let name = names.first { $0.value == id }?.key ?? (id == "LGN-rt-001" ? "root" : id)
      #expect(layoutFrames[name] == frame, "\(id) as \(name)")
    }
  }
}
