/// Text laid out in lines: what a label draws, and so what it measures.
public struct TextLayout: Equatable, Sendable {
  /// The visible lines, trailing spaces removed, the last ending in "…" when truncated.
  public var lines: [String]
  /// The widest line in points, before pixel rounding.
  public var width: Double
  /// One line's height in points (`UIFont.lineHeight`).
  public var lineHeight: Double
  /// From one line's top to the next line's in points: the line height, or a text style's
  /// larger leading (``ResolvedFont/lineSpacing``).
  public var lineSpacing: Double
  /// The first baseline's distance from the top in points (`UIFont.ascender`).
  public var ascender: Double
  /// Whether text was cut: lines ran out, or a line was wider than the width allowed.
  public var isTruncated: Bool

  /// The lines' total height in points, before pixel rounding.
  public var height: Double { height(lines: lines.count) }

  /// The height of `count` lines in points, before pixel rounding: the first line's height and
  /// a line's spacing for each line after it (no leading under the last line).
  public func height(lines count: Int) -> Double {
    count > 0 ? lineHeight + Double(count - 1) * lineSpacing : 0
  }

  /// How many lines fit in `available` points (at least one: a line too tall for its view is
  /// clipped, not left out).
  public func linesFitting(height available: Double) -> Int {
    guard available + 1e-6 >= lineHeight, lineSpacing > 0 else { return 1 }
    return 1 + Int(((available + 1e-6 - lineHeight) / lineSpacing).rounded(.down))
  }

  /// The size rounded up to the pixel grid of a screen with `scale` pixels per point, as UIKit
  /// rounds a label's intrinsic content size.
  public func size(scale: Double) -> (width: Double, height: Double) {
    (PixelGrid.ceil(width, scale: scale), PixelGrid.ceil(height, scale: scale))
  }
}

/// Rounding to a screen's pixels.
public enum PixelGrid {
  /// The smallest multiple of 1/`scale` at or above `value` (a hair of floating-point noise
  /// above a pixel boundary does not add a pixel).
  public static func ceil(_ value: Double, scale: Double) -> Double {
    guard scale > 0, value.isFinite, value > 0 else { return value > 0 ? value : 0 }
    return (value * scale - 1e-7).rounded(.up) / scale
  }
}
