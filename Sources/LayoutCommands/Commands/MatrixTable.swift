import LayoutCore
import LayoutMatrix
import LayoutRendering
import LayoutSupport
import LayoutText

/// The text report of `layout matrix`: a line per configuration with its status, then every
/// distinct problem once with the configurations it occurs in.
enum MatrixTable {
  /// The whole report, ending with a newline.
  static func render(_ screens: [SolvedScreen], source: LayoutSource, backend: String) -> String {
    render(MatrixTally(screens), source: source, backend: backend)
  }

  /// The whole report of a tally, ending with a newline.
  static func render(_ tally: MatrixTally, source: LayoutSource, backend: String) -> String {
    let devices = Set(tally.configurations.map(\.device.name)).count
    var text = "\(source.path): \(counted(tally.configurations.count, "configuration")) "
    text += "on \(counted(devices, "device")), "
    text += "backend \(backend)"
    // Every configuration of one run shares the direction; say so, since --rtl mirrors frames.
    if tally.rightToLeft { text += ", right to left" }
    text += "\n\n"
    text += table(tally).joined(separator: "\n") + "\n"
    let problems = problemLines(tally, source: source)
    if !problems.isEmpty { text += "\nproblems:\n" + problems }
    text += "\n" + summary(tally) + "\n"
    // The path and the view names come from the user's files: shown, never obeyed.
    return TerminalText.printable(text, keeping: ["\n"])
  }

  /// The status table, columns padded.
  static func table(_ tally: MatrixTally) -> [String] {
    // A text size column only when the run measures text at more than the default size.
    var header = ["device", "orientation", "window", "size", "classes", "status", "problems"]
    if tally.measuresTextSizes { header.insert("text size", at: 5) }
    let rows = tally.rows.compactMap { $0 }.map { $0.cells + [$0.status, $0.counts] }
    let widths = header.indices.map { column in
      ([header] + rows).map { $0[column].count }.max() ?? 0
    }
    return ([header] + rows).map { cells in
      var line = zip(cells, widths).map { $0 + String(repeating: " ", count: $1 - $0.count) }
        .joined(separator: "  ")
      while line.last == " " { line.removeLast() }
      return line
    }
  }

  /// `2 unsatisfiable, 1 off-screen`, kinds in order of severity.
  static func counts(_ problems: [LayoutProblem]) -> String {
    var tally: [LayoutProblem.Kind: Int] = [:]
    for problem in problems { tally[problem.kind, default: 0] += 1 }
    return tally.keys.sorted().map { "\(tally[$0]!) \($0.rawValue)" }.joined(separator: ", ")
  }

  /// Each distinct problem once, in order of first occurrence, with where it occurs.
  static func problemLines(_ screens: [SolvedScreen], source: LayoutSource) -> String {
    problemLines(MatrixTally(screens), source: source)
  }

  /// Each distinct problem of a tally once, in order of first occurrence, with where it
  /// occurs.
  static func problemLines(_ tally: MatrixTally, source: LayoutSource) -> String {
    tally.orderedProblems.map { problem, occurrence in
      ProblemReport.lines(
        [problem], source: source,
        context: occurrences(first: occurrence.firstName, count: occurrence.count))
    }.joined()
  }

  /// `iPhone 15 landscapeLeft`, or `... and 4 more configurations`.
  static func occurrences(first: String, count: Int) -> String {
    switch count {
    case 1: first
    case 2: "\(first) and 1 more configuration"
    default: "\(first) and \(count - 1) more configurations"
    }
  }

  /// A configuration's name in problem lists.
  static func name(_ screen: SolvedScreen) -> String {
    var info = screen.snapshot.screen
    let category = screen.configuration.contentSizeCategory
    info.contentSize = category == .default ? nil : category.alias
    return info.configurationName
  }

  /// `summary: 180 ok, 12 unsatisfiable, 6 off-screen`.
  static func summary(_ tally: MatrixTally) -> String {
    var statuses: [String: Int] = [:]
    for row in tally.rows.compactMap({ $0 }) { statuses[row.status, default: 0] += 1 }
    let ordered =
      (statuses["ok"].map { ["\($0) ok"] } ?? [])
      + LayoutProblem.Kind.allCases.compactMap { kind in
        statuses[kind.rawValue].map { "\($0) \(kind.rawValue)" }
      }
    return "summary: " + ordered.joined(separator: ", ")
  }
}
