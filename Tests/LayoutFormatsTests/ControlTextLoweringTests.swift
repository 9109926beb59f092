import AutoLayout
import LayoutCore
import LayoutDevices
import LayoutText
import Testing

@testable import LayoutFormats

/// Text fields sized by their text or placeholder, font and border style (iOS 13's fields),
/// and configuration buttons by their title and a medium button's insets.
@Suite struct ControlTextLoweringTests {
  func frame(_ field: String, className: String = "UITextField") throws -> Rect {
    let source = """
      view field: \(className) { \(field) }
      field.leading == root.leading + 20
      field.top == root.top + 40
      """
    let design = try LayoutFileParser.parse(source, file: "t.layout").resolved()
      .design(traits: TraitCollection(), width: 390, height: 844)
    let engine = LayoutEngine(rootSize: Size(width: 390, height: 844), scale: 3)
    let lowered = try design.install(in: engine)
    try engine.layoutIfNeeded()
    #expect(engine.ambiguityReports().isEmpty)
    return try #require(lowered.views["field"]?.frame)
  }

  func width(_ text: String, _ size: Double) throws -> Double {
    try TextMeasurer.shared.layout(text, font: ResolvedFont(size: size), width: nil)
      .size(scale: 3).width
  }

  /// A rounded-rect field (the default) is 34 points tall whatever its font, its text 7 points
  /// from each side; the placeholder sizes it while there is no text, the text after.
  @Test func roundedRectIsThirtyFourTallAndAsWideAsItsText() throws {
    let name = try width("Name", 14)
    #expect(name == 115.0 / 3)
    #expect(try frame(#"placeholder "Name""#) == Rect(x: 20, y: 40, width: name + 14, height: 34))
    #expect(
      try frame(#"placeholder "Name"; text "Johnny Appleseed"; font 20"#)
        == Rect(x: 20, y: 40, width: try width("Johnny Appleseed", 20) + 14, height: 34))
    #expect(try frame("border roundedRect") == Rect(x: 20, y: 40, width: 14, height: 34))
  }

  /// The other borders follow the font: one line (14 pt: 16.71, 17 on the 3x grid)
  /// plus 8 points for a line or bezel border and 6 points of padding across; none adds
  /// 1.67 points down and nothing across (iOS 13 to 18: 18.38 at 14 pt, 18.667 on the 3x
  /// grid; 28 pt: 33.41 + 1.67 = 35.08, 35.333).
  @Test func otherBordersFollowTheFont() throws {
    let name = try width("Name", 14)
    for border in ["line", "bezel"] {
      #expect(
        try frame(#"placeholder "Name"; border \#(border)"#)
          == Rect(x: 20, y: 40, width: name + 12, height: 25))
    }
    #expect(
      try frame(#"placeholder "Name"; border none"#)
        == Rect(x: 20, y: 40, width: name, height: 56.0 / 3))
    #expect(
      try frame(#"text "Name"; border none; font 28"#)
        == Rect(x: 20, y: 40, width: try width("Name", 28), height: 106.0 / 3))
  }

  @Test func writtenIntrinsicWins() throws {
    #expect(
      try frame(#"placeholder "Name"; intrinsic 200 44"#)
        == Rect(x: 20, y: 40, width: 200, height: 44))
  }

  @Test func bordersAndPlaceholdersRoundTrip() throws {
    let source = """
      view a: UITextField {
        text "A"
        font 15
        placeholder "Email"
        border bezel
      }
      """
    let file = try LayoutFileParser.parse(source)
    #expect(LayoutFilePrinter.print(file) == source + "\n")
    #expect(try LayoutFileParser.parse(LayoutFilePrinter.print(file)) == file)
  }

  @Test func unknownBorderIsAnErrorAtTheWord() {
    do {
      _ = try LayoutFileParser.parse("view a: UITextField {\n  border bezl\n}", file: "b.layout")
      Issue.record("parsed")
    } catch {
      #expect(
        error.errors.map { "\($0.location.line):\($0.location.column) \($0.message)" }
          == [
            "2:10 unknown border style 'bezl'; expected one of none, line, bezel, roundedRect; "
              + "did you mean 'bezel'?"
          ])
    }
    do {
      _ = try LayoutFileParser.parse("view a: UITextField { placeholder 3 }", file: "b.layout")
      Issue.record("parsed")
    } catch {
      #expect(
        error.errors.map { "\($0.location.line):\($0.location.column) \($0.message)" }
          == ["1:35 expected a quoted string after 'placeholder', found '3'"])
    }
  }

  /// `configuration filled`: the title in the body style (17 pt: 20.287 points a line) inside
  /// 7 points above and below and 12 beside: 34.287, 103/3 on the 3x grid.
  @Test func configurationButtonsUseMediumInsets() throws {
    let title = try TextMeasurer.shared.layout(
      "Tap Me", font: ResolvedFont(size: 17), width: nil
    ).size(scale: 3).width
    #expect(
      try frame(#"text "Tap Me"; configuration filled"#, className: "UIButton")
        == Rect(x: 20, y: 40, width: title + 24, height: 103.0 / 3))
    // Without a configuration the classic button stays: 15 pt, 6 points above and below.
    let classic = try TextMeasurer.shared.layout(
      "Tap Me", font: ResolvedFont(size: 15), width: nil
    ).size(scale: 3).width
    #expect(
      try frame(#"text "Tap Me""#, className: "UIButton")
        == Rect(x: 20, y: 40, width: classic, height: 30))
    do {
      _ = try LayoutFileParser.parse("view b: UIButton { configuration fild }", file: "b.layout")
      Issue.record("parsed")
    } catch {
      #expect(
        error.errors.map { "\($0.location.line):\($0.location.column) \($0.message)" }
          == [
            "1:34 unknown button configuration style 'fild'; expected one of plain, gray, "
              + "tinted, filled, borderless, bordered, borderedTinted, borderedProminent; "
              + "did you mean 'filled'?"
          ])
    }
  }
}
