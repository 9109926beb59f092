/// The parts of an item's alignment rectangle a constraint can relate, with UIKit's raw
/// values (`NSLayoutConstraint.Attribute`): one type for the engine, the layout file and the
/// log reader, each of which keeps its own spellings as extensions.
public enum LayoutAttribute: Int, Sendable, Hashable, CaseIterable, Codable,
  CustomStringConvertible
{
  case notAnAttribute = 0
  case left = 1
  case right = 2
  case top = 3
  case bottom = 4
  case leading = 5
  case trailing = 6
  case width = 7
  case height = 8
  case centerX = 9
  case centerY = 10
  case lastBaseline = 11
  case firstBaseline = 12
  case leftMargin = 13
  case rightMargin = 14
  case topMargin = 15
  case bottomMargin = 16
  case leadingMargin = 17
  case trailingMargin = 18
  case centerXWithinMargins = 19
  case centerYWithinMargins = 20

  /// The axis the attribute lies on, or nil for ``notAnAttribute``.
  public var axis: LayoutAxis? {
    switch self {
    case .notAnAttribute: nil
    case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
      .leadingMargin, .trailingMargin, .centerXWithinMargins:
      .horizontal
    default: .vertical
    }
  }

  /// Whether this is a size (width or height) rather than a position.
  public var isDimension: Bool { self == .width || self == .height }

  /// Whether this is a position (any attribute except sizes and ``notAnAttribute``).
  public var isLocation: Bool { self != .notAnAttribute && !isDimension }

  /// Whether the attribute follows the layout direction (leading and trailing forms).
  public var isDirectional: Bool {
    switch self {
    case .leading, .trailing, .leadingMargin, .trailingMargin: true
    default: false
    }
  }

  /// Whether the attribute is an absolute horizontal edge (left and right forms).
  public var isAbsoluteHorizontalEdge: Bool {
    switch self {
    case .left, .right, .leftMargin, .rightMargin: true
    default: false
    }
  }

  /// Whether the attribute is measured on the item's layout-margins guide.
  public var isMargin: Bool { rawValue >= 13 }

  /// The same edge of the layout-margins guide's rectangle, for margin attributes.
  public var withoutMargin: LayoutAttribute {
    switch self {
    case .leftMargin: .left
    case .rightMargin: .right
    case .topMargin: .top
    case .bottomMargin: .bottom
    case .leadingMargin: .leading
    case .trailingMargin: .trailing
    case .centerXWithinMargins: .centerX
    case .centerYWithinMargins: .centerY
    default: self
    }
  }

  /// The name UIKit prints (`leading`, `centerXWithinMargins`, ...).
  public var description: String {
    switch self {
    case .notAnAttribute: "notAnAttribute"
    case .left: "left"
    case .right: "right"
    case .top: "top"
    case .bottom: "bottom"
    case .leading: "leading"
    case .trailing: "trailing"
    case .width: "width"
    case .height: "height"
    case .centerX: "centerX"
    case .centerY: "centerY"
    case .lastBaseline: "lastBaseline"
    case .firstBaseline: "firstBaseline"
    case .leftMargin: "leftMargin"
    case .rightMargin: "rightMargin"
    case .topMargin: "topMargin"
    case .bottomMargin: "bottomMargin"
    case .leadingMargin: "leadingMargin"
    case .trailingMargin: "trailingMargin"
    case .centerXWithinMargins: "centerXWithinMargins"
    case .centerYWithinMargins: "centerYWithinMargins"
    }
  }
}
