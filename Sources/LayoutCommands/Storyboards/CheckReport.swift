import LayoutCore
import LayoutMatrix
import LayoutRendering
import LayoutStoryboard
import LayoutText

/// Writes a frame check as text: a summary line, then per root its screen and one line per
/// view (`match`, `MISMATCH` with the solved and stored frames and the edges that differ,
/// or `skipped` with the reason), then the note on content-sized views.
enum CheckReport {
  /// The report for the roots of `check`, ending with a newline.
  static func text(_ roots: [RootCheck], file: String, measuresText: Bool = false) -> String {
    let matched = roots.reduce(0) { $0 + $1.matched }
    let mismatched = roots.reduce(0) { $0 + $1.mismatched }
    let skipped = roots.reduce(0) { $0 + $1.skipped }
    let failed = roots.filter { $0.failure != nil }.count
    var summary = "\(file): \(matched) match, \(mismatched) mismatch, \(skipped) skipped"
    if failed > 0 { summary += ", \(failed) not solved" }
    var lines = [summary]
    for root in roots {
      var heading = "scene \(root.name) (\(root.rootID))"
      if let environment = root.environment {
        heading += ", solved for \(environment.source) (\(environment.sizeClasses))"
        // Measured text styles follow the category: say so (its short name, as `solve` and
        // `matrix` name it) when it is not UIKit's default.
        if measuresText && environment.contentSizeCategory != .default {
          heading += ", \(environment.contentSizeCategory.textSizeName)"
        }
      }
      lines.append(heading)
      if let failure = root.failure { lines.append("  failed: \(failure)") }
      lines += root.views.map(line)
      lines += root.texts.map(TextCheckReport.line)
    }
    if measuresText {
      lines.append(TextCheckReport.summary(TextAccuracy(roots.flatMap(\.texts))))
      lines.append("note: " + TextCheckReport.measuredNote)
    }
    lines.append(
      "note: " + StoryboardNaming.contentSizeNote(measuresText: measuresText)
        + " (marked [size-from-content])")
    // Ids, labels and scene names come from the document: nothing in them may act on the
    // terminal.
    return TerminalText.printable(lines.joined(separator: "\n") + "\n", keeping: ["\n"])
  }

  /// One view's line.
  static func line(_ view: FrameCheck) -> String {
    var label = view.id
    if view.name != "\(view.element) \(view.id)" { label += " " + view.name }
    let notes = view.notes.isEmpty ? "" : " [\(view.notes.joined(separator: ", "))]"
    switch view.status {
    case .match:
      return "  match     \(label) \(view.actual.map(ProblemFinder.describe) ?? "")\(notes)"
    case .mismatch:
      var text = "  MISMATCH  \(label): solved \(view.actual.map(ProblemFinder.describe) ?? "-")"
      text += ", stored \(view.expected.map(ProblemFinder.describe) ?? "-")"
      if let d = view.edgeDifferences {
        let parts = [("minX", d.minX), ("minY", d.minY), ("maxX", d.maxX), ("maxY", d.maxY)]
          .filter { abs($0.1) > 1e-9 }
          .map { "\($0.0) \($0.1 > 0 ? "+" : "")\(NumberText.format($0.1))" }
        if !parts.isEmpty { text += " (\(parts.joined(separator: ", ")))" }
      }
      return text + notes
    case .skipped(let reason):
      return "  skipped   \(label): \(reason)"
    }
  }
}
