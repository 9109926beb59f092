import AutoLayout

/// The "what moved" report printed after every change.
enum FrameChanges {
  /// One line per view whose frame changed (`name: old -> new`), appeared (`name: new
  /// frame`) or went (`name: removed`), in the new layout's order; or a line saying nothing
  /// moved.
  ///
  /// With `uniqueNames` (each list names a view at most once, as a layout file's do), the
  /// views both lists name in the same places are compared by position, and only the rest by
  /// name: an edit usually keeps every view where it was and appends, so thousands of views
  /// per edit cost no hashing.
  static func describe(
    before: [(name: String, frame: Rect)], after: [(name: String, frame: Rect)],
    uniqueNames: Bool = false
  ) -> String {
    var lines: [String] = []
    func compare(_ name: String, _ previous: Rect, _ frame: Rect) {
      // Equal frames print alike: only a change is formatted (thousands of views per edit).
      if previous == frame { return }
      // Compared as printed, so a move too small to show is not listed as `a -> a`.
      let (from, to) = (FrameText.of(previous), FrameText.of(frame))
      if from != to { lines.append("\(name): \(from) -> \(to)") }
    }
    var common = 0
    if uniqueNames {
      while common < before.count, common < after.count,
        before[common].name == after[common].name
      {
        compare(after[common].name, before[common].frame, after[common].frame)
        common += 1
      }
    }
    let rest = before.dropFirst(common)
    let old = Dictionary(rest.map { ($0.name, $0.frame) }, uniquingKeysWith: { a, _ in a })
    for (name, frame) in after.dropFirst(common) {
      if let previous = old[name] {
        compare(name, previous, frame)
      } else {
        lines.append("\(name): new \(FrameText.of(frame))")
      }
    }
    if !rest.isEmpty {
      let new = Set(after.dropFirst(common).map(\.name))
      for (name, _) in rest where !new.contains(name) {
        lines.append("\(name): removed")
      }
    }
    return lines.isEmpty ? "no frames changed" : lines.joined(separator: "\n")
  }
}
