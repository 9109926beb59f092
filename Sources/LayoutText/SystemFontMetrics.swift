/// San Francisco's vertical metrics, which UIKit uses for a label's line height whatever the
/// stand-in font draws: heights must match Apple's to the pixel, widths can only come close.
///
/// SF's ascender and descender are 1950 and 494 units of a 2048-unit em, so
/// `UIFont.lineHeight` is size × 2444/2048 with no extra leading. Published figures this
/// reproduces: `UIFont.systemFont(ofSize: 15).lineHeight` logs 17.900391
/// (https://stackoverflow.com/q/33278645), and at 20 pt the ascender is 19.04 and the descender
/// −4.82 (https://arcovv.github.io/ios/2016/10/01/ios-font-study.md.html), so a 17 pt label is
/// 20.287 pt tall unrounded: 20.5 on a 2x screen and 20.333 on a 3x one, as Xcode stores it.
public enum SystemFontMetrics {
  /// Units per em of SF's metrics.
  static let unitsPerEm = 2048.0
  /// Ascender in font units.
  static let ascenderUnits = 1950.0
  /// Descender (positive, below the baseline) in font units.
  static let descenderUnits = 494.0

  /// `UIFont.lineHeight` at `size` points.
  public static func lineHeight(size: Double) -> Double {
    size * (ascenderUnits + descenderUnits) / unitsPerEm
  }

  /// `UIFont.ascender` at `size` points: the first baseline's distance from a line's top.
  public static func ascender(size: Double) -> Double {
    size * ascenderUnits / unitsPerEm
  }

  /// `-UIFont.descender` at `size` points.
  public static func descender(size: Double) -> Double {
    size * descenderUnits / unitsPerEm
  }

  /// Where the system font's optical size runs from its Text design to its Display design.
  /// SF Pro Text and SF Pro Display were two cuts switched at 20 pt (Apple, "Introducing the
  /// New System Fonts", WWDC 2015); since iOS 14 they are one variable font whose design and
  /// spacing vary smoothly from 17 to 28 pt (Apple, "The details of UI typography", WWDC 2020).
  public static let opticalSizes = 17.0...28.0

  /// The Display design's share of the system font at `size` points: 0 up to 17 pt, 1 from
  /// 28 pt, linear between. The stand-in's advances are Inter's and Inter Display's mixed in
  /// this proportion, as SF's optical size mixes its two designs.
  public static func displayShare(size: Double) -> Double {
    let range = opticalSizes
    return min(1, max(0, (size - range.lowerBound) / (range.upperBound - range.lowerBound)))
  }
}

extension SystemFontMetrics {
  /// The tracking UIKit applies to the system font at `size` points, in ems per character.
  ///
  /// Inter's own spacing is close to SF's untracked spacing, so the stand-in takes SF's
  /// tracking table (Apple HIG, Typography › Specifications › Tracking values, iOS; in
  /// 1/1000 em: 10 pt +12, 12 pt 0, 13 pt −6, 17 pt −26, 28 pt +14). Sizes between rows are
  /// interpolated; beyond the table the nearest row holds. Check: "Label" at 17 pt is 43.63 pt
  /// in Inter, 41.42 with tracking, and Xcode stores its placeholder label 42 pt wide.
  public static func tracking(size: Double) -> Double {
    let rows = trackingTable
    if size <= rows[0].size { return rows[0].thousandths / 1000 }
    for (low, high) in zip(rows, rows.dropFirst()) where size <= high.size {
      let t = (size - low.size) / (high.size - low.size)
      return (low.thousandths + t * (high.thousandths - low.thousandths)) / 1000
    }
    return rows[rows.count - 1].thousandths / 1000
  }

  /// (point size, tracking in 1/1000 em), from the HIG's iOS table.
  static let trackingTable: [(size: Double, thousandths: Double)] = [
    (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11),
    (15, -16), (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12),
    (23, -4), (24, 3), (25, 6), (26, 8), (27, 11), (28, 14), (29, 14), (30, 14), (31, 13),
    (32, 13), (33, 12), (34, 12), (35, 11), (36, 10), (37, 10), (38, 10), (39, 10), (40, 10),
    (41, 9), (42, 9), (43, 9), (44, 8), (45, 8), (46, 8), (47, 7), (48, 7), (49, 7), (50, 7),
    (51, 6), (52, 6), (53, 6), (54, 6), (56, 5), (58, 5), (60, 4), (62, 4), (64, 4), (66, 3),
    (68, 3), (70, 3), (72, 2), (76, 1), (80, 0),
  ]
}

extension SystemFontMetrics {
  /// How much wider San Francisco sets `weight` than the stand-in does, as a factor on widths.
  ///
  /// Fitted on the training parts of the storyboard corpus (figures in the LayoutText
  /// README, *Width calibration*): Inter's regular weight is on Xcode's widths, its medium
  /// and semibold and heavier weights set narrower than SF's. Heavy and black take the bold
  /// factor (too few labels to fit) so that widths still grow with weight; lighter weights
  /// have too few or too scattered labels to fit and keep Inter's widths.
  public static func widthScale(weight: FontWeight) -> Double {
    switch weight {
    case .medium: 1.014
    case .semibold, .bold, .heavy, .black: 1.018
    default: 1
    }
  }
}
