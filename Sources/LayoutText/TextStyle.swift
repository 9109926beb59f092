/// Apple's text styles (`UIFont.TextStyle`): a role whose size follows the user's preferred
/// content size category.
///
/// Sizes and weights are the iOS "Dynamic Type sizes" tables of Apple's Human Interface
/// Guidelines, Typography › Specifications
/// (https://developer.apple.com/design/human-interface-guidelines/typography#Specifications).
public enum TextStyle: String, CaseIterable, Sendable, Hashable {
  case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote
  case caption1, caption2

  /// The style named `name` (case-insensitive; also UIKit's storyboard names such as
  /// `UICTFontTextStyleBody`, and `title`/`caption` for `title1`/`caption1`), or nil.
  public init?(name: String) {
    var key = name.lowercased()
    for prefix in ["uictfonttextstyle", "uifonttextstyle"] where key.hasPrefix(prefix) {
      key = String(key.dropFirst(prefix.count))
    }
    switch key {
    case "title": self = .title1
    case "caption": self = .caption1
    case "subhead": self = .subheadline
    case "title0": self = .largeTitle
    default:
      guard let style = Self.allCases.first(where: { $0.rawValue.lowercased() == key }) else {
        return nil
      }
      self = style
    }
  }

  /// The style's weight: semibold for headline, regular for the others (HIG table).
  public var weight: FontWeight { self == .headline ? .semibold : .regular }

  /// The point size at `category` (HIG table, one column per category).
  public func pointSize(at category: ContentSizeCategory) -> Double {
    Self.sizes[self]![category.index]
  }

  /// Rows: xSmall, Small, Medium, Large (default), xLarge, xxLarge, xxxLarge, AX1…AX5.
  private static let sizes: [TextStyle: [Double]] = [
    .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
    .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
    .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
    .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
    .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
    .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
    .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
    .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
    .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
  ]

  /// Every style name, for error messages.
  public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
