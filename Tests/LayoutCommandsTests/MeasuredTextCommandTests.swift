import CommandTestSupport
import Foundation
import LayoutCommands
import Testing

/// `--measure-text` on storyboards, run in-process on the hand-written `text.storyboard`
/// (five labels and a button of known fonts on an iPhone 8 canvas).
@Suite struct MeasuredTextCommandTests {
  static func fixture() throws -> MemoryFiles {
    let text = try String(
      contentsOf: TestFolders.fixtures.appendingPathComponent("text.storyboard"), encoding: .utf8)
    return MemoryFiles(["text.storyboard": text])
  }

  static func object(_ json: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
  }

  /// The JSON of `check --measure-text` carries the accuracy figures: "Label", "Settings" and
  /// the "Light" label in its stand-in are single-line labels sized by their text with the
  /// stored heights; the custom font and the wrapped body label are outside the figures.
  @Test func checkJSONReportsTheAccuracy() throws {
    let output = CheckAction.run(
      CheckAction.Options(file: "text.storyboard", format: .json, measureText: true),
      files: try Self.fixture())
    let report = try Self.object(output.standardOutput)
    #expect(report["textSizes"] as? String == "measured")
    // The note names only what kept the stored size.
    #expect(
      (report["note"] as? String)?.hasPrefix(
        "text was measured; the other views sized by their content (switches, images, buttons ")
        == true)
    let accuracy = try #require(report["textAccuracy"] as? [String: Any])
    #expect(accuracy["heightSample"] as? Double == 3)
    #expect(accuracy["heightMatches"] as? Double == 3)
    #expect(accuracy["widthSample"] as? Double == 3)
    // Widths: Label 41.5 against 42, Settings (20 pt bold, Inter and Inter Display mixed as
    // SF's optical size) 78.5 against 78, Odd 33 against 31: the median is Label's
    // 0.5/42 = 0.0119…, written with JSON's three decimals.
    #expect(accuracy["medianWidthError"] as? Double == 0.012)
    let roots = try #require(report["roots"] as? [[String: Any]])
    let texts = try #require(roots.first?["texts"] as? [[String: Any]])
    #expect(
      texts.compactMap { $0["id"] as? String } == [
        "LBL-sy-017", "LBL-bd-020", "LBL-bo-dy0", "LBL-cu-sto", "LBL-od-sty", "BTN-sy-015",
      ])
    #expect(texts[3]["font"] as? String == "17 light (for HelveticaNeue-Light)")
    #expect(texts[3]["systemFont"] as? Bool == false)
    #expect(
      output.standardError
        == "text.storyboard:38:102: warning: unknown text style \"UICTFontTextStyleShout\"; "
        + "expected one of UICTFontTextStyleBody, UICTFontTextStyleHeadline, …, or largeTitle, "
        + "title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, "
        + "caption2; measured as the system font at 17 pt\n")
  }

  /// `--content-size` measures text styles at another category: the wrapped body label is
  /// two lines of 17 pt at large (20.287 + the 22-point leading = 42.287, 42.5 on the 2x grid)
  /// and two of 14 pt at extra-small (16.707 + 19 = 35.707, 36 on the grid), each as wide as
  /// its widest line with the space it wraps after; a fixed size does not move.
  @Test func checkMeasuresTextStylesAtTheContentSizeAskedFor() throws {
    func measured(_ contentSize: String?) throws -> [String: [Double]] {
      var options = CheckAction.Options(
        file: "text.storyboard", format: .json, measureText: true)
      options.contentSize = contentSize
      let output = CheckAction.run(options, files: try Self.fixture())
      let roots = try #require(try Self.object(output.standardOutput)["roots"] as? [[String: Any]])
      let texts = try #require(roots.first?["texts"] as? [[String: Any]])
      return Dictionary(
        uniqueKeysWithValues: texts.map { ($0["id"] as! String, $0["measured"] as! [Double]) })
    }
    let large = try measured(nil)
    let extraSmall = try measured("xs")
    #expect(large["LBL-bo-dy0"] == [317.5, 42.5])
    #expect(try measured("large")["LBL-bo-dy0"] == [317.5, 42.5])
    #expect(extraSmall["LBL-bo-dy0"] == [335, 36])
    #expect(extraSmall["LBL-sy-017"] == large["LBL-sy-017"])
  }

  /// The category needs measured text, and a category UIKit has.
  @Test func checkContentSizeErrors() throws {
    var options = CheckAction.Options(file: "text.storyboard")
    options.contentSize = "xs"
    let without = CheckAction.run(options, files: try Self.fixture())
    #expect(without.status == .badInput)
    #expect(
      without.standardError
        == "error: invalid value 'xs' for --content-size; expected --measure-text as well "
        + "(stored sizes do not follow the text size)\n")
    options.measureText = true
    options.contentSize = "huge"
    let unknown = CheckAction.run(options, files: try Self.fixture())
    #expect(unknown.status == .badInput)
    #expect(unknown.standardError.hasPrefix("error: invalid value 'huge' for --content-size; "))
  }

  /// Without the flag the check keeps its keys: no text figures.
  @Test func checkJSONWithoutTheFlagHasNoTextKeys() throws {
    let output = CheckAction.run(
      CheckAction.Options(file: "text.storyboard", format: .json), files: try Self.fixture())
    let report = try Self.object(output.standardOutput)
    #expect(report["textSizes"] == nil)
    #expect(report["textAccuracy"] == nil)
    let roots = try #require(report["roots"] as? [[String: Any]])
    #expect(roots.first?["texts"] == nil)
  }

  /// `solve --format json` says per root where text sizes came from: stored on the saved
  /// screen, measured on another device, as each flag asks otherwise.
  @Test(arguments: [
    ([String](), nil as Bool?, "stored"),
    (["iPhone SE (3rd generation)"], nil, "measured"),
    (["iPhone SE (3rd generation)"], false, "stored"),
    ([], true, "measured"),
  ])
  func solveJSONSaysWhereTextSizesCameFrom(devices: [String], flag: Bool?, expected: String)
    throws
  {
    var selection = ScreenSelection(devices: devices)
    selection.measureText = flag
    let output = SolveAction.run(
      SolveAction.Options(file: "text.storyboard", selection: selection, format: .json),
      files: try Self.fixture())
    let report = try Self.object(output.standardOutput)
    let roots = try #require(report["roots"] as? [[String: Any]])
    #expect(roots.map { $0["textSizes"] as? String } == [expected])
  }
}
