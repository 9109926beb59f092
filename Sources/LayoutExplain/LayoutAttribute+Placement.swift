import LayoutGeometry

extension LayoutAttribute {
  /// Where on its axis the attribute lies, as a fraction of the size from the low edge,
  /// and an inset (the default margin) measured inwards; nil for sizes.
  var placement: (fraction: Double, inset: Double)? {
    switch self {
    case .left, .leading, .top: (0, 0)
    case .right, .trailing, .bottom, .lastBaseline: (1, 0)
    // Without fonts, the first baseline sits at the top edge and the last at the bottom.
    case .firstBaseline: (0, 0)
    case .centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins: (0.5, 0)
    case .leftMargin, .leadingMargin, .topMargin: (0, Self.defaultMargin)
    case .rightMargin, .trailingMargin, .bottomMargin: (1, -Self.defaultMargin)
    case .width, .height, .notAnAttribute: nil
    }
  }

  /// UIKit's default layout margin of a view that is not a view controller's root view.
  static let defaultMargin: Double = 8
}
