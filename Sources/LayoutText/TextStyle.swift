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

  /// The distance between the tops of two wrapped lines at `category`: the *Leading* column of
  /// the HIG table. A wrapped label in a text style spaces its lines this far apart, its first
  /// line one `lineHeight` tall (Interface Builder's stored frames agree; fixed-size fonts do
  /// not do it).
  public func leading(at category: ContentSizeCategory) -> Double {
    Self.leadings[self]![category.index]
  }

  /// Leading per category, same rows and columns as `sizes`.
  private static let leadings: [TextStyle: [Double]] = [
    .largeTitle: [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70],
    .title1: [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 62, 68],
    .title2: [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66],
    .title3: [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 64],
    .headline: [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62],
    .body: [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62],
    .callout: [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60],
    .subheadline: [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 58],
    .footnote: [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52],
    .caption1: [13, 13, 13, 16, 19, 21, 23, 28, 32, 39, 44, 51],
    .caption2: [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 48],
  ]

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
