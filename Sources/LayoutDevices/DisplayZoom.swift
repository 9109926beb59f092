/// The *Zoomed* Display Zoom setting of an iPhone: the whole interface rendered at a smaller
/// point size and scaled up to the panel.
public struct DisplayZoom: Sendable, Hashable {
  /// Portrait screen size in points while zoomed (e.g. 320x568 on a 4.7" iPhone).
  public var points: Size
  /// `UIScreen.nativeScale` while zoomed: panel pixels per zoomed point.
  public var nativeScale: Double

  /// Creates a Display Zoom description.
  public init(points: Size, nativeScale: Double) {
    self.points = points
    self.nativeScale = nativeScale
  }
}
