import AutoLayout
import LayoutCore

/// Writes a snapshot as a plain-text table of frames followed by its diagnostics, for
/// terminals and logs.
///
/// ```
/// Login: iPhone SE portrait 320x568 @2x
/// view        class     x   y    width  height  window x  window y  flags
/// root        UIView    0   0    320    568     0         0
///   title     UILabel   20  40   280    21      20        40
/// ```
/// Names are indented two spaces per level; numbers are right-aligned. Names, classes and
/// messages from a document are shown with control and bidirectional formatting characters
/// as `?` (``TerminalText``).
public enum TextTableRenderer {
  /// The table and diagnostics, ending with a newline.
  public static func render(_ snapshot: LayoutSnapshot) -> String {
    var lines = heading(snapshot)
    lines += table(snapshot)
    lines.append("")
    lines += diagnostics(snapshot.diagnostics)
    return lines.map { TerminalText.printable($0) }.joined(separator: "\n") + "\n"
  }

  /// The screen's caption and the reason it has no frames, in place of an empty table and a
  /// claim that nothing is wrong.
  public static func unsolved(_ snapshot: LayoutSnapshot, reason: String) -> String {
    let lines = heading(snapshot) + ["not solved: \(reason)"]
    return lines.map { TerminalText.printable($0) }.joined(separator: "\n") + "\n"
  }

  /// The caption, the safe area when there is one, and a blank line.
  static func heading(_ snapshot: LayoutSnapshot) -> [String] {
    var lines = [snapshot.screen.caption]
    let safe = snapshot.screen.safeAreaInsets
    if safe != .zero {
      lines.append("safe area: \(describe(safe))")
    }
    lines.append("")
    return lines
  }

  /// The frames table alone, one line per view after a header.
  public static func table(_ snapshot: LayoutSnapshot) -> [String] {
    let header = ["view", "class", "x", "y", "width", "height", "window x", "window y", "flags"]
    let rows = snapshot.views.map { record -> [String] in
      var flags: [String] = []
      if record.isHidden { flags.append("hidden") }
      if record.isAmbiguous {
        flags.append(
          "ambiguous(" + record.ambiguousVariables.map(\.rawValue).joined(separator: ",") + ")")
      }
      return [
        snapshot.indentation(of: record, unit: "  ") + TerminalText.printable(record.name),
        TerminalText.printable(record.className),
        NumberText.format(record.frame.x), NumberText.format(record.frame.y),
        NumberText.format(record.frame.width), NumberText.format(record.frame.height),
        NumberText.format(record.rootFrame.x), NumberText.format(record.rootFrame.y),
        flags.joined(separator: " "),
      ]
    }
    let numeric = Set(2...7)
    let widths = header.indices.map { column in
      ([header] + rows).map { $0[column].count }.max() ?? 0
    }
    return ([header] + rows).map { cells in
      let padded = cells.indices.map { column -> String in
        let cell = cells[column]
        let fill = String(repeating: " ", count: widths[column] - cell.count)
        let isHeader = cells == header
        return numeric.contains(column) && !isHeader ? fill + cell : cell + fill
      }
      return trimTrailingSpaces(padded.joined(separator: "  "))
    }
  }

  /// The diagnostics as lines: conflicts, broken and rejected constraints, ambiguity.
  public static func diagnostics(_ diagnostics: LayoutDiagnostics) -> [String] {
    if diagnostics.isEmpty { return ["no conflicts, no ambiguity"] }
    var lines: [String] = []
    var shortened: [String] = []
    for (number, conflict) in diagnostics.conflicts.enumerated() {
      guard conflict.isListedInFull else {
        shortened.append(
          "  \(number + 1): broke \(conflict.broken), in a set of \(conflict.constraintCount)")
        continue
      }
      lines.append("conflict \(number + 1): broke \(conflict.broken)")
      lines += conflict.constraints.map { "  \($0)" }
    }
    if !shortened.isEmpty {
      // A section of its own, which `layout explain` skips as it skips `broken now:`.
      lines.append(ConflictReport.shortenedHeading)
      lines.append("  (\(ConflictReport.shortenedNote(count: shortened.count)))")
      lines += shortened
    }
    if !diagnostics.brokenConstraints.isEmpty {
      lines.append("broken now:")
      lines += diagnostics.brokenConstraints.map { "  \($0)" }
    }
    if !diagnostics.rejected.isEmpty {
      lines.append("rejected:")
      lines += diagnostics.rejected.map { "  \($0)" }
    }
    lines += diagnostics.ambiguous.map { "ambiguous: \($0.qualifiedVariables)" }
    return lines
  }

  static func describe(_ insets: EdgeInsets) -> String {
    "top \(NumberText.format(insets.top)), left \(NumberText.format(insets.left)), "
      + "bottom \(NumberText.format(insets.bottom)), right \(NumberText.format(insets.right))"
  }

  static func trimTrailingSpaces(_ line: String) -> String {
    var result = Substring(line)
    while result.last == " " { result.removeLast() }
    return String(result)
  }
}
