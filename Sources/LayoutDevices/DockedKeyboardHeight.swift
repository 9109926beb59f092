/// The height of the system keyboard docked at the bottom of a device's screen, with where the
/// figure comes from, so a layout can be checked against the keyboard it really meets.
public struct DockedKeyboardHeight: Sendable, Hashable, CustomStringConvertible {
  /// The keyboard's height in points, from the screen's bottom edge (home-indicator strip
  /// included) to the top of the keys or of the predictive bar.
  public var points: Double
  /// The public source that gives this figure.
  public var source: String
  /// Whether the figure is the nearest documented class of device rather than one measured
  /// for this device's screen (no public source gives that screen's own figure).
  public var isNearestClass: Bool

  /// Creates a height.
  public init(points: Double, source: String, isNearestClass: Bool) {
    self.points = points
    self.source = source
    self.isNearestClass = isNearestClass
  }

  /// The height and, when borrowed from a nearby class of device, a note saying so.
  public var description: String {
    let value = points.rounded() == points ? String(Int(points)) : String(points)
    return isNearestClass ? "\(value) pt (nearest documented class)" : "\(value) pt"
  }
}
