import LayoutGeometry

extension SchematicLayout {
  /// The markers of a vertical panel, whose lanes are closer than a marker is wide: each
  /// starts just right of its lane, as near its glyph as it can without overlapping a
  /// marker placed before it: just below the glyph or just above it (preferably where it
  /// hides no other constraint's line), else the first free slot down the panel that hides
  /// none, else the first free slot. Each placed marker blocks at most two slots, so a free
  /// one is always found.
  static func stackMarkers(
    widths: [Double], glyphs: [(covered: (low: Double, high: Double), lane: Double)]
  ) -> [Rect] {
    let slot = markerHeight + 4
    let lowest = glyphs.map(\.covered.high).max() ?? 0
    let slots = Int((lowest / slot).rounded(.up)) + 2 * glyphs.count + 2
    var placed: [Rect] = []
    for (index, glyph) in glyphs.enumerated() {
      let x = glyph.lane + 4
      let candidates =
        [glyph.covered.high + 6, glyph.covered.low - 6 - markerHeight]
        + (0..<slots).map { Double($0) * slot }
      let rects = candidates.filter { $0 >= 0 }.map {
        Rect(x: x, y: $0, width: widths[index], height: markerHeight)
      }
      let free = rects.filter { rect in
        !placed.contains { intersects($0, rect, gap: 2) }
      }
      let isClear = { (rect: Rect) in
        !glyphs.enumerated().contains { other, line in
          other != index && line.lane >= rect.x && line.lane <= rect.maxX
            && line.covered.low < rect.maxY && rect.y < line.covered.high
        }
      }
      let near = free.filter { $0.y == candidates[0] || $0.y == candidates[1] }
      placed.append(
        near.first(where: isClear) ?? near.first ?? free.first(where: isClear) ?? free[0])
    }
    return placed
  }

  /// Whether two rectangles come closer than `gap`.
  static func intersects(_ a: Rect, _ b: Rect, gap: Double) -> Bool {
    a.x < b.maxX + gap && b.x < a.maxX + gap && a.y < b.maxY + gap && b.y < a.maxY + gap
  }
}
