/// Everything a layout needs to know about a full-screen window in one interface orientation.
public struct ScreenGeometry: Sendable, Hashable, CustomStringConvertible {
  /// The interface orientation.
  public var orientation: InterfaceOrientation
  /// The window size in points.
  public var size: Size
  /// Pixels per point, for rounding solved frames to the pixel grid.
  public var scale: Double
  /// Full-screen size classes.
  public var sizeClasses: SizeClassPair
  /// Status bar height in points (0 when hidden).
  public var statusBarHeight: Double
  /// Safe-area insets of the root view.
  public var safeAreaInsets: EdgeInsets

  /// Creates a geometry description.
  public init(
    orientation: InterfaceOrientation, size: Size, scale: Double, sizeClasses: SizeClassPair,
    statusBarHeight: Double, safeAreaInsets: EdgeInsets
  ) {
    self.orientation = orientation
    self.size = size
    self.scale = scale
    self.sizeClasses = sizeClasses
    self.statusBarHeight = statusBarHeight
    self.safeAreaInsets = safeAreaInsets
  }

  /// E.g. `landscapeLeft 812x375 @3x wC hC safe {0.0, 44.0, 21.0, 44.0}`.
  public var description: String {
    let scaleText = scale == scale.rounded() ? String(Int(scale)) : String(scale)
    return "\(orientation) \(size) @\(scaleText)x \(sizeClasses) safe \(safeAreaInsets)"
  }
}
