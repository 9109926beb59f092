/// One line of a custom font as a label sizes it: the font's ascender and descender, without
/// its line gap.
///
/// A label measures its text as `NSString`'s drawing does without
/// `NSStringDrawingOptions.usesFontLeading` ("uses the font leading for calculating line
/// heights"), so the `hhea` line gap adds nothing to its height; Interface Builder's stored
/// frames agree (LayoutText README, *Custom fonts: the line gap*). iOS's Helvetica is the one
/// family measured otherwise: its `UIFont` puts 15% of the em above the `hhea` ascender
/// (lineHeight 1.15 em, ascender 0.92 em), which no metric alias's own file says.
struct LabelLine: Equatable {
  /// The line's height in ems.
  var height: Double
  /// The first baseline's distance from the line's top, in ems.
  var ascender: Double

  /// iOS's Helvetica line: `UIFont(name: "Helvetica", size: 17)` logs lineHeight 19.55 and
  /// ascender 15.64 (LayoutText README, *Custom fonts*).
  static let helvetica = LabelLine(height: 1.15, ascender: 0.92)

  init(height: Double, ascender: Double) {
    self.height = height
    self.ascender = ascender
  }

  /// The line of `face` where `family` was asked for (the family as the document names it,
  /// so Liberation Sans standing in for Helvetica keeps Helvetica's line).
  init(face: FontFace, family: String) {
    if family.lowercased() == "helvetica" {
      self = Self.helvetica
    } else {
      self.init(height: face.ascender + face.descender, ascender: face.ascender)
    }
  }
}
