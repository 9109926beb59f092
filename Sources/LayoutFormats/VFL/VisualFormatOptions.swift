import LayoutGeometry

/// Alignment, direction and spacing options of a VFL string, with the raw values of
/// `NSLayoutConstraint.FormatOptions`.
public struct VisualFormatOptions: OptionSet, Hashable, Sendable {
  public let rawValue: UInt

  /// Makes options from Apple's bit pattern.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// Ties the `left` of consecutive views together.
  public static let alignAllLeft = VisualFormatOptions(rawValue: 1 << 1)
  /// Ties the `right` of consecutive views together.
  public static let alignAllRight = VisualFormatOptions(rawValue: 1 << 2)
  /// Ties the `top` of consecutive views together.
  public static let alignAllTop = VisualFormatOptions(rawValue: 1 << 3)
  /// Ties the `bottom` of consecutive views together.
  public static let alignAllBottom = VisualFormatOptions(rawValue: 1 << 4)
  /// Ties the `leading` of consecutive views together.
  public static let alignAllLeading = VisualFormatOptions(rawValue: 1 << 5)
  /// Ties the `trailing` of consecutive views together.
  public static let alignAllTrailing = VisualFormatOptions(rawValue: 1 << 6)
  /// Ties the `centerX` of consecutive views together.
  public static let alignAllCenterX = VisualFormatOptions(rawValue: 1 << 9)
  /// Ties the `centerY` of consecutive views together.
  public static let alignAllCenterY = VisualFormatOptions(rawValue: 1 << 10)
  /// Ties the `lastBaseline` of consecutive views together.
  public static let alignAllLastBaseline = VisualFormatOptions(rawValue: 1 << 11)
  /// Ties the `firstBaseline` of consecutive views together.
  public static let alignAllFirstBaseline = VisualFormatOptions(rawValue: 1 << 12)
  /// The alignment bits.
  public static let alignmentMask = VisualFormatOptions(rawValue: 0xFFFF)
  /// The default: horizontal formats run from leading to trailing (raw value 0).
  public static let directionLeadingToTrailing = VisualFormatOptions([])
  /// Horizontal formats run from left to right whatever the layout direction.
  public static let directionLeftToRight = VisualFormatOptions(rawValue: 1 << 16)
  /// Horizontal formats run from right to left: the first `|` is the right edge.
  public static let directionRightToLeft = VisualFormatOptions(rawValue: 2 << 16)
  /// The direction bits.
  public static let directionMask = VisualFormatOptions(rawValue: 3 << 16)
  /// The default spacing, edge to edge (raw value 0).
  public static let spacingEdgeToEdge = VisualFormatOptions([])
  /// Vertical spacing measured from last baseline to first baseline.
  public static let spacingBaselineToBaseline = VisualFormatOptions(rawValue: 1 << 19)

  /// Named options in their canonical order; `alignAllBaseline` is accepted as an alias.
  static let named: [(name: String, option: VisualFormatOptions)] = [
    ("alignAllLeft", .alignAllLeft), ("alignAllRight", .alignAllRight),
    ("alignAllTop", .alignAllTop), ("alignAllBottom", .alignAllBottom),
    ("alignAllLeading", .alignAllLeading), ("alignAllTrailing", .alignAllTrailing),
    ("alignAllCenterX", .alignAllCenterX), ("alignAllCenterY", .alignAllCenterY),
    ("alignAllLastBaseline", .alignAllLastBaseline),
    ("alignAllFirstBaseline", .alignAllFirstBaseline),
    ("directionLeftToRight", .directionLeftToRight),
    ("directionRightToLeft", .directionRightToLeft),
    ("spacingBaselineToBaseline", .spacingBaselineToBaseline),
  ]

  /// Looks an option up by its Swift name; the zero-valued defaults are accepted too.
  public init?(name: String) {
    switch name {
    case "alignAllBaseline": self = .alignAllLastBaseline
    case "directionLeadingToTrailing", "spacingEdgeToEdge": self = []
    default:
      guard let entry = Self.named.first(where: { $0.name == name }) else { return nil }
      self = entry.option
    }
  }

  /// The names of the options set, in canonical order (defaults are not listed).
  public var names: [String] {
    Self.named.filter { contains($0.option) }.map(\.name)
  }

  /// Every accepted option name, for suggestions.
  static var allNames: [String] {
    named.map(\.name) + ["alignAllBaseline", "directionLeadingToTrailing", "spacingEdgeToEdge"]
  }

  /// The attributes that the alignment bits tie together.
  var alignmentAttributes: [(option: VisualFormatOptions, attribute: LayoutAttribute)] {
    let table: [(VisualFormatOptions, LayoutAttribute)] = [
      (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top),
      (.alignAllBottom, .bottom), (.alignAllLeading, .leading), (.alignAllTrailing, .trailing),
      (.alignAllCenterX, .centerX), (.alignAllCenterY, .centerY),
      (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
    ]
    return table.filter { contains($0.0) }.map { ($0.0, $0.1) }
  }
}
