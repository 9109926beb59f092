/// Insets from the four edges of a rectangle, in points, as UIKit's `UIEdgeInsets`.
public struct EdgeInsets: Sendable, Hashable, CustomStringConvertible {
  /// Inset from the top edge.
  public var top: Double
  /// Inset from the left edge.
  public var left: Double
  /// Inset from the bottom edge.
  public var bottom: Double
  /// Inset from the right edge.
  public var right: Double

  /// Creates insets.
  public init(top: Double, left: Double, bottom: Double, right: Double) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No inset on any edge.
  public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

  /// UIKit's debug form: `{top, left, bottom, right}`.
  public var description: String {
    "{\(top), \(left), \(bottom), \(right)}"
  }
}
