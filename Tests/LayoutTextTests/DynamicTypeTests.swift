import Testing

@testable import LayoutText

@Suite struct DynamicTypeTests {
  @Test func bodyAcrossEveryCategory() {
    let sizes = ContentSizeCategory.allCases.map { TextStyle.body.pointSize(at: $0) }
    #expect(sizes == [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53])
  }

  @Test func defaultColumn() {
    let sizes = TextStyle.allCases.map { $0.pointSize(at: .large) }
    #expect(sizes == [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11])
  }

  @Test func largestColumn() {
    let sizes = TextStyle.allCases.map { $0.pointSize(at: .accessibilityExtraExtraExtraLarge) }
    #expect(sizes == [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40])
  }

  /// Property: no style ever shrinks as the category grows, and none is below 11 pt.
  @Test(arguments: TextStyle.allCases)
  func neverShrinks(_ style: TextStyle) {
    let sizes = ContentSizeCategory.allCases.map { style.pointSize(at: $0) }
    #expect(sizes == sizes.sorted())
    #expect(sizes.min()! >= 11)
  }

  @Test func stylesScaleFixedSizesDoNot() {
    let body = TextFont.style(.body)
    let fixed = TextFont.system(size: 17)
    #expect(body.resolved(at: .accessibilityExtraExtraExtraLarge).size == 53)
    #expect(fixed.resolved(at: .accessibilityExtraExtraExtraLarge).size == 17)
    #expect(TextFont.style(.headline).resolved().weight == .semibold)
  }

  @Test(arguments: ContentSizeCategory.allCases)
  func heightGrowsWithCategory(_ category: ContentSizeCategory) throws {
    let font = TextFont.style(.body).resolved(at: category)
    let layout = try TextMeasurer().layout("Body text", font: font)
    #expect(layout.lineHeight == SystemFontMetrics.lineHeight(size: font.size))
  }

  @Test func categoryNames() {
    #expect(
      ContentSizeCategory(name: "accessibilityExtraExtraExtraLarge")
        == .accessibilityExtraExtraExtraLarge)
    #expect(ContentSizeCategory(name: "ax5") == .accessibilityExtraExtraExtraLarge)
    #expect(ContentSizeCategory(name: "XXXL") == .extraExtraExtraLarge)
    #expect(ContentSizeCategory(name: "xs") == .extraSmall)
    #expect(
      ContentSizeCategory(name: "UICTContentSizeCategoryAccessibilityM") == .accessibilityMedium)
    #expect(ContentSizeCategory(name: "huge") == nil)
    let accessibility = ContentSizeCategory.accessibility.map(\.isAccessibilityCategory)
    let standard = ContentSizeCategory.standard.map(\.isAccessibilityCategory)
    #expect(accessibility == Array(repeating: true, count: 5))
    #expect(standard == Array(repeating: false, count: 7))
  }

  @Test func styleNames() {
    #expect(TextStyle(name: "UICTFontTextStyleHeadline") == .headline)
    #expect(TextStyle(name: "title") == .title1)
    #expect(TextStyle(name: "Caption2") == .caption2)
    #expect(TextStyle(name: "huge") == nil)
  }
}
