import LayoutCore
import LayoutDevices
import LayoutMatrix
import LayoutSupport
import LayoutText

/// `layout lint`: every error and warning of one or more layout files, without frames.
///
/// A file is checked twice: as text (syntax, names, Apple's constraint rules, each error at
/// its line and column), then, if that passes, solved on the selected devices in every
/// orientation and window, where conflicts and ambiguity are errors and views off-screen,
/// clipped, overlapping or without area are warnings, each reported once at the constraint or
/// view declaration responsible, with the configurations it occurs in.
public enum LintAction {
  /// The options of `layout lint`, as typed.
  public struct Options: Sendable, Hashable {
    /// The layout files, storyboards, xibs, or folders to walk for storyboards and xibs.
    public var files: [String]
    /// Devices to solve on (`all`, `phones`, `pads`, names); empty means all.
    public var devices: [String]
    /// Worker threads.
    public var jobs: Int
    /// Whether warnings also make the exit status 1.
    public var strict: Bool
    /// For storyboards and xibs: only this scene or top-level view (name or id).
    public var scene: String?
    /// What to write.
    public var format: LintFormat
    /// Content size categories to solve at (see ``ContentSizeChoice/parseSet(_:)``).
    public var contentSizes: String = "default"
    /// Storyboards and xibs: `true` measures text (`--measure-text`), `false` keeps the
    /// stored sizes, nil measures on every screen but the saved one.
    public var measureText: Bool? = nil

    /// Makes options with the command's defaults.
    public init(
      files: [String], devices: [String] = [], jobs: Int = 1, strict: Bool = false,
      scene: String? = nil, format: LintFormat = .text
    ) {
      self.files = files
      self.devices = devices
      self.jobs = jobs
      self.strict = strict
      self.scene = scene
      self.format = format
    }
  }

  /// Runs the command: messages on standard error, one summary line per file on standard
  /// output (with `junit` or `github`, that report alone on standard output; JUnit has a
  /// test case per layout file and per storyboard scene, and one for a document's own
  /// messages). A folder stands for every storyboard and xib below it. Exit status 2 when a
  /// file cannot be read or is refused as a whole (over its size limit, not UTF-8), else 1
  /// when there are errors (or warnings under `strict`), else 0.
  ///
  /// With more than one file, `progress` hears (linted, total) files.
  public static func run(
    _ options: Options, files: any FileAccess, progress: (@Sendable (Int, Int) -> Void)? = nil
  ) -> CommandOutput {
    var output = CommandOutput()
    let devices: [Device]
    let categories: [ContentSizeCategory]
    var paths: [String] = []
    // Folders below a given one that could not be listed, reported in path order.
    var unlistable: [String: FileAccessError] = [:]
    do {
      devices = try DeviceSelection.devices(options.devices)
      categories = try ContentSizeChoice.parseSet(options.contentSizes)
      for path in options.files {
        guard let listing = try AppFolder.documents(in: path, files: files) else {
          paths.append(path)
          continue
        }
        for folder in listing.unlistable { unlistable[folder.path] = folder }
        paths += (listing.files + listing.unlistable.map(\.path)).sorted()
      }
    } catch {
      return CommandOutput(failure: error)
    }
    var failed = false
    var unreadable = false
    var cases: [CIReport.TestCase] = []
    for (index, path) in paths.enumerated() {
      let messagesBefore = output.standardError.utf8.count
      // This file could not be read (`unreadable` says whether any could).
      var fileUnreadable = false
      // A document's scenes, each a test case of its own.
      var scenes: [(name: String, messages: String)] = []
      defer {
        if paths.count > 1 { progress?(index + 1, paths.count) }
        var messages = String(
          decoding: output.standardError.utf8.dropFirst(messagesBefore), as: UTF8.self)
        if !scenes.isEmpty {
          let sceneBytes = scenes.reduce(0) { $0 + $1.messages.utf8.count }
          messages = String(decoding: messages.utf8.dropLast(sceneBytes), as: UTF8.self)
        }
        if scenes.isEmpty || !messages.isEmpty {
          cases.append(
            .init(
              file: path, name: FolderCheck.fileName(path),
              diagnostics: Diagnostic.parse(messages),
              unreadable: fileUnreadable))
        }
        for scene in scenes {
          cases.append(
            .init(file: path, name: scene.name, diagnostics: Diagnostic.parse(scene.messages)))
        }
      }
      if let folder = unlistable[path] {
        output.standardError += CommandError.unlistable(folder).report
        output.standardOutput += "\(path): not checked\n"
        fileUnreadable = true
        unreadable = true
        continue
      }
      if StoryboardInput.isStoryboard(path) {
        let result = StoryboardLint.lint(
          path, scene: options.scene, devices: options.devices.isEmpty ? nil : devices,
          categories: categories, strict: options.strict, measureText: options.measureText,
          jobs: max(1, options.jobs), files: files)
        output.standardOutput += result.summary
        output.standardError += result.messages
        scenes = result.scenes
        failed = failed || result.failed
        fileUnreadable = result.unreadable
        unreadable = unreadable || result.unreadable
        continue
      }
      let source: LayoutSource
      do {
        source = try LayoutSource.load(path: path, using: files)
      } catch {
        output.standardError += error.report
        if case .invalidLayout(let errors) = error, !error.refusesFile {
          output.standardOutput += "\(path): \(counted(errors.errors.count, "error")), 0 warnings\n"
          failed = true
        } else {
          output.standardOutput += "\(path): not checked\n"
          fileUnreadable = true
          unreadable = true
        }
        continue
      }
      let configurations = ContentSizeChoice.expand(
        LayoutEnvironment.configurations(of: source.layout, devices: devices), over: categories)
      let work = MatrixWork(source, configurations: configurations)
      guard work.isWithinLimit else {
        output.standardError +=
          CommandError.overWorkLimit(
            path: path, work: work, narrowing: "--devices (phones, pads or device names)"
          ).report
        output.standardOutput += "\(path): not checked\n"
        fileUnreadable = true
        unreadable = true
        continue
      }
      // Each screen is folded into the tally as it is solved: memory grows with the file's
      // distinct problems, not with problems × configurations.
      let tally = MatrixSolver.summarise(
        source, configurations: configurations, jobs: max(1, options.jobs),
        into: MatrixTally(configurations: configurations)
      ) { $0.add($1, at: $2) }
      let fileWarnings = source.fileWarnings
      output.standardError += fileWarnings.joined()
      output.standardError += MatrixTable.problemLines(tally, source: source)
      let errors = tally.occurrences.keys.filter(\.kind.isError).count
      let warnings = tally.occurrences.count - errors + fileWarnings.count
      output.standardOutput +=
        errors + warnings == 0
        ? "\(path): ok (\(configurations.count) configurations)\n"
        : "\(path): \(counted(errors, "error")), \(counted(warnings, "warning"))\n"
      if errors > 0 || (options.strict && warnings > 0) { failed = true }
    }
    output.status = unreadable ? .badInput : failed ? .problemsFound : .success
    let report = CIReport(command: "layout lint", cases: cases, warningsFail: options.strict)
    switch options.format {
    case .junit: output.standardOutput = report.junit()
    case .github: output.standardOutput = report.github()
    case .text:
      // Paths come from the command line or a folder walk (a cloned repository's file
      // names): shown, never obeyed by the terminal.
      output.standardOutput = TerminalText.printable(output.standardOutput, keeping: ["\n"])
      return output
    }
    output.standardError = ""
    return output
  }
}
