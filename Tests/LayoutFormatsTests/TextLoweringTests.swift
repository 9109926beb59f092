import AutoLayout
import LayoutCore
import LayoutDevices
import LayoutText
import Testing

@testable import LayoutFormats

/// Labels, buttons and text views that take their size from their text.
@Suite struct TextLoweringTests {
  func solve(
    _ source: String, width: Double = 390, height: Double = 844,
    traits: TraitCollection = TraitCollection(),
    category: ContentSizeCategory = .default
  ) throws -> (LayoutEngine, LoweredLayout) {
    let design = try LayoutFileParser.parse(source, file: "t.layout").resolved()
      .design(traits: traits, width: width, height: height)
    let engine = LayoutEngine(rootSize: Size(width: width, height: height), scale: 3)
    engine.contentSizeCategory = category
    let lowered = try design.install(in: engine)
    try engine.layoutIfNeeded()
    return (engine, lowered)
  }

  func measured(
    _ text: String, _ font: ResolvedFont, width: Double? = nil, lines: Int = 1
  ) throws -> Size {
    let size = try TextMeasurer.shared.layout(text, font: font, width: width, numberOfLines: lines)
      .size(scale: 3)
    return Size(width: size.width, height: size.height)
  }

  @Test func labelWithTextIsItsMeasuredSize() throws {
    let (engine, lowered) = try solve(
      """
      view name: UILabel { text "Johnny Appleseed"; font 15 }
      name.leading == root.leading + 20
      name.top == root.top + 40
      """)
    #expect(lowered.views["name"]?.frame == Rect(x: 20, y: 40, width: 382.0 / 3, height: 18))
    #expect(engine.ambiguityReports().isEmpty)
    #expect(engine.conflictReports.isEmpty)
  }

  @Test func writtenIntrinsicWins() throws {
    let (_, lowered) = try solve(
      """
      view name: UILabel { intrinsic 50 20; text "Johnny Appleseed"; font 15 }
      name.leading == root.leading
      name.top == root.top
      """)
    #expect(lowered.views["name"]?.frame == Rect(x: 0, y: 0, width: 50, height: 20))
  }

  @Test func multiLineLabelWrapsAtItsSolvedWidth() throws {
    let text = "Text that measures itself wraps at the width the layout gives the label."
    let (engine, lowered) = try solve(
      """
      view body: UILabel { text "\(text)"; font 17; lines 0 }
      body.leading == root.leading + 20
      body.trailing == root.trailing - 20
      body.top == root.top + 40
      """, width: 240)
    let expected = try measured(text, ResolvedFont(size: 17), width: 200, lines: 0)
    let lines = try TextMeasurer.shared.layout(
      text, font: ResolvedFont(size: 17), width: 200, numberOfLines: 0
    ).lines.count
    #expect(lines == 3)
    #expect(expected.height == 3 * 61.0 / 3)
    #expect(lowered.views["body"]?.frame == Rect(x: 20, y: 40, width: 200, height: expected.height))
    #expect(engine.ambiguityReports().isEmpty)
  }

  @Test func lineLimitCapsTheHeight() throws {
    let (_, lowered) = try solve(
      """
      view body: UILabel { text "one two three four five six seven eight nine ten"; lines 2 }
      body.leading == root.leading
      body.width == 80
      body.top == root.top
      """)
    #expect(lowered.views["body"]?.frame.height == 2 * 61.0 / 3)
  }

  @Test func textStylesScaleFixedSizesDoNot() throws {
    let source = """
      view styled: UILabel { text "Body"; font body }
      view fixed: UILabel { text "Fixed"; font 17 }
      styled.leading == root.leading
      styled.top == root.top
      fixed.leading == root.leading
      fixed.top == styled.bottom
      """
    let (_, regular) = try solve(source)
    let (_, largest) = try solve(source, category: .accessibilityExtraExtraExtraLarge)
    #expect(regular.views["styled"]?.frame.height == 61.0 / 3)
    let ax5 = PixelGrid.ceil(SystemFontMetrics.lineHeight(size: 53), scale: 3)
    #expect(largest.views["styled"]?.frame.height == ax5)
    #expect(largest.views["fixed"]?.frame.height == 61.0 / 3)
  }

