import Testing

@testable import LayoutText

/// Content size names pasted from code: Objective-C's constants and Swift's member names are
/// read like UIKit's plain names, wherever a name is read (`--content-size`, `--content-sizes`,
/// the REPL's `contentsize`).
@Suite struct ContentSizeSpellingTests {
  @Test func objectiveCConstants() {
    #expect(
      ContentSizeCategory(name: "UIContentSizeCategoryAccessibilityExtraLarge")
        == .accessibilityExtraLarge)
    #expect(ContentSizeCategory(name: "UIContentSizeCategoryLarge") == .large)
    #expect(ContentSizeCategory(name: "UIContentSizeCategoryExtraSmall") == .extraSmall)
  }

  @Test func swiftNames() {
    #expect(ContentSizeCategory(name: ".accessibilityExtraLarge") == .accessibilityExtraLarge)
    #expect(
      ContentSizeCategory(name: "UIContentSizeCategory.extraExtraExtraLarge")
        == .extraExtraExtraLarge)
  }

  @Test func prefixesAloneAreNotNames() {
    #expect(ContentSizeCategory(name: "UIContentSizeCategory") == nil)
    #expect(ContentSizeCategory(name: ".") == nil)
    #expect(ContentSizeCategory(name: "UIContentSizeCategoryHuge") == nil)
    #expect(ContentSizeCategory(name: ".huge") == nil)
  }

  /// Every category's Objective-C constant is its Swift name with the first letter raised.
  @Test func everyCategoryReadsInEverySpelling() {
    for category in ContentSizeCategory.allCases {
      let name = category.rawValue
      let constant = "UIContentSizeCategory" + name.prefix(1).uppercased() + name.dropFirst()
      #expect(ContentSizeCategory(name: constant) == category, "\(constant)")
      #expect(ContentSizeCategory(name: "." + name) == category, ".\(name)")
    }
  }
}
