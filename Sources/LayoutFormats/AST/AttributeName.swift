import LayoutGeometry

/// A layout attribute as written in a layout file, with UIKit's names and raw values.
public enum AttributeName: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
  case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
  case lastBaseline, firstBaseline
  case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
  case centerXWithinMargins, centerYWithinMargins

  /// Accepts UIKit's names plus `baseline`, the old spelling of `lastBaseline`.
  public init?(name: String) {
    if name == "baseline" {
      self = .lastBaseline
    } else {
      self.init(rawValue: name)
    }
  }

  /// Horizontal or vertical.
  public var axis: LayoutAxis {
    switch self {
    case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
      .leadingMargin, .trailingMargin, .centerXWithinMargins:
      .horizontal
    default: .vertical
    }
  }

  /// Whether this is `width` or `height`; every other attribute is a location.
  public var isDimension: Bool { self == .width || self == .height }

  /// Whether this attribute follows the layout direction (leading, trailing and their margins).
  public var isDirectional: Bool {
    [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self)
  }

  /// Whether this is an absolute left/right attribute, which may not be mixed with directional ones.
  public var isAbsoluteHorizontal: Bool {
    [.left, .right, .leftMargin, .rightMargin].contains(self)
  }

  public var description: String { rawValue }
}
