extension Explanation: CustomStringConvertible {
  /// The explanation as text for a terminal.
  public var text: String {
    var lines: [String] = []
    let byAddress = Dictionary(
      constraints.map { ($0.address, $0) }, uniquingKeysWith: { a, _ in a })
    func named(_ address: String) -> String {
      guard let entry = byAddress[address] else { return address }
      return "\(entry.description)  [\(entry.provenance), line \(entry.line)]"
    }
    if conflicts.isEmpty {
      lines.append(
        "No conflict: the \(constraints.count) constraints read from \(fileName) can all hold.")
    }
    for (number, conflict) in conflicts.enumerated() {
      let axis = conflict.axis.map { " (\($0.rawValue))" } ?? ""
      lines.append("Conflict \(number + 1)\(axis): \(conflict.summary)")
      lines.append("  Minimal conflicting set:")
      lines += conflict.constraints.map { "    " + named($0) }
      if !conflict.unrelated.isEmpty {
        lines.append("  Listed but not part of the conflict:")
        lines += conflict.unrelated.map { "    " + named($0) }
      }
      if let broke = conflict.uikitBroke {
        lines.append("  UIKit broke: " + named(broke))
      } else {
        lines.append("  UIKit broke: unknown (the log lacks the \"Will attempt to recover\" line)")
      }
      lines.append("  We would break: " + named(conflict.wouldBreak))
      lines.append("    because " + conflict.reason + ".")
      if conflict.fixes.isEmpty {
        lines.append("  No single change among those tried resolves it.")
      } else {
        lines.append("  Fixes (each verified by re-solving):")
        lines += conflict.fixes.map { "    - " + $0.summary }
      }
    }
    if !missing.isEmpty {
      lines.append("Missing from the log:")
      lines += missing.map { "  - " + $0 }
    }
    if !issues.isEmpty {
      lines.append("Could not read:")
      lines += issues.map { "  \(fileName):\($0)" }
    }
    return lines.joined(separator: "\n")
  }

  public var description: String { text }
}
