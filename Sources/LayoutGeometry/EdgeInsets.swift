import LayoutCore

/// Insets for the four absolute edges (UIKit's `UIEdgeInsets`).
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
  public var top: Double
  public var left: Double
  public var bottom: Double
  public var right: Double

  /// Makes insets.
  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// The same inset on every edge.
  public init(all value: Double) {
    self.init(top: value, left: value, bottom: value, right: value)
  }

  /// No insets.
  public static let zero = EdgeInsets()

  /// The edge-wise sum.
  public static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
    EdgeInsets(
      top: lhs.top + rhs.top, left: lhs.left + rhs.left,
      bottom: lhs.bottom + rhs.bottom, right: lhs.right + rhs.right)
  }

  public var description: String {
    "(top: \(formatNumber(top)), left: \(formatNumber(left)), "
      + "bottom: \(formatNumber(bottom)), right: \(formatNumber(right)))"
  }
}
