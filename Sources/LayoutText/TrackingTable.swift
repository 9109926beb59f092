/// A font's own tracking by point size: the horizontal normal track (track value 0) of an
/// Apple `trak` table, which Core Text adds to every character's advance at the size it sets
/// the font (Apple, TrueType Reference Manual, "The 'trak' table",
/// https://developer.apple.com/fonts/TrueType-Reference-Manual/RM06/Chap6trak.html).
/// San Francisco's files carry one; the stand-in Inter has none and takes the HIG's table
/// (``SystemFontMetrics/tracking(size:)``) instead.
struct TrackingTable: Equatable, Sendable {
  /// (point size, tracking in font units), sizes rising.
  let rows: [(size: Double, units: Double)]
  /// The font's units per em.
  let unitsPerEm: Double

  static func == (lhs: TrackingTable, rhs: TrackingTable) -> Bool {
    lhs.unitsPerEm == rhs.unitsPerEm && lhs.rows.elementsEqual(rhs.rows) { $0 == $1 }
  }

  /// The tracking at `size` points, in ems per character: linear between the table's sizes,
  /// the nearest row's value beyond them (as Core Text and HarfBuzz's `trak` both read it).
  func tracking(size: Double) -> Double {
    guard let first = rows.first, let last = rows.last else { return 0 }
    if size <= first.size { return first.units / unitsPerEm }
    for (low, high) in zip(rows, rows.dropFirst()) where size <= high.size {
      let t = (size - low.size) / (high.size - low.size)
      return (low.units + t * (high.units - low.units)) / unitsPerEm
    }
    return last.units / unitsPerEm
  }

  /// The normal horizontal track of a `trak` table's bytes, or nil when the table has none or
  /// is malformed (a bad table is ignored, as Core Text sets the font untracked then).
  init?(trak bytes: [UInt8], unitsPerEm: Double) {
    func u16(_ at: Int) -> Int? {
      at >= 0 && at + 2 <= bytes.count ? Int(bytes[at]) << 8 | Int(bytes[at + 1]) : nil
    }
    func i16(_ at: Int) -> Int? { u16(at).map { Int(Int16(truncatingIfNeeded: $0)) } }
    func u32(_ at: Int) -> Int? {
      guard let high = u16(at), let low = u16(at + 2) else { return nil }
      return high << 16 | low
    }
    func fixed(_ at: Int) -> Double? {
      u32(at).map { Double(Int32(truncatingIfNeeded: $0)) / 65536 }
    }
    // Header: version (Fixed), format, horizOffset, vertOffset, reserved.
    guard unitsPerEm > 0, let horizontal = u16(6), horizontal > 0,
      let tracks = u16(horizontal), let sizes = u16(horizontal + 2), sizes > 0,
      let sizeTable = u32(horizontal + 4)
    else { return nil }
    for track in 0..<tracks {
      let entry = horizontal + 8 + track * 8
      guard let value = fixed(entry), let offset = u16(entry + 6) else { return nil }
      guard value == 0 else { continue }
      var rows: [(size: Double, units: Double)] = []
      for index in 0..<sizes {
        guard let size = fixed(sizeTable + index * 4), let units = i16(offset + index * 2),
          rows.last.map({ $0.size < size }) ?? true
        else { return nil }
        rows.append((size, Double(units)))
      }
      self.rows = rows
      self.unitsPerEm = unitsPerEm
      return
    }
    return nil
  }
}
