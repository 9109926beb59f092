/// The frame comparison for a whole document.
public struct DocumentCheck: Sendable, CustomStringConvertible {
  /// The file name.
  public var file: String
  /// Per root, in document order.
  public var roots: [RootCheck]

  /// Views whose frames match, over all roots.
  public var matched: Int { roots.reduce(0) { $0 + $1.matched } }
  /// Views whose frames differ, over all roots.
  public var mismatched: Int { roots.reduce(0) { $0 + $1.mismatched } }
  /// Views not compared, over all roots.
  public var skipped: Int { roots.reduce(0) { $0 + $1.skipped } }
  /// Every mismatch, with its root.
  public var mismatches: [(root: String, view: FrameCheck)] {
    roots.flatMap { root in root.views.filter { $0.status == .mismatch }.map { (root.name, $0) } }
  }

  public var description: String {
    var lines = ["\(file): \(matched) match, \(mismatched) mismatch, \(skipped) skipped"]
    for root in roots {
      let env = root.environment.map { " [\($0.source), \($0.sizeClasses)]" } ?? ""
      lines.append("  \(root.name) (\(root.rootID))\(env)")
      if let failure = root.failure { lines.append("    failed: \(failure)") }
      for view in root.views {
        let notes = view.notes.isEmpty ? "" : " [\(view.notes.joined(separator: ", "))]"
        lines.append("    \(view)\(notes)")
      }
    }
    return lines.joined(separator: "\n")
  }
}
