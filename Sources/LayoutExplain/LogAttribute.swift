import LayoutGeometry

/// An attribute as constraint descriptions print it: UIKit's `NSLayoutConstraint.Attribute`
/// names plus the engine names autoresizing constraints use (`minX`, `midY`, ...).
public enum LogAttribute: String, Codable, Sendable, CaseIterable {
  case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
  case firstBaseline, lastBaseline, baseline
  case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
  case centerXWithinMargins, centerYWithinMargins
  case minX, midX, maxX, minY, midY, maxY, contentWidth, contentHeight

  /// The horizontal or vertical axis.
  public var axis: LayoutAxis {
    switch self {
    case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
      .leadingMargin, .trailingMargin, .centerXWithinMargins, .minX, .midX, .maxX, .contentWidth:
      .horizontal
    default: .vertical
    }
  }

  /// Whether this is a size rather than a position.
  public var isDimension: Bool {
    switch self {
    case .width, .height, .contentWidth, .contentHeight: true
    default: false
    }
  }

  /// Where on its axis the attribute lies, as a fraction of the size from the low edge,
  /// and an inset (the default margin) measured inwards; nil for sizes.
  var placement: (fraction: Double, inset: Double)? {
    switch self {
    case .left, .leading, .top, .minX, .minY: (0, 0)
    case .right, .trailing, .bottom, .maxX, .maxY, .lastBaseline, .baseline: (1, 0)
    // Without fonts, the first baseline sits at the top edge and the last at the bottom.
    case .firstBaseline: (0, 0)
    case .centerX, .centerY, .midX, .midY, .centerXWithinMargins, .centerYWithinMargins: (0.5, 0)
    case .leftMargin, .leadingMargin, .topMargin: (0, Self.defaultMargin)
    case .rightMargin, .trailingMargin, .bottomMargin: (1, -Self.defaultMargin)
    case .width, .height, .contentWidth, .contentHeight: nil
    }
  }

  /// UIKit's default layout margin of a view that is not a view controller's root view.
  static let defaultMargin: Double = 8

  /// Names sorted longest first, so `leadingMargin` is tried before `leading`.
  static let namesLongestFirst: [String] = allCases.map(\.rawValue).sorted { $0.count > $1.count }
}
