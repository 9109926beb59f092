import AutoLayout

/// The "what moved" report printed after every change.
enum FrameChanges {
  /// One line per view whose frame changed (`name: old -> new`), appeared (`name: new
  /// frame`) or went (`name: removed`), in the new layout's order; or a line saying nothing
  /// moved.
  static func describe(
    before: [(name: String, frame: Rect)], after: [(name: String, frame: Rect)]
  ) -> String {
    let old = Dictionary(before.map { ($0.name, $0.frame) }, uniquingKeysWith: { a, _ in a })
    let new = Set(after.map(\.name))
    var lines: [String] = []
    for (name, frame) in after {
      if let previous = old[name] {
        // Equal frames print alike: only a change is formatted (thousands of views per edit).
        if previous == frame { continue }
        // Compared as printed, so a move too small to show is not listed as `a -> a`.
        let (from, to) = (FrameText.of(previous), FrameText.of(frame))
        if from != to { lines.append("\(name): \(from) -> \(to)") }
      } else {
        lines.append("\(name): new \(FrameText.of(frame))")
      }
    }
    for (name, _) in before where !new.contains(name) {
      lines.append("\(name): removed")
    }
    return lines.isEmpty ? "no frames changed" : lines.joined(separator: "\n")
  }
}
