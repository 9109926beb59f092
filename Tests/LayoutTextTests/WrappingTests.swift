import LayoutTestSupport
import Testing

@testable import LayoutText

@Suite struct WrappingTests {
  @Test func widerWidthsNeverNeedMoreLines() throws {
    let measurer = TextMeasurer()
    let text = "Measured text wraps at the width the layout gives it, like UIKit's labels do."
    var previous = Int.max
    for width in stride(from: 60.0, through: 600, by: 30) {
      let count = try measurer.layout(text, font: .init(size: 17), width: width, numberOfLines: 0)
        .lines.count
      #expect(count <= previous, "width \(width)")
      previous = count
    }
    #expect(previous == 1)
  }

  @Test func hyphensAndCJKAreBreakOpportunities() throws {
    let measurer = TextMeasurer()
    let hyphen = try measurer.layout(
      "well-known", font: .init(size: 17), width: 70, numberOfLines: 0)
    #expect(hyphen.lines == ["well-", "known"])
    let cjk = try measurer.layout("日本語の文章", font: .init(size: 17), width: 40, numberOfLines: 0)
    #expect(cjk.lines == ["日本", "語の", "文章"])
  }

  /// Kinsoku (UAX #14): a line never starts with a full stop or a closing bracket and never
  /// ends with an opening bracket; the character before goes down with it. Two wide
  /// characters (2 × 17.34 points at 17 pt) fit in 40 points, three do not.
  @Test func eastAsianPunctuationStaysWithItsText() throws {
    let measurer = TextMeasurer()
    let stop = try measurer.layout("日本語の文章。", font: .init(size: 17), width: 40, numberOfLines: 0)
    #expect(stop.lines == ["日本", "語の", "文", "章。"])
    let brackets = try measurer.layout(
      "これは「日本」です", font: .init(size: 17), width: 40, numberOfLines: 0)
    #expect(brackets.lines == ["これ", "は", "「日", "本」", "です"])
  }

  @Test func noBreakSpaceJoins() throws {
    let layout = try TextMeasurer().layout(
      "10\u{00A0}km away", font: .init(size: 17), width: 60, numberOfLines: 0)
    #expect(layout.lines.first == "10\u{00A0}km")
  }

  @Test func singleLineIgnoresWidthForLinesButTruncates() throws {
    let layout = try TextMeasurer().layout(
      "one two three four", font: .init(size: 17), width: 50, numberOfLines: 1)
    #expect(layout.lines.count == 1)
    #expect(layout.lines[0].hasSuffix("…"))
    #expect(layout.width <= 50)
    #expect(layout.isTruncated)
  }

  @Test func singleLineStopsAtNewline() throws {
    let layout = try TextMeasurer().layout("first\nsecond", font: .init(size: 17))
    #expect(layout.lines == ["first…"])
    #expect(layout.isTruncated)
  }

  @Test func narrowerThanOneCharacterStillShowsOnePerLine() throws {
    let layout = try TextMeasurer().layout("abc", font: .init(size: 17), width: 1, numberOfLines: 0)
    #expect(layout.lines == ["a", "b", "c"])
  }

  @Test func cacheAnswersRepeats() throws {
    let measurer = TextMeasurer()
    _ = try measurer.layout("cached", font: .init(size: 17), width: 100, numberOfLines: 0)
    _ = try measurer.layout("cached", font: .init(size: 17), width: 100, numberOfLines: 0)
    _ = try measurer.layout("cached", font: .init(size: 17), width: 90, numberOfLines: 0)
    #expect(measurer.cacheStatistics.hits == 1)
    #expect(measurer.cacheStatistics.misses == 2)
  }

  /// Property, on seeded random text: wrapped lines keep every non-space character in order,
  /// and every line's visible text fits the width unless it is a single character (the
  /// spaces that end a paragraph hang past it).
  @Test func randomTextWrapsWithinWidth() throws {
    let seed: UInt64 = 0x5EED_7E47
    print("randomTextWrapsWithinWidth seed \(seed)")
    var generator = SeededGenerator(seed: seed)
    let measurer = TextMeasurer()
    let alphabet = Array("abcdefghijklmnopqrstuvwxyz ABCDEFGHIJ  -日本é")
    for _ in 0..<200 {
      let length = Int(generator.next() % 80)
      let text = String(
        (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] })
      let width = Double(generator.next() % 300) + 5
      let font = ResolvedFont(size: Double(generator.next() % 30) + 8)
      let layout = try measurer.layout(text, font: font, width: width, numberOfLines: 0)
      #expect(
        layout.lines.joined().filter { $0 != " " } == text.filter { $0 != " " },
        "\(text.debugDescription) at \(width)")
      for line in layout.lines {
        let visible = String(line.reversed().drop { $0 == " " }.reversed())
        guard visible.count > 1 else { continue }
        let lineWidth = try measurer.width(of: visible, font: font)
        #expect(lineWidth <= width + 0.5, "\(line.debugDescription) \(lineWidth) > \(width)")
      }
      #expect(!layout.isTruncated)
    }
  }
}
