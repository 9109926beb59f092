import LayoutMatrix
import LayoutRendering
import LayoutSupport
import LayoutText

/// The text report of `layout matrix`: a line per configuration with its status, then every
/// distinct problem once with the configurations it occurs in.
enum MatrixTable {
  /// The whole report, ending with a newline.
  static func render(_ screens: [SolvedScreen], source: LayoutSource, backend: String) -> String {
    let devices = Set(screens.map(\.configuration.device.name)).count
    var text = "\(source.path): \(counted(screens.count, "configuration")) "
    text += "on \(counted(devices, "device")), "
    text += "backend \(backend)"
    // Every configuration of one run shares the direction; say so, since --rtl mirrors frames.
    if screens.first?.snapshot.screen.layoutDirection == .rightToLeft { text += ", right to left" }
    text += "\n\n"
    text += table(screens).joined(separator: "\n") + "\n"
    let problems = problemLines(screens, source: source)
    if !problems.isEmpty { text += "\nproblems:\n" + problems }
    text += "\n" + summary(screens) + "\n"
    return text
  }

  /// The status table, columns padded.
  static func table(_ screens: [SolvedScreen]) -> [String] {
    // A text size column only when the run measures text at more than the default size.
    let textSizes = screens.contains { $0.configuration.contentSizeCategory != .default }
    var header = ["device", "orientation", "window", "size", "classes", "status", "problems"]
    if textSizes { header.insert("text size", at: 5) }
    let rows = screens.map { screen -> [String] in
      let info = screen.snapshot.screen
      let classes =
        info.sizeClasses.map {
          "w\($0.horizontal.shortName) h\($0.vertical.shortName)"
        } ?? ""
      var row = [
        info.deviceName ?? "", info.orientation ?? "", info.multitasking ?? "full",
        "\(NumberText.format(info.size.width))x\(NumberText.format(info.size.height))", classes,
        screen.status, counts(screen.problems),
      ]
      if textSizes { row.insert(screen.configuration.contentSizeCategory.alias, at: 5) }
      return row
    }
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
    var order: [LayoutProblem] = []
    var places: [LayoutProblem: [String]] = [:]
    for screen in screens {
      for problem in screen.problems.map(\.withoutDetail) {
        if places[problem] == nil { order.append(problem) }
        places[problem, default: []].append(name(screen))
      }
    }
    return order.map { problem in
      ProblemReport.lines([problem], source: source, context: occurrences(places[problem]!))
    }.joined()
  }

  /// `iPhone 15 landscapeLeft`, or `... and 4 more configurations`.
  static func occurrences(_ names: [String]) -> String {
    switch names.count {
    case 1: names[0]
    case 2: "\(names[0]) and 1 more configuration"
    default: "\(names[0]) and \(names.count - 1) more configurations"
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
  static func summary(_ screens: [SolvedScreen]) -> String {
    var tally: [String: Int] = [:]
    for screen in screens { tally[screen.status, default: 0] += 1 }
    let ordered =
      (tally["ok"].map { ["\($0) ok"] } ?? [])
      + LayoutProblem.Kind.allCases.compactMap { kind in
        tally[kind.rawValue].map { "\($0) \(kind.rawValue)" }
      }
    return "summary: " + ordered.joined(separator: ", ")
  }
}
