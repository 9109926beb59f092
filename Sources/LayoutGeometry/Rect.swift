import LayoutCore

/// A rectangle: an origin and a size, in points, with y growing downward as in UIKit.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  /// The left edge.
  public var x: Double
  /// The top edge.
  public var y: Double
  /// The horizontal extent.
  public var width: Double
  /// The vertical extent.
  public var height: Double

  /// Makes a rectangle.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The rectangle at the origin with all sizes 0.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// The right edge.
  public var maxX: Double { x + width }
  /// The bottom edge.
  public var maxY: Double { y + height }
  /// The size.
  public var size: Size { Size(width: width, height: height) }

  public var description: String {
    "(\(formatNumber(x)), \(formatNumber(y)), \(formatNumber(width)), \(formatNumber(height)))"
  }
}
