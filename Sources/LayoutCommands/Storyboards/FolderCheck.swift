import AutoLayout
import LayoutCore
import LayoutRendering
import LayoutStoryboard
import LayoutSupport
import LayoutText

/// `layout check DIR`: every storyboard and xib below a folder, every scene, checked like one
/// file each; a file that cannot be read or parsed is reported and the others are still
/// checked. Text is a table (one row per file, then the totals) on standard output and each
/// mismatch or unsolved scene in the compiler form on standard error; JSON, JUnit XML and
/// GitHub annotations carry the same results.
enum FolderCheck {
  /// One file's outcome.
  struct FileResult {
    /// The path.
    var path: String
    /// The checked roots (empty when refused).
    var roots: [RootCheck] = []
    /// Where each view is declared, for annotations.
    var locations: [String: SourceLocation] = [:]
    /// Why the file could not be checked.
    var refusal: CommandError?
    /// The loaded document, for the report.
    var input: StoryboardInput?
    /// Whether the path is a folder that could not be listed rather than a document.
    var isFolder = false
  }

  /// Checks `documents` (found below `folder`), writing the interactive report of every
  /// checked scene to `reportDirectory` when one is given; `progress` hears (checked, total)
  /// files. Folders below `folder` that could not be listed (`unlistable`) are reported
  /// like files that could not be read, in path order.
  ///
  /// - Throws: only for the report (a directory in use, too many scenes, a failed write).
  static func execute(
    _ documents: [String], unlistable: [FileAccessError] = [], folder: String,
    format: CheckFormat, backend: SolverBackend, measuresText: Bool = false,
    contentSize: ContentSizeCategory? = nil, files: any FileAccess,
    reportDirectory: String? = nil,
    progress: (@Sendable (Int, Int) -> Void)? = nil
  ) throws(CommandError) -> CommandOutput {
    let checked = documents.enumerated().map { index, path in
      defer { progress?(index + 1, documents.count) }
      return check(
        path, backend: backend, measuresText: measuresText, contentSize: contentSize, files: files)
    }
    let folders = unlistable.map {
      FileResult(path: $0.path, refusal: .unlistable($0), isFolder: true)
    }
    let results = (checked + folders).sorted { $0.path < $1.path }
    if let reportDirectory {
      let screens = results.flatMap { result -> [ReportScreen] in
        guard let input = result.input else { return [] }
        return CheckReportScreens.screens(result.roots, of: input, backend: backend)
      }
      if !screens.isEmpty {
        try MatrixReport.write(
          screens, title: fileName(folder), picker: "Screen", to: reportDirectory, files: files)
      }
    }
    var output = CommandOutput()
    switch format {
    case .text:
      output.standardOutput = table(results, folder: folder, measuresText: measuresText)
      output.standardError = report(results).cases.flatMap(\.diagnostics)
        .map(CIReport.compilerLine).map { $0 + "\n" }.joined()
    case .json: output.standardOutput = json(results, folder: folder)
    case .junit: output.standardOutput = report(results).junit()
    case .github: output.standardOutput = report(results).github()
    }
    if results.contains(where: { $0.refusal != nil }) {
      output.status = .badInput
    } else if results.flatMap(\.roots).contains(where: { $0.mismatched > 0 || $0.failure != nil }) {
      output.status = .problemsFound
    }
    return output
  }

  static func check(
    _ path: String, backend: SolverBackend, measuresText: Bool = false,
    contentSize: ContentSizeCategory? = nil, files: any FileAccess
  ) -> FileResult {
    let input: StoryboardInput
    do {
      input = try StoryboardInput.load(path: path, using: files, backend: backend)
    } catch {
      return FileResult(path: path, refusal: error)
    }
    var locations: [String: SourceLocation] = [:]
    func visit(_ view: StoryboardView) {
      locations[view.id] = view.location
      view.subviews.forEach(visit)
    }
    input.document.roots.map(\.view).forEach(visit)
    return FileResult(
      path: path,
      roots: input.document.check(
        backend: backend, measuresText: measuresText, contentSize: contentSize
      ).roots,
      locations: locations, input: input)
  }

  /// The test cases: one per scene, or one for a refused file.
  static func report(_ results: [FileResult]) -> CIReport {
    var cases: [CIReport.TestCase] = []
    for result in results {
      if let refusal = result.refusal {
        var diagnostics = Diagnostic.parse(refusal.report)
        if diagnostics.isEmpty {
          diagnostics = [Diagnostic(file: result.path, severity: .error, message: refusal.report)]
        }
        cases.append(
          .init(
            file: result.path, name: fileName(result.path), diagnostics: diagnostics,
            unreadable: true))
        continue
      }
      for root in result.roots {
        let scene = "scene \(root.name) (\(root.rootID))"
        var diagnostics: [Diagnostic] = []
        if let failure = root.failure {
          diagnostics.append(
            diagnostic(result, id: root.rootID, message: "not solved: \(failure) [\(scene)]"))
        }
        for view in root.views where view.status == .mismatch {
          let line = CheckReport.line(view).trimmingPrefix("  MISMATCH  ")
          diagnostics.append(
            diagnostic(result, id: view.id, message: "frame mismatch: \(line) [\(scene)]"))
        }
        cases.append(.init(file: result.path, name: scene, diagnostics: diagnostics))
      }
    }
    return CIReport(command: "layout check", cases: cases)
  }

