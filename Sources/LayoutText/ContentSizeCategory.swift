/// The user's preferred text size (UIKit's `UIContentSizeCategory`), which scales text styles.
public enum ContentSizeCategory: String, CaseIterable, Sendable, Hashable, Comparable {
  case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
  case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
  case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

  /// UIKit's default (`large`).
  public static let `default` = ContentSizeCategory.large

  /// The seven sizes offered without the accessibility setting.
  public static let standard: [ContentSizeCategory] = Array(allCases.prefix(7))
  /// The five larger accessibility sizes.
  public static let accessibility: [ContentSizeCategory] = Array(allCases.suffix(5))

  /// Whether this is one of the larger accessibility sizes.
  public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

  /// The short name (xs, s, m, l, xl, xxl, xxxl, ax1…ax5), as accepted on the command line.
  public var alias: String {
    ["xs", "s", "m", "l", "xl", "xxl", "xxxl", "ax1", "ax2", "ax3", "ax4", "ax5"][index]
  }

  /// How output names the category (`text size ax3`): by its ``alias``, the same in every
  /// command's headings and in the REPL.
  public var textSizeName: String { "text size \(alias)" }

  var index: Int { Self.allCases.firstIndex(of: self)! }

  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.index < rhs.index }

  /// The category named by its UIKit name (`accessibilityExtraExtraExtraLarge`, also as
  /// Swift writes it, `.accessibilityExtraExtraExtraLarge` or
  /// `UIContentSizeCategory.accessibilityExtraExtraExtraLarge`, as Objective-C's constant
  /// `UIContentSizeCategoryAccessibilityExtraExtraExtraLarge`, and with UIKit's
  /// `UICTContentSizeCategory` prefix forms such as `UICTContentSizeCategoryL`) or its alias
  /// (`xxxl`, `ax5`), or `default` (``default``, UIKit's default category),
  /// case-insensitively; nil for anything else. Users paste names from code in any of these
  /// spellings.
  public init?(name: String) {
    var key = name.lowercased()
    for prefix in ["uicontentsizecategory.", ".", "uicontentsizecategory"]
    where key.hasPrefix(prefix) && key.count > prefix.count {
      key.removeFirst(prefix.count)
      break
    }
    if key == "default" {
      self = .default
      return
    }
    if let found = Self.allCases.first(where: {
      $0.rawValue.lowercased() == key || $0.alias == key
    }) {
      self = found
      return
    }
    let prefix = "uictcontentsizecategory"
    if key.hasPrefix(prefix) {
      let rest = String(key.dropFirst(prefix.count))
      let storyboardNames = [
        "xs", "s", "m", "l", "xl", "xxl", "xxxl", "accessibilitym", "accessibilityl",
        "accessibilityxl", "accessibilityxxl", "accessibilityxxxl",
      ]
      if let index = storyboardNames.firstIndex(of: rest) {
        self = Self.allCases[index]
        return
      }
    }
    return nil
  }

  /// Every accepted spelling, for error messages: the names, their short forms, and how
  /// UIKit's constants are written in Objective-C and Swift, which are read too.
  public static var spellings: String {
    allCases.map { "\($0.rawValue) (\($0.alias))" }.joined(separator: ", ")
      + ", or default (large); UIKit's constants too (UIContentSizeCategoryExtraLarge, "
      + ".extraLarge)"
  }
}
