import LayoutAdaptivity
import LayoutDevices
import LayoutMatrix
import LayoutStoryboard
import LayoutSupport
import LayoutText

/// `layout lint` on a storyboard or xib: the document's XML and references first (an error
/// at its line stops there), then every scene and top-level view (or the one `--scene`
/// names) solved on the screen the file was saved for, or on `--devices` when given.
enum StoryboardLint {
  /// What linting one document produced.
  struct Result {
    /// The summary line for standard output.
    var summary: String
    /// Messages for standard error: the document's own (reading warnings, or why it was
    /// refused), then each scene's.
    var messages: String
    /// The scenes linted, each with its messages (in ``messages`` too), so continuous
    /// integration reports get a test case per scene.
    var scenes: [(name: String, messages: String)] = []
    /// Errors (or warnings under strict) were found.
    var failed: Bool
    /// The file could not be read.
    var unreadable: Bool
  }

  /// Lints the document at `path`; `devices` is nil for the saved screen. The scenes'
  /// solves share `jobs` worker threads; the result is the same for any `jobs`.
  static func lint(
    _ path: String, scene: String?, devices: [Device]?,
    categories: [ContentSizeCategory] = [.default], strict: Bool, measureText: Bool? = nil,
    jobs: Int = 1, files: any FileAccess
  ) -> Result {
    let input: StoryboardInput
    let roots: [StoryboardRoot]
    do {
      input = try StoryboardInput.load(path: path, using: files)
      roots = try input.roots(selecting: scene)
    } catch {
      if error.refusesFile {
        return Result(
          summary: "\(path): not checked\n", messages: error.report, failed: false,
          unreadable: true)
      }
      return Result(
        summary: "\(path): 1 error, 0 warnings\n", messages: error.report, failed: true,
        unreadable: false)
    }
    let configurations: [DeviceConfiguration]?
    do {
      configurations = try Self.configurations(
        devices: devices, categories: categories, input: input)
    } catch {
      return Result(
        summary: "\(path): not checked\n", messages: error.report, failed: false,
        unreadable: true)
    }
    do {
      try StoryboardWork.check(
        StoryboardWork.of(
          roots, in: input, configurations: configurations, measureText: measureText),
        path: path,
        narrowing: devices == nil
          ? "--scene NAME" : "--scene NAME or --devices (phones, pads or device names)")
    } catch {
      return Result(
        summary: "\(path): not checked\n", messages: error.report, failed: false,
        unreadable: true)
    }
    var problems: [LayoutProblem] = []
    var messages = StoryboardWarnings.lines(input.document)
    var scenes: [(name: String, messages: String)] = []
    var configurationCount = 0
    // Each root's problems, and the lines reporting them.
    let solved: [(problems: [LayoutProblem], lines: String)]
    if let configurations {
      configurationCount = roots.count * configurations.count
      solved = StoryboardMatrixAction.solve(
        roots, of: input, configurations: configurations, backend: .cassowary,
        measureText: measureText, jobs: jobs, progress: nil
      ).map { screens in
        (screens.flatMap(\.problems), MatrixTable.problemLines(screens, source: input.source))
      }
    } else {
      configurationCount = roots.count
      solved = WorkerPool.map(count: roots.count, jobs: jobs) { index in
        let problems = StoryboardScreenSolver.solve(
          roots[index], of: input, measureText: measureText
        ).problems
        return (
          problems,
          ProblemReport.lines(
            problems, source: input.source, context: StoryboardNaming.label(roots[index]))
        )
      }
    }
    for (root, result) in zip(roots, solved) {
      messages += result.lines
      scenes.append((name: "scene " + StoryboardNaming.label(root), messages: result.lines))
      problems += result.problems
    }
    let distinct = Set(problems.map(\.withoutDetail))
    let errors = distinct.filter(\.kind.isError).count
    let warnings = distinct.count - errors
    let summary =
      errors + warnings == 0
      ? "\(path): ok (\(counted(roots.count, "root")), "
        + "\(counted(configurationCount, "configuration")))\n"
      : "\(path): \(counted(errors, "error")), \(counted(warnings, "warning"))\n"
    return Result(
      summary: summary, messages: messages, scenes: scenes,
      failed: errors > 0 || (strict && warnings > 0), unreadable: false)
  }

  /// The configurations to solve on: every configuration of `devices` at each category, or,
  /// without devices, nil for the saved screen; a content size other than the saved one is a
  /// screen of its own on the saved device, as `solve --content-size` takes it.
  private static func configurations(
    devices: [Device]?, categories: [ContentSizeCategory], input: StoryboardInput
  ) throws(CommandError) -> [DeviceConfiguration]? {
    if let devices {
      return ContentSizeChoice.expand(
        LayoutEnvironment.configurations(of: input.source.layout, devices: devices),
        over: categories)
    }
    guard categories != [.default] else { return nil }
    var result: [DeviceConfiguration] = []
    for category in categories {
      var selection = ScreenSelection()
      selection.contentSize = category.rawValue
      result += try StoryboardConfigurations.selected(selection, input: input) ?? []
    }
    return result
  }
}
