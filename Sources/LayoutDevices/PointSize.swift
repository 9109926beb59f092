/// A width and height in points, the unit layouts are solved in.
public struct PointSize: Sendable, Hashable, CustomStringConvertible {
  /// Width in points.
  public var width: Double
  /// Height in points.
  public var height: Double

  /// Creates a size.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The same size turned a quarter turn (width and height swapped).
  public var transposed: PointSize {
    PointSize(width: height, height: width)
  }

  /// `WxH`, without a fraction for whole numbers (`375x667`, `561.5x744`).
  public var description: String {
    "\(Self.format(width))x\(Self.format(height))"
  }

  private static func format(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}