  @Test func fontVariationMovesTheLayout() throws {
    let source = """
      view title: UILabel { text "Title"; font 17 }
      view below { intrinsic 10 10 }
      title.leading == root.leading
      title.top == root.top
      below.leading == root.leading
      below.top == title.bottom
      [wRegular hRegular] { title.font = 28 bold }
      """
    let (_, compact) = try solve(source)
    let (_, regular) = try solve(
      source, width: 1024, height: 1366,
      traits: TraitCollection(horizontalSizeClass: .regular, verticalSizeClass: .regular))
    #expect(compact.views["below"]?.frame.y == 61.0 / 3)
    #expect(
      regular.views["below"]?.frame.y
        == PixelGrid.ceil(SystemFontMetrics.lineHeight(size: 28), scale: 3))
  }

  @Test func buttonsAndControls() throws {
    let (_, lowered) = try solve(
      """
      view button: UIButton { text "Button" }
      view toggle: UISwitch
      view stepper: UIStepper
      button.leading == root.leading
      button.top == root.top
      toggle.leading == root.leading
      toggle.top == button.bottom
      stepper.leading == root.leading
      stepper.top == toggle.bottom
      """)
    let title = try measured("Button", ResolvedFont(size: 15))
    #expect(lowered.views["button"]?.frame.size == Size(width: title.width, height: 30))
    #expect(lowered.views["toggle"]?.frame.size == Size(width: 51, height: 31))
    #expect(lowered.views["stepper"]?.frame.size == Size(width: 94, height: 32))
  }

  /// A classic button is at least 30 points wide however short its title, as Interface
  /// Builder stores "OK", "No" and "1" buttons; a wider title sets the width.
  @Test func shortButtonTitlesKeepTheMinimumWidth() throws {
    let (_, lowered) = try solve(
      """
      view ok: UIButton { text "OK" }
      view one: UIButton { text "1" }
      view empty: UIButton { text "" }
      view long: UIButton { text "Sign in" }
      ok.leading == root.leading
      ok.top == root.top
      one.leading == root.leading
      one.top == ok.bottom
      empty.leading == root.leading
      empty.top == one.bottom
      long.leading == root.leading
      long.top == empty.bottom
      """)
    let title = try measured("Sign in", ResolvedFont(size: 15))
    #expect(try measured("OK", ResolvedFont(size: 15)).width < 30)
    #expect(lowered.views["ok"]?.frame.size == Size(width: 30, height: 30))
    #expect(lowered.views["one"]?.frame.size == Size(width: 30, height: 30))
    #expect(lowered.views["empty"]?.frame.size == Size(width: 30, height: 30))
    #expect(title.width > 30)
    #expect(lowered.views["long"]?.frame.size == Size(width: title.width, height: 30))
  }

  /// Controls whose width follows their content get Xcode 11's heights and keep the width
  /// the layout gives them.
  @Test func controlsWithOnlyAnIntrinsicHeight() throws {
    let names = [
      "UISlider": 31.0, "UISegmentedControl": 32, "UIPageControl": 26, "UITextField": 34,
    ]
    for (className, height) in names {
      let (_, lowered) = try solve(
        """
        view control: \(className)
        control.leading == root.leading + 20
        control.trailing == root.trailing - 20
        control.top == root.top
        """, width: 375)
      #expect(lowered.views["control"]?.frame == Rect(x: 20, y: 0, width: 335, height: height))
    }
  }

  @Test func fontsRoundTrip() throws {
    let source = """
      view a: UILabel {
        text "A"
        font 15 semibold italic
        lines 0
      }
      view b: UILabel {
        text "B"
        font headline
      }
      [wRegular hAny] {
        b.font = title1 bold
      }
      """
    let file = try LayoutFileParser.parse(source)
    let printed = LayoutFilePrinter.print(file)
    #expect(printed.contains("font 15 semibold italic"))
    #expect(printed.contains("lines 0"))
    #expect(printed.contains("font headline"))
    #expect(printed.contains("b.font = title1 bold"))
    #expect(try LayoutFileParser.parse(printed) == file)
  }

  func errors(_ source: String) -> String {
    do {
      _ = try LayoutFileParser.parse(source, file: "bad.layout").resolved()
      return ""
    } catch {
      return error.errors.map { "\($0.location.line):\($0.location.column) \($0.message)" }
        .joined(separator: "\n")
    }
  }

  @Test func badFonts() {
    #expect(
      errors("view a: UILabel { font 0 }")
        == "1:24 font size 0 is out of range; expected 1…1000 points")
    #expect(
      errors("view a: UILabel { font 10000 }")
        == "1:24 font size 10000 is out of range; expected 1…1000 points")
    #expect(
      errors("view a: UILabel {\n  font huge\n}")
        == "2:8 unknown text style 'huge'; expected a point size or one of largeTitle, title1, "
        + "title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2")
    #expect(
      errors("view a: UILabel { font 17 chunky }")
        == "1:27 unknown font weight 'chunky'; expected one of ultraLight, thin, light, "
        + "regular, medium, semibold, bold, heavy, black or italic")
    #expect(
      errors("view a: UILabel { font 17 bold italic bold }")
        == "1:39 'bold' is one word too many; a font takes at most one weight and one 'italic'")
    #expect(
      errors("view a: UILabel { font body 20 }")
        == "1:29 a font is one size or one text style, then at most one weight and one "
        + "'italic'; found '20'")
    #expect(
      errors("view a: UILabel { font 17 bold 20 }")
        == "1:32 a font is one size or one text style, then at most one weight and one "
        + "'italic'; found '20'")
    #expect(
      errors("view a: UILabel { lines -1 }")
        == "1:25 'lines' takes a whole number from 0 (no limit) to 100000")
    #expect(
      errors("view a: UILabel { lines 1.5 }")
        == "1:25 'lines' takes a whole number from 0 (no limit) to 100000")
  }

  @Test func invalidUTF8InText() {
    let bytes = Array("view a: UILabel { text \"".utf8) + [0xC3, 0x28] + Array("\" }".utf8)
    #expect(throws: FormatErrors.self) {
      try LayoutFileParser.parse(bytes: bytes, file: "t.layout")
    }
    do {
      _ = try LayoutFileParser.parse(bytes: bytes, file: "t.layout")
    } catch {
      #expect(error.description == "t.layout:1:25: error: file is not valid UTF-8 text")
    }
  }

  @Test func missingFontIsReportedAtTheView() throws {
    let design = try LayoutFileParser.parse(
      "view a: UILabel { text \"A\" }\na.top == root.top\na.leading == root.leading",
      file: "t.layout"
    ).resolved().design(traits: TraitCollection(), width: 100, height: 100)
    let engine = LayoutEngine(rootSize: Size(width: 100, height: 100))
    engine.textMeasurer = TextMeasurer(locator: FontLocator(directories: ["/nonexistent"]))
    #expect(throws: FormatErrors.self) { try design.install(in: engine) }
    do {
      _ = try design.install(in: LayoutEngine(rootSize: Size(width: 100, height: 100)))
    } catch {
      Issue.record("fonts are installed, so this install succeeds: \(error)")
    }
  }

  /// A label centres its text: the first baseline is the font's ascender below the top of the
  /// centred line (17 pt: ascender 16.1865, line 20.2871, label 20.333 tall at 3x), so a view
  /// pinned to it starts 16.2096 below the label's top, 56.333 on the 3x grid.
  @Test func baselinesComeFromTheMeasuredFont() throws {
    let (_, lowered) = try solve(
      """
      view name: UILabel { text "Baseline"; font 17 }
      view rule: UIView {}
      name.leading == root.leading + 20
      name.top == root.top + 40
      rule.leading == root.leading
      rule.width == 10
      rule.height == 1
      rule.top == name.firstBaseline
      """)
    #expect(lowered.views["name"]?.frame.height == 61.0 / 3)
    #expect(lowered.views["rule"]?.frame.y == 169.0 / 3)
  }

  /// The last baseline of a wrapped label is on its last line, and follows the second pass:
  /// two lines of 20.2871 centred in a 40.667-tall label put it 36.4968 below the top.
  @Test func lastBaselineFollowsTheWrappedLines() throws {
    let text = "Two lines of text in one label"
    let (_, lowered) = try solve(
      """
      view name: UILabel { text "\(text)"; font 17; lines 0 }
      view rule: UIView {}
      name.leading == root.leading + 20
      name.width == 150
      name.top == root.top + 40
      rule.leading == root.leading
      rule.width == 10
      rule.height == 1
      rule.top == name.lastBaseline
      """)
    let layout = try TextMeasurer.shared.layout(
      text, font: ResolvedFont(size: 17), width: 150, numberOfLines: 0)
    #expect(layout.lines.count == 2)
    #expect(lowered.views["name"]?.frame.height == 122.0 / 3)
    // 40 + 40.667 / 2 + 20.2871 - 20.2871 + 16.1865 = 76.52 → 229.56 px → 230 / 3.
    #expect(lowered.views["rule"]?.frame.y == 230.0 / 3)
  }
}
