import LayoutDevices
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
    /// The layout files.
    public var files: [String]
    /// Devices to solve on (`all`, `phones`, `pads`, names); empty means all.
    public var devices: [String]
    /// Worker threads.
    public var jobs: Int
    /// Whether warnings also make the exit status 1.
    public var strict: Bool
    /// For storyboards and xibs: only this scene or top-level view (name or id).
    public var scene: String?
    /// Content size categories to solve at (see ``ContentSizeChoice/parseSet(_:)``).
    public var contentSizes: String = "default"

    /// Makes options with the command's defaults.
    public init(
      files: [String], devices: [String] = [], jobs: Int = 1, strict: Bool = false,
      scene: String? = nil
    ) {
      self.files = files
      self.devices = devices
      self.jobs = jobs
      self.strict = strict
      self.scene = scene
    }
  }

  /// Runs the command: messages on standard error, one summary line per file on standard
  /// output. Exit status 2 when a file cannot be read, else 1 when there are errors (or
  /// warnings under `strict`), else 0.
  public static func run(_ options: Options, files: any FileAccess) -> CommandOutput {
    var output = CommandOutput()
    let devices: [Device]
    let categories: [ContentSizeCategory]
    do {
      devices = try DeviceSelection.devices(options.devices)
      categories = try ContentSizeChoice.parseSet(options.contentSizes)
    } catch {
      return CommandOutput(failure: error)
    }
    var failed = false
    var unreadable = false
    for path in options.files {
      if StoryboardInput.isStoryboard(path) {
        let result = StoryboardLint.lint(
          path, scene: options.scene, devices: options.devices.isEmpty ? nil : devices,
          strict: options.strict, files: files)
        output.standardOutput += result.summary
        output.standardError += result.messages
        failed = failed || result.failed
        unreadable = unreadable || result.unreadable
        continue
      }
      let source: LayoutSource
      do {
        source = try LayoutSource.load(path: path, using: files)
      } catch {
        output.standardError += error.report
        if case .invalidLayout(let errors) = error {
          output.standardOutput += "\(path): \(count(errors.errors.count, "error")), 0 warnings\n"
          failed = true
        } else {
          output.standardOutput += "\(path): not checked\n"
          unreadable = true
        }
        continue
      }
      let configurations = ContentSizeChoice.expand(
        LayoutEnvironment.configurations(of: source.layout, devices: devices), over: categories)
      let screens = MatrixSolver.solve(
        source, configurations: configurations, jobs: max(1, options.jobs))
      output.standardError += MatrixTable.problemLines(screens, source: source)
      let distinct = Set(screens.flatMap(\.problems).map(\.withoutDetail))
      let errors = distinct.filter(\.kind.isError).count
      let warnings = distinct.count - errors
      output.standardOutput +=
        errors + warnings == 0
        ? "\(path): ok (\(configurations.count) configurations)\n"
        : "\(path): \(count(errors, "error")), \(count(warnings, "warning"))\n"
      if errors > 0 || (options.strict && warnings > 0) { failed = true }
    }
    output.status = unreadable ? .badInput : failed ? .problemsFound : .success
    return output
  }

  /// `1 error`, `2 errors`.
  static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}
