/// Attributed text laid out in lines: the lines and line metrics as plain text has them
/// (``TextLayout``), and the height of the lines as each is tall (a line holding a taller
/// font is taller) with the paragraph style's spacing.
public struct AttributedLayout: Equatable, Sendable {
  /// The lines and the widest line's width; its line height and spacing are the tallest
  /// line's, its ascender the first line's.
  public var layout: TextLayout
  /// The lines' total height in points, before pixel rounding: each line's height, the
  /// spacing after every line but the last, and the space between paragraphs.
  public var height: Double

  /// The size rounded up to the pixel grid of a screen with `scale` pixels per point.
  public func size(scale: Double) -> (width: Double, height: Double) {
    (PixelGrid.ceil(layout.width, scale: scale), PixelGrid.ceil(height, scale: scale))
  }
}
