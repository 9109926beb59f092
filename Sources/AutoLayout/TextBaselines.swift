/// Where a view's baselines sit when its text is measured, so baseline constraints follow the
/// text the view shows (UIKit takes them from the font's ascender and descender).
///
/// Labels and buttons centre their text vertically, so their offsets are from the view's
/// vertical centre and hold however tall the layout makes the view; a text view starts its
/// text at its top inset, so its offsets are from its top.
struct TextBaselines: Equatable {
  /// Whether the offsets are from the top edge (text views) rather than the vertical centre.
  var fromTop: Bool
  /// The first line's baseline, in points below the reference (centre or top).
  var first: Double
  /// The last line's baseline, in points below the reference.
  var last: Double
}
