import LayoutCore

/// Insets whose horizontal edges follow the layout direction (UIKit's
/// `NSDirectionalEdgeInsets`): leading is left in left-to-right layouts and right in
/// right-to-left ones.
public struct DirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
  public var top: Double
  public var leading: Double
  public var bottom: Double
  public var trailing: Double

  /// Makes insets.
  public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// The same inset on every edge.
  public init(all value: Double) {
    self.init(top: value, leading: value, bottom: value, trailing: value)
  }

  /// No insets.
  public static let zero = DirectionalEdgeInsets()

  /// The absolute insets for a layout direction (an unspecified direction reads left to right,
  /// as UIKit's default).
  public func resolved(for direction: LayoutDirection) -> EdgeInsets {
    switch direction {
    case .leftToRight, .unspecified:
      EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
    case .rightToLeft: EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
    }
  }

  public var description: String {
    "(top: \(formatNumber(top)), leading: \(formatNumber(leading)), "
      + "bottom: \(formatNumber(bottom)), trailing: \(formatNumber(trailing)))"
  }
}
