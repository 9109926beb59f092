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
    if let headline = noConflictHeadline { lines.append(headline) }
    for guess in unreproducedVictims {
      lines.append("  The message at line \(guess.line), by the rule applied to its own list:")
      if let broke = guess.uikitBroke {
        lines.append("    \(framework) broke: " + named(broke))
      }
      lines.append("    We would break: " + named(guess.wouldBreak))
    }
    for (number, conflict) in conflicts.enumerated() {
      let axis = conflict.axis.map { " (\($0.rawValue))" } ?? ""
      lines.append("Conflict \(number + 1)\(axis): \(conflict.summary)")
      lines.append("  Minimal conflicting set:")
      lines += conflict.constraints.map { "    " + named($0) }
      if !conflict.unrelated.isEmpty {
        lines.append("  Listed but not part of the conflict:")
        lines += conflict.unrelated.map { "    " + named($0) }
        if let omitted = conflict.unrelatedOmitted {
          lines.append("    … and \(omitted) more")
        }
      }
      if let broke = conflict.uikitBroke {
        lines.append("  \(conflict.framework) broke: " + named(broke))
      } else {
        lines.append("  \(conflict.framework) broke: unknown (see \"Missing from the log\")")
      }
      lines.append("  We would break: " + named(conflict.wouldBreak))
      lines.append("    because " + conflict.reason + ".")
      if conflict.fixes.isEmpty, let note = conflict.systemOnly {
        lines.append("  " + note)
      } else if conflict.fixes.isEmpty {
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

  /// The first line when no conflict was rebuilt: that UIKit reported one the log lacks
  /// the constraints of, or that there is none; nil when conflicts were found.
  public var noConflictHeadline: String? {
    guard conflicts.isEmpty else { return nil }
    let counted =
      constraints.count == 1 ? "the 1 constraint" : "the \(constraints.count) constraints"
    guard unsolved.isEmpty else {
      return
        (unsolved.count == 1 ? "The message at " : "The messages at ") + Self.lines(unsolved)
        + (unsolved.count == 1 ? " places" : " place") + " more views than the "
        + "\(Explainer.maximumViewsSolvedPerMessage) `explain` solves in one message: "
        + "\(counted) were read, not solved (see \"Missing from the log\")."
    }
    guard unreproduced.isEmpty else {
      return
        "\(framework) reported a conflict (the message at \(Self.lines(unreproduced))), but "
        + "\(counted) read from \(fileName) can all hold when rebuilt: the log lacks what took "
        + "part (see \"Missing from the log\")."
    }
    return "No conflict: \(counted) read from \(fileName) can all hold."
  }

  /// Messages named by their lines in a headline: `line 3, line 40`.
  private static func lines(_ lines: [Int]) -> String {
    lines.map { "line \($0)" }.joined(separator: ", ")
  }
}
