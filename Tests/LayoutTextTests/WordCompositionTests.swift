import LayoutTestSupport
import Testing

@testable import LayoutText

/// Texts are measured from words shaped once each; these check that the sum is exactly what
/// shaping the whole text gives.
@Suite struct WordCompositionTests {
  @Test func wordsAreShapedOnceAcrossTexts() throws {
    let measurer = TextMeasurer()
    let font = ResolvedFont(size: 17)
    _ = try measurer.width(of: "Label one two", font: font)
    _ = try measurer.width(of: "Label two one", font: font)
    let statistics = measurer.pieceStatistics
    // Pieces by the byte after them: "Label " before "o", "one " before "t", "two" at the
    // end; then "Label " before "t", "two " before "o", "one" at the end.
    #expect(statistics.remembered == 6)
    #expect(statistics.composed == 2)
    #expect(statistics.shapedWhole == 0)
  }

  @Test func aCutTheNextWordCouldChangeIsNotMade() throws {
    let measurer = TextMeasurer()
    // Inter's contextual "x" looks past the space, so "six " is not cut from "one".
    _ = try measurer.width(of: "six one", font: ResolvedFont(size: 17))
    let statistics = measurer.pieceStatistics
    // "six " before "o" (unsafe, kept), then "six one" as one piece.
    #expect(statistics.remembered == 2)
    #expect(statistics.composed == 1)
    #expect(statistics.shapedWhole == 0)
  }

  /// Branch fuzz31: where every cut is unsafe (Inter's contextual colon), the piece ran on
  /// and was shaped again at every cut, each prefix remembered: 6 KB took 10 s. Past
  /// ``TextMeasurer/longestRunOn`` bytes the text is shaped whole, to the same width.
  @Test func aTextWhoseCutsAreAllUnsafeIsShapedWholeOnce() throws {
    let measurer = TextMeasurer()
    let font = ResolvedFont(size: 17)
    let text = String(repeating: "a : ", count: 2_000)
    let whole = TextMeasurer(locator: .fromEnvironment(), composesWords: false)
    #expect(try measurer.width(of: text, font: font) == (try whole.width(of: text, font: font)))
    let statistics = measurer.pieceStatistics
    #expect(statistics.shapedWhole == 1)
    // The piece run on to 514 bytes, a cut every 2 ("a " and ": "); before, every one of the
    // 4,000 cuts of the 8,000 bytes was shaped and remembered, and the text was never shaped
    // whole.
    #expect(statistics.remembered == 257)
  }

  @Test func cachesStartOverAtTheirLimits() throws {
    let measurer = TextMeasurer(
      locator: .fromEnvironment(), composesWords: true, limits: (layouts: 2, pieces: 4))
    let font = ResolvedFont(size: 17)
    for text in ["a b", "c d", "e f", "a b", "e f", "g h"] {
      _ = try measurer.width(of: text, font: font)
    }
    // Layouts: "a b" and "c d" fill the cache; "e f" starts it over; "a b" is measured again;
    // "e f" is still there; "g h" starts it over.
    #expect(measurer.cacheStatistics.hits == 1)
    #expect(measurer.cacheStatistics.misses == 5)
    // Pieces: "a " and "b", "c " and "d"; "e " starts over; "f", "a ", "b"; "g " starts over;
    // "h".
    #expect(measurer.pieceStatistics.remembered == 2)
  }

  @Test func composedWidthIsTheWholeTextsWidth() throws {
    let font = ResolvedFont(size: 17)
    let whole = TextMeasurer(locator: .fromEnvironment(), composesWords: false)
    for text in ["Label one two three", "A V To Ty", "fi fl ffi", "-> <- =>", "1 / 2"] {
      #expect(
        try TextMeasurer().width(of: text, font: font) == (try whole.width(of: text, font: font)),
        "\(text)")
    }
  }

  /// Property, on seeded random text in every script the measurer handles: laid out at random
  /// widths and line limits, text measured from its words gives exactly (bit for bit) the
  /// layout of the same text shaped whole.
  @Test func randomTextMeasuresAsShapedWhole() throws {
    let seed: UInt64 = 0x7E47_5EED
    print("randomTextMeasuresAsShapedWhole seed \(seed)")
    var generator = SeededGenerator(seed: seed)
    let pieces = [
      "a", "b", "e", "f", "i", "l", "o", "r", "t", "y", "A", "T", "V", "W", "Y", "L", "1", "2",
      "7", "/", "-", ">", "<", "=", ":", ".", ",", "!", "?", "'", "\"", "(", ")", "fi", "ffl",
      "é", "e\u{301}", "\u{301}", "ß", "שלום", "مرحبا", "日本語", "한국어", "👍🏽", "👨‍👩‍👧", "\u{00A0}",
      "\u{200D}", "\t", "—", "…", " ", " ", " ", " ", "  ",
    ]
    let composing = TextMeasurer()
    let whole = TextMeasurer(locator: .fromEnvironment(), composesWords: false)
    for _ in 0..<400 {
      let length = Int(generator.next() % 30)
      let text = (0..<length).map { _ in
        pieces[Int(generator.next() % UInt64(pieces.count))]
      }.joined()
      let font = ResolvedFont(
        size: Double(generator.next() % 40) + 8,
        weight: FontWeight.allCases[Int(generator.next() % UInt64(FontWeight.allCases.count))],
        italic: generator.next() % 2 == 0)
      let width = Double(generator.next() % 300) + 5
      let lines = Int(generator.next() % 3)
      #expect(
        try composing.layout(text, font: font, width: width, numberOfLines: lines)
          == (try whole.layout(text, font: font, width: width, numberOfLines: lines)),
        "\(text.debugDescription) \(font) at \(width), \(lines) lines")
      #expect(
        try composing.width(of: text, font: font) == (try whole.width(of: text, font: font)),
        "\(text.debugDescription) \(font)")
    }
    let statistics = composing.pieceStatistics
    print("randomTextMeasuresAsShapedWhole: \(statistics)")
    #expect(statistics.composed > 1_000)
  }
}