  static func diagnostic(_ result: FileResult, id: String, message: String) -> Diagnostic {
    let at = result.locations[id]
    return Diagnostic(
      file: result.path, line: at?.line, column: at?.column, severity: .error, message: message)
  }

  /// The last path component.
  static func fileName(_ path: String) -> String {
    String(path.split(separator: "/").last ?? Substring(path))
  }

  /// The table: a row per file, then the totals with the match rate of compared frames
  /// (`Corpus/measure`'s definition: matching views over matching and mismatching ones,
  /// skipped views left out), saying how text views were sized, since measured text
  /// (`--measure-text`) gives a lower rate than the stored sizes.
  static func table(_ results: [FileResult], folder: String, measuresText: Bool = false)
    -> String
  {
    let header = ["file", "scenes", "match", "mismatch", "skipped", "not solved"]
    var rows: [[String]] = []
    for result in results {
      if let refusal = result.refusal {
        let reason = Diagnostic.parse(refusal.report).first?.message ?? "cannot be read"
        rows.append([result.path, "refused: \(reason)"])
        continue
      }
      let roots = result.roots
      rows.append(
        [
          result.path, "\(roots.count)", "\(roots.reduce(0) { $0 + $1.matched })",
          "\(roots.reduce(0) { $0 + $1.mismatched })", "\(roots.reduce(0) { $0 + $1.skipped })",
          "\(roots.filter { $0.failure != nil }.count)",
        ])
    }
    let widths = header.indices.map { column in
      ([header] + rows.filter { $0.count == header.count }).map { $0[column].count }.max() ?? 0
    }
    func format(_ row: [String]) -> String {
      guard row.count == header.count else { return row.joined(separator: "  ") }
      return row.enumerated().map { index, cell in
        let pad = String(repeating: " ", count: widths[index] - cell.count)
        return index == 0 ? cell + pad : pad + cell
      }.joined(separator: "  ").trimmingTrailingSpaces()
    }
    let roots = results.flatMap(\.roots)
    let matched = roots.reduce(0) { $0 + $1.matched }
    let mismatched = roots.reduce(0) { $0 + $1.mismatched }
    let compared = matched + mismatched
    let rate =
      compared == 0
      ? "no frame compared"
      : "\(NumberText.format(100 * Double(matched) / Double(compared), decimals: 1))% of "
        + "compared frames match ("
        + (measuresText ? "text measured" : "text views at their stored sizes") + ")"
    let documents = results.filter { !$0.isFolder }
    let refused = documents.filter { $0.refusal != nil }.count
    let unlisted = results.count - documents.count
    var lines = ([header] + rows).map(format)
    lines.append(
      "\(folder): \(counted(documents.count, "file")) (\(refused) refused"
        + (unlisted > 0 ? ", \(counted(unlisted, "folder")) not listed" : "") + "), "
        + "\(counted(roots.count, "scene")): "
        + "\(matched) match, \(mismatched) mismatch, \(roots.reduce(0) { $0 + $1.skipped }) "
        + "skipped, \(roots.filter { $0.failure != nil }.count) not solved; \(rate)")
    // File names in a walked folder (a cloned repository's) are shown, never obeyed.
    return TerminalText.printable(lines.joined(separator: "\n") + "\n", keeping: ["\n"])
  }

  /// JSON: the folder, the totals, and per file its roots as `check FILE --format json`
  /// writes them (or the error that refused it).
  static func json(_ results: [FileResult], folder: String) -> String {
    let roots = results.flatMap(\.roots)
    func total(_ value: (RootCheck) -> Int) -> OrderedJSON {
      .number(Double(roots.reduce(0) { $0 + value($1) }))
    }
    let documents: [OrderedJSON] = results.map { result in
      .object([
        ("file", .string(result.path)),
        ("error", OrderedJSON.optional(result.refusal.map { $0.report })),
        ("roots", .array(result.roots.map { CheckJSON.root($0) })),
      ])
    }
    let files = results.filter { !$0.isFolder }
    var members: [(String, OrderedJSON)] = [
      ("folder", .string(folder)),
      ("files", .number(Double(files.count))),
      ("refused", .number(Double(files.filter { $0.refusal != nil }.count))),
    ]
    if files.count < results.count {
      // Only when a folder could not be listed, so the usual report keeps its keys.
      members.append(("foldersNotListed", .number(Double(results.count - files.count))))
    }
    let document: OrderedJSON = .object(
      members + [
        ("match", total(\.matched)),
        ("mismatch", total(\.mismatched)),
        ("skipped", total(\.skipped)),
        ("notSolved", .number(Double(roots.filter { $0.failure != nil }.count))),
        ("documents", .array(documents)),
      ])
    return document.rendered() + "\n"
  }
}

extension String {
  /// The string without trailing spaces.
  fileprivate func trimmingTrailingSpaces() -> String {
    var text = self
    while text.hasSuffix(" ") { text.removeLast() }
    return text
  }
}
