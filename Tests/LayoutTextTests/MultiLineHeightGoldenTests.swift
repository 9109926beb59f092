import Testing

@testable import LayoutText

/// One paragraph wrapped at several widths (issue 29's "multi-line heights at several
/// widths"): the lines a 17 pt label shows and its height on a 3x screen, each line 17 ×
/// 2444/2048 = 20.287 points and the total rounded up to the pixel grid. A narrower width
/// never gives fewer lines; the widest keeps "their" with "screen" (no lone last word).
@Suite struct MultiLineHeightGoldenTests {
  static let text = "Dynamic Type lets people choose the size of text on their screen"

  static let cases: [(width: Double, lines: [String], height: Double)] = [
    (
      80,
      ["Dynamic", "Type lets", "people", "choose", "the size of", "text on", "their", "screen"],
      487.0 / 3
    ),
    (
      150, ["Dynamic Type lets", "people choose the", "size of text on", "their screen"], 244.0 / 3
    ),
    (240, ["Dynamic Type lets people", "choose the size of text on", "their screen"], 61),
    (400, ["Dynamic Type lets people choose the size of text on", "their screen"], 122.0 / 3),
  ]

  @Test(arguments: cases.indices)
  func heightAtWidth(_ index: Int) throws {
    let sample = Self.cases[index]
    let layout = try TextMeasurer().layout(
      Self.text, font: .init(size: 17), width: sample.width, numberOfLines: 0)
    #expect(layout.lines == sample.lines)
    #expect(abs(layout.size(scale: 3).height - sample.height) < 1e-9)
    #expect(!layout.isTruncated)
  }
}
