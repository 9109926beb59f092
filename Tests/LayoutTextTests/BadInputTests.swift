import Glibc
import Testing

@testable import LayoutText

@Suite struct BadInputTests {
  func error(_ words: [String]) -> TextError? {
    do {
      _ = try TextFont(words: words)
      return nil
    } catch {
      return error
    }
  }

  @Test func fontWordsParse() throws {
    #expect(try TextFont(words: ["17"]) == .system(size: 17))
    #expect(try TextFont(words: ["15", "semibold"]) == .system(size: 15, weight: .semibold))
    #expect(try TextFont(words: ["body"]) == .style(.body))
    #expect(try TextFont(words: ["headline", "italic"]) == .style(.headline, italic: true))
    #expect(try TextFont(words: ["12.5", "bold", "italic"]).text == "12.5 bold italic")
  }

  @Test func unknownTextStyle() {
    #expect(
      error(["banner"])?.description
        == "unknown text style 'banner'; expected a point size or one of largeTitle, title1, "
        + "title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2")
  }

  @Test func unknownWeight() {
    #expect(
      error(["17", "chunky"])?.description
        == "unknown font weight 'chunky'; expected one of ultraLight, thin, light, regular, "
        + "medium, semibold, bold, heavy, black or italic")
  }

  /// A second weight or a second `italic` names itself, instead of being called an unknown
  /// weight while the message lists it.
  @Test func repeatedWeightOrItalic() {
    #expect(
      error(["17", "italic", "italic"])?.description
        == "'italic' is one word too many; a font takes at most one weight and one 'italic'")
    #expect(error(["body", "bold", "semibold"]) == .repeatedFontWord("semibold"))
    #expect(error(["17", "bold", "italic", "bold"]) == .repeatedFontWord("bold"))
  }

  @Test func sizesOutOfRange() {
    #expect(error(["0"]) == .fontSizeOutOfRange(0))
    #expect(
      error(["10000"])?.description == "font size 10000 is out of range; expected 1…1000 points")
    #expect(error(["-3"]) == .fontSizeOutOfRange(-3))
    #expect(error(["nan"]) != nil)
    #expect(error(["1e400"]) != nil)
    #expect(error([]) == .missingFontSize)
  }

  @Test func measuringRejectsBadArguments() {
    let measurer = TextMeasurer()
    #expect(throws: TextError.fontSizeOutOfRange(0)) {
      try measurer.layout("x", font: .init(size: 0))
    }
    #expect(throws: TextError.invalidWidth(-1)) {
      try measurer.layout("x", font: .init(size: 17), width: -1)
    }
    #expect(throws: TextError.invalidNumberOfLines(-2)) {
      try measurer.layout("x", font: .init(size: 17), numberOfLines: -2)
    }
  }

  @Test func invalidUTF8() throws {
    #expect(try UTF8Text.decode(Array("héllo".utf8)) == "héllo")
    #expect(throws: TextError.invalidUTF8(offset: 2)) {
      try UTF8Text.decode([0x68, 0x69, 0xFF, 0x6F])
    }
    #expect(TextError.invalidUTF8(offset: 2).description == "text is not valid UTF-8 (byte 2)")
  }

  @Test func missingFontFile() {
    let measurer = TextMeasurer(locator: FontLocator(directories: ["/nonexistent/fonts"]))
    let expected = TextError.fontNotFound(
      file: "Inter-Regular.otf", searched: ["/nonexistent/fonts"])
    #expect(throws: expected) { try measurer.checkFonts() }
    #expect(
      expected.description
        == "font file Inter-Regular.otf not found in /nonexistent/fonts; install Debian's "
        + "fonts-inter (Tools/setup does) or set LAYOUT_FONT_DIR to a folder holding Inter's "
        + ".otf files")
  }

  @Test func unreadableFontFile() throws {
    let folder = "/tmp/layouttext-bad-font-\(getpid())"
    mkdir(folder, 0o755)
    let path = folder + "/Inter-Regular.otf"
    let file = fopen(path, "w")
    fputs("not a font", file)
    fclose(file)
    defer {
      unlink(path)
      rmdir(folder)
    }
    let measurer = TextMeasurer(locator: FontLocator(directories: [folder]))
    #expect(
      throws: TextError.fontUnreadable(path: path, reason: "not a font FreeType can open (error 2)")
    ) {
      try measurer.checkFonts()
    }
  }

  @Test func displayShareFromSeventeenToTwentyEightPoints() {
    #expect(SystemFontMetrics.displayShare(size: 12) == 0)
    #expect(SystemFontMetrics.displayShare(size: 17) == 0)
    #expect(SystemFontMetrics.displayShare(size: 22) == 5.0 / 11)
    #expect(SystemFontMetrics.displayShare(size: 28) == 1)
    #expect(SystemFontMetrics.displayShare(size: 80) == 1)
    #expect(FontLocator.primaryFile(for: .init(size: 19.5)) == "Inter-Regular.otf")
    #expect(
      FontLocator.primaryFile(for: .init(size: 20, weight: .bold), display: true)
        == "InterDisplay-Bold.otf")
    #expect(FontLocator.primaryFile(for: .init(size: 17, italic: true)) == "Inter-Italic.otf")
    #expect(
      FontLocator.primaryFile(for: .init(size: 17, weight: .heavy, italic: true))
        == "Inter-ExtraBoldItalic.otf")
  }
}
