/// The title box of a classic (non-configuration) `UIButton`, which sets the button's
/// intrinsic height: UIKit sizes a plain title with its string-sizing calls, whose fractional
/// sizes are raised to whole points, not to the screen's pixels as a label's are; an
/// attributed title is sized as its title label lays it out, on the pixel grid.
public enum ClassicButtonTitle {
  /// The height of a one-line title whose font's line height is `lineHeight`: rounded up to
  /// a whole point (a 17 pt system title, 20.287 points, is 21), on every screen scale.
  public static func height(lineHeight: Double) -> Double {
    PixelGrid.ceil(lineHeight, scale: 1)
  }

  /// The height of an attributed title whose lines are `height` points tall, on the pixel
  /// grid of a screen with `scale` pixels per point (a 16 pt system title, 19.091 points, is
  /// 19.333 on a 3x screen).
  public static func attributedHeight(_ height: Double, scale: Double) -> Double {
    PixelGrid.ceil(height, scale: scale)
  }
}
