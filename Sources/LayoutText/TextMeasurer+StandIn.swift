extension TextMeasurer {
  /// Whether `font` is measured in a stand-in rather than in its own files: the system font
  /// without San Francisco's files for its weight and slant in the cuts its size needs (Inter
  /// then), or a custom family that is not installed (the system font's stand-in). A size found
  /// in a stand-in is as uncertain as the stand-in's widths, so reports of cut-off text say so.
  public func measuresInStandIn(_ font: ResolvedFont) -> Bool {
    if font.family != nil { return !measuresInOwnFamily(font) }
    guard let files = try? sanFranciscoFonts(), !files.isEmpty else { return true }
    let share = SanFranciscoFonts.displayShare(size: font.size)
    let needed: [(SanFranciscoFonts.Cut, Bool)] = [(.text, share < 1), (.display, share > 0)]
    return needed.contains { cut, isNeeded in
      isNeeded && files.path(cut, weight: font.weight, italic: font.italic) == nil
    }
  }
}
