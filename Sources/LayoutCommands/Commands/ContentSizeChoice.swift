import LayoutAdaptivity
import LayoutText

/// Content size categories as typed on the command line.
public enum ContentSizeChoice {
  /// One category: UIKit's name (`accessibilityExtraExtraExtraLarge`) or an alias (`ax5`).
  public static func parse(_ text: String) throws(CommandError) -> ContentSizeCategory {
    guard let category = ContentSizeCategory(name: text) else {
      throw .invalidOption(
        name: "--content-size", value: text,
        expected: "a content size category: \(ContentSizeCategory.spellings)")
    }
    return category
  }

  /// `default` (large only), `accessibility` (the five accessibility sizes), `all` (all
  /// twelve), or a comma-separated list of categories (`default` among them is `large`).
  public static func parseSet(_ text: String) throws(CommandError) -> [ContentSizeCategory] {
    switch text.lowercased() {
    case "default": return [.default]
    case "accessibility": return ContentSizeCategory.accessibility
    case "all": return ContentSizeCategory.allCases
    default:
      var result: [ContentSizeCategory] = []
      for name in text.split(separator: ",", omittingEmptySubsequences: false) {
        let item = String(name)
        guard let category = ContentSizeCategory(name: item) else {
          // A list names the item that is wrong, so a typo in a long list is found at once.
          let which =
            text.contains(",")
            ? "; '\(item)' is not one of \(ContentSizeCategory.spellings)" : ""
          throw .invalidOption(
            name: "--content-sizes", value: text,
            expected: "all, default, accessibility or a comma-separated list of categories"
              + which)
        }
        if !result.contains(category) { result.append(category) }
      }
      return result
    }
  }

  /// Each configuration once per category, categories innermost.
  public static func expand(
    _ configurations: [DeviceConfiguration], over categories: [ContentSizeCategory]
  ) -> [DeviceConfiguration] {
    configurations.flatMap { configuration in
      categories.map { category in
        var copy = configuration
        copy.contentSizeCategory = category
        return copy
      }
    }
  }
}
