import Testing

@testable import LayoutText

/// Wrapped lines in a text style are the style's leading apart (the HIG's Dynamic Type table),
/// the first line one line height tall; fixed-size fonts stack lines one line height apart.
@Suite struct TextStyleLineSpacingTests {
  static let threeLines = "First line\nSecond line\nThird line"

  @Test func bodyLinesAreTwentyTwoPointsApart() throws {
    let measurer = TextMeasurer()
    let body = try measurer.layout(
      Self.threeLines, font: TextFont.style(.body).resolved(), width: 300, numberOfLines: 0)
    #expect(body.lines == ["First line", "Second line", "Third line"])
    #expect(body.lineSpacing == 22)
    // 20.287 + 2 × 22 = 64.287: 64.5 on a 2x screen, 64.333 on a 3x one.
    #expect(body.size(scale: 2).height == 64.5)
    #expect(body.size(scale: 3).height == 193.0 / 3)
    // The same lines at a fixed 17 pt: 3 × 20.287 = 60.861.
    let fixed = try measurer.layout(
      Self.threeLines, font: TextFont.system(size: 17).resolved(), width: 300, numberOfLines: 0)
    #expect(fixed.lineSpacing == fixed.lineHeight)
    #expect(fixed.size(scale: 2).height == 61)
  }

  @Test func oneLineIsTheLineHeightAlone() throws {
    let layout = try TextMeasurer().layout("One line", font: TextFont.style(.body).resolved())
    #expect(layout.size(scale: 2).height == 20.5)
    #expect(layout.height(lines: 0) == 0)
  }

  /// Caption 2's leading (13) is under its 11 pt line height (13.127): lines never overlap.
  @Test func leadingUnderTheLineHeightKeepsTheLineHeight() throws {
    let layout = try TextMeasurer().layout(
      "First\nSecond", font: TextFont.style(.caption2).resolved(), width: 300, numberOfLines: 0)
    #expect(layout.lineSpacing == layout.lineHeight)
    #expect(layout.size(scale: 2).height == 26.5)
  }

  /// At accessibility size 1 body is 28 pt with a 34-point leading: 33.413 + 34 = 67.413.
  @Test func leadingFollowsTheContentSize() throws {
    let font = TextFont.style(.body).resolved(at: .accessibilityMedium)
    #expect(font.size == 28)
    let layout = try TextMeasurer().layout(
      "First\nSecond", font: font, width: 400, numberOfLines: 0)
    #expect(layout.size(scale: 2).height == 67.5)
  }

  @Test func defaultColumn() {
    let leadings = TextStyle.allCases.map { $0.leading(at: .large) }
    #expect(leadings == [41, 34, 28, 25, 22, 22, 21, 20, 18, 16, 13])
  }

  /// Property: a style's leading never shrinks as the category grows, and is at least its size.
  @Test(arguments: TextStyle.allCases)
  func leadingGrowsWithTheSize(_ style: TextStyle) {
    let leadings = ContentSizeCategory.allCases.map { style.leading(at: $0) }
    #expect(leadings == leadings.sorted())
    for category in ContentSizeCategory.allCases {
      #expect(style.leading(at: category) >= style.pointSize(at: category), "\(category)")
    }
  }

  /// Lines fitting a height: the first takes a line height, each further one a leading.
  @Test func linesFittingAHeight() throws {
    let layout = try TextMeasurer().layout(
      Self.threeLines, font: TextFont.style(.body).resolved(), width: 300, numberOfLines: 0)
    #expect(layout.linesFitting(height: 42) == 1)
    #expect(layout.linesFitting(height: 42.3) == 2)
    #expect(layout.linesFitting(height: 64.3) == 3)
    #expect(layout.linesFitting(height: 5) == 1)
  }
}
