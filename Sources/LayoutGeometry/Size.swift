import LayoutCore

/// A width and a height in points, the unit layouts are solved in.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  /// The horizontal extent.
  public var width: Double
  /// The vertical extent.
  public var height: Double

  /// Makes a size.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The empty size.
  public static let zero = Size(width: 0, height: 0)

  /// The same size turned a quarter turn (width and height swapped).
  public var transposed: Size { Size(width: height, height: width) }

  public var description: String { "\(formatNumber(width))x\(formatNumber(height))" }
}
