import CommandTestSupport
import Foundation
import LayoutCommands
import LayoutStoryboard
import Testing

/// `layout convert` on every root of every shared sample document: the converted file
/// parses back and, solved with `layout solve` on the device its header names (or checked
/// on the document's own screen when it names none), gives every view the document's frame.
@Suite(
  .enabled(
    if: SharedStoryboards.available,
    "needs ../shared/storyboards beside the repository"))
struct StoryboardSampleConversionTests {
  @Test func samplesAreThere() {
    #expect(SharedStoryboards.samples.count == 19)
  }

  @Test(arguments: SharedStoryboards.samples)
  func everyRootConvertsToTheSameFrames(_ sample: String) throws {
    let text = try String(
      contentsOf: SharedStoryboards.directory.appendingPathComponent(sample), encoding: .utf8)
    let files = MemoryFiles([sample: text])
    let all = SolveAction.run(SolveAction.Options(file: sample, format: .json), files: files)
    let roots = try SolvedFrames.rootIDs(all.standardOutput)
    #expect(!roots.isEmpty)
    for root in roots {
      let output = "\(root).layout"
      let converted = ConvertAction.run(
        ConvertAction.Options(file: sample, scene: root, output: output), files: files)
      #expect(converted.status == .success, "\(root): \(converted.standardError)")
      // Every line is a passed check: the saved size classes, then each variation.
      for line in converted.standardError.split(separator: "\n") {
        #expect(line.hasPrefix("note: checked: the layout file gives the same frames"))
      }
      let layoutText = try #require(files[output])
      guard let device = Self.solveOptions(in: layoutText) else { continue }
      // Independently of the converter's own check: `layout solve` on the device it names.
      let solved = SolveAction.run(
        SolveAction.Options(
          file: output,
          selection: ScreenSelection(
            devices: [device.device],
            orientations: device.orientations.compactMap(OrientationChoice.init(name:))),
          format: .json), files: files)
      #expect(solved.status == .success, "\(root): \(solved.standardError)")
      let original = SolveAction.run(
        SolveAction.Options(file: sample, format: .json, scene: root), files: files)
      let expected = try SolvedFrames.storyboard(original.standardOutput)
      let actual = try SolvedFrames.layout(solved.standardOutput)
      var names = ConvertedNames.ids(in: layoutText)
      names["root"] = root
      var compared = 0
      for (name, id) in names {
        guard let frame = expected[id] else { continue }
        let isSwitch = layoutText.contains("view \(name): UISwitch")
        #expect(
          Self.close(actual[name], frame, widthInset: isSwitch ? 2 : 0),
          "\(sample) \(root): \(name) (\(id))")
        compared += 1
      }
      #expect(compared == expected.count, "\(root): every view compared")
    }
  }

  /// The device and orientation of the header's `Same frames with:` line.
  static func solveOptions(in text: String) -> (device: String, orientations: [String])? {
    guard let line = text.split(separator: "\n").first(where: { $0.contains("Same frames with:") }),
      let start = line.range(of: "--device '"),
      let end = line[start.upperBound...].firstIndex(of: "'")
    else { return nil }
    let device = String(line[start.upperBound..<end])
    let orientation = line.range(of: "--orientation ").map {
      [String(line[$0.upperBound...].split(separator: " ")[0])]
    }
    return (device, orientation ?? [])
  }

  /// Equal frames, the document's `widthInset` points wider (a switch's frame is 2 points
  /// wider on the trailing side than the alignment rectangle the layout file describes).
  static func close(_ a: [Double]?, _ b: [Double], widthInset: Double) -> Bool {
    guard let a else { return false }
    let wanted = [b[0], b[1], b[2] - widthInset, b[3]]
    return zip(a, wanted).allSatisfy { abs($0 - $1) < 1e-3 }
  }
}

/// `layout check` on the shared samples reports exactly what the storyboard module's
/// check finds, root by root, and exits with 1 exactly when a frame differs.
@Suite(
  .enabled(
    if: SharedStoryboards.available,
    "needs ../shared/storyboards beside the repository"))
struct StoryboardSampleCheckTests {
  @Test(arguments: SharedStoryboards.samples)
  func checkReportsTheModulesComparison(_ sample: String) throws {
    let url = SharedStoryboards.directory.appendingPathComponent(sample)
    let text = try String(contentsOf: url, encoding: .utf8)
    let output = CheckAction.run(
      CheckAction.Options(file: sample), files: MemoryFiles([sample: text]))
    let check = try StoryboardDocument(string: text, file: sample).check()
    let summary =
      "\(sample): \(check.matched) match, \(check.mismatched) mismatch, "
      + "\(check.skipped) skipped"
    #expect(output.standardOutput.hasPrefix(summary + "\n"))
    #expect(output.status == (check.mismatched > 0 ? .problemsFound : .success))
    #expect(output.standardError == "")
    let lines = output.standardOutput.split(separator: "\n")
    #expect(lines.filter { $0.hasPrefix("scene ") }.count == check.roots.count)
    #expect(lines.filter { $0.hasPrefix("  MISMATCH ") }.count == check.mismatched)
    #expect(lines.filter { $0.hasPrefix("  match ") }.count == check.matched)
    #expect(lines.filter { $0.hasPrefix("  skipped ") }.count == check.skipped)
  }

  /// Over all samples, every view the module compares is reported.
  @Test func totalsOverTheSamples() throws {
    var matched = 0
    var reported = 0
    for sample in SharedStoryboards.samples {
      let url = SharedStoryboards.directory.appendingPathComponent(sample)
      let text = try String(contentsOf: url, encoding: .utf8)
      let output = CheckAction.run(
        CheckAction.Options(file: sample), files: MemoryFiles([sample: text]))
      reported +=
        output.standardOutput.split(separator: "\n").filter {
          $0.hasPrefix("  match ") || $0.hasPrefix("  MISMATCH ")
        }.count
      let check = try StoryboardDocument(string: text, file: sample).check()
      matched += check.matched + check.mismatched
    }
    #expect(reported == matched)
    #expect(reported >= 172)
  }
}
