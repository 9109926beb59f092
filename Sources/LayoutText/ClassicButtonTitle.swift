/// The title box of a classic (non-configuration) `UIButton`, which sets the button's
/// intrinsic height: UIKit sizes the title with its string-sizing calls, whose fractional
/// sizes are raised to whole points, not to the screen's pixels as a label's are.
public enum ClassicButtonTitle {
  /// The height of a one-line title whose font's line height is `lineHeight`: rounded up to
  /// a whole point (a 17 pt system title, 20.287 points, is 21), on every screen scale.
  public static func height(lineHeight: Double) -> Double {
    PixelGrid.ceil(lineHeight, scale: 1)
  }
}
