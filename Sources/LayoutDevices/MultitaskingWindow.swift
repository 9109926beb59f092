/// The size and size classes of an app window in one iPad multitasking arrangement.
public struct MultitaskingWindow: Sendable, Hashable, CustomStringConvertible {
  /// The orientation of the iPad.
  public var orientation: ScreenOrientation
  /// The arrangement.
  public var mode: MultitaskingMode
  /// The window size in points.
  public var size: Size
  /// The size classes the window reports; vertical is always regular on iPad.
  public var sizeClasses: SizeClassPair

  /// Creates a window description.
  public init(
    orientation: ScreenOrientation, mode: MultitaskingMode, size: Size,
    sizeClasses: SizeClassPair
  ) {
    self.orientation = orientation
    self.mode = mode
    self.size = size
    self.sizeClasses = sizeClasses
  }

  /// E.g. `landscape 2/3 694x768 wR hR`.
  public var description: String {
    "\(orientation) \(mode) \(size) \(sizeClasses)"
  }
}
