import AutoLayout
import LayoutAdaptivity
import LayoutCore
import LayoutMatrix
import LayoutRendering
import LayoutStoryboard

/// `layout matrix FILE.storyboard|FILE.xib`: one scene or top-level view on every device ×
/// orientation (× iPad window), with the statuses and problems of layout files.
enum StoryboardMatrixAction {
  /// Runs `matrix` on a document.
  static func execute(
    _ options: MatrixAction.Options, files: any FileAccess,
    progress: (@Sendable (Int, Int) -> Void)?
  ) throws(CommandError) -> CommandOutput {
    let format = options.format
    let backend = options.backend
    let shard = try options.shard.map { (text) throws(CommandError) in
      try ShardSpec(parsing: text)
    }
    let devices = try DeviceSelection.devices(options.devices)
    let input = try StoryboardInput.load(
      path: options.file, using: files, backend: options.backend)
    var configurations = LayoutEnvironment.configurations(
      of: input.source.layout, devices: devices, multitasking: options.multitasking,
      direction: options.rightToLeft ? .rightToLeft : .leftToRight)
    configurations = ContentSizeChoice.expand(
      configurations, over: try ContentSizeChoice.parseSet(options.contentSizes))
    if let shard { configurations = shard.select(configurations) }
    if options.scene == everyScene {
      return try executeEveryScene(
        options, input: input, configurations: configurations, format: format, backend: backend,
        files: files, progress: progress)
    }
    if let directory = options.reportDirectory {
      try MatrixReport.check(
        directory: directory, configurations: configurations.count, files: files)
    }
    let root = try input.singleRoot(selecting: options.scene, command: "matrix")
    try StoryboardWork.check(
      StoryboardWork.of(
        [root], in: input, configurations: configurations, measureText: options.measureText),
      path: options.file, narrowing: narrowing)
    let screens = solve(
      root, of: input, configurations: configurations, backend: backend, options: options,
      progress: progress)
    let text = try MatrixAction.render(
      screens, format: format, source: input.source, backend: backend.name)
    var output = CommandOutput()
    try Delivery.deliver(text, to: options.output, files: files, into: &output)
    output.standardError += StoryboardWarnings.lines(input.document)
    output.standardError += placeholderNote(root)
    if let directory = options.reportDirectory {
      try MatrixReport.write(screens, title: input.source.title, to: directory, files: files)
    }
    output.status = ProblemReport.exitStatus(
      screens.lazy.flatMap(\.problems), strict: options.strict)
    return output
  }

  /// The options of `matrix` that make a storyboard run smaller, for the work limit's
  /// message.
  static let narrowing =
    "--scene NAME, --devices (phones, pads or device names), --no-multitasking or --shard i/n"

  /// `--scene all`: every scene and top-level view.
  static let everyScene = "all"

  /// The note naming the placeholder constraints of `root`, or nothing when it has none.
  static func placeholderNote(_ root: StoryboardRoot) -> String {
    let placeholders = root.view.subtree.flatMap(\.constraints).filter(\.isPlaceholder)
    guard !placeholders.isEmpty else { return "" }
    return "note: placeholder constraints left out on every device (Xcode removes them when it "
      + "builds the app): " + placeholders.map(\.id).joined(separator: ", ") + "\n"
  }

  /// ``solve(_:of:configurations:backend:measureText:jobs:progress:placements:)`` as
  /// `matrix`'s options ask: text measured or not, `--jobs` workers (one for the dense
  /// backend), and each view's placing constraints recorded when a report is written.
  static func solve(
    _ root: StoryboardRoot, of input: StoryboardInput,
    configurations: [DeviceConfiguration], backend: SolverBackend,
    options: MatrixAction.Options, progress: (@Sendable (Int, Int) -> Void)?
  ) -> [SolvedScreen] {
    solve(
      root, of: input, configurations: configurations, backend: backend,
      measureText: options.measureText, jobs: jobs(options, backend: backend),
      progress: progress,
      placements: options.reportDirectory == nil
        ? nil
        : MatrixReport.placementDetail(
          configurations: configurations.count, views: root.view.subtree.count))
  }

  /// The worker threads `options` ask for on `backend`: the dense backend's BLAS is not known
  /// to be re-entrant, so it runs on one, as it does for a layout file.
  static func jobs(_ options: MatrixAction.Options, backend: SolverBackend) -> Int {
    backend.name == SolverBackend.dense.name ? 1 : max(1, options.jobs)
  }

  /// The root solved in each configuration; configurations sharing an environment (traits,
  /// window size and safe area) and the source of text sizes are solved once. Text is
  /// measured as `measureText` says, or (nil) on every configuration but the saved screen.
  static func solve(
    _ root: StoryboardRoot, of input: StoryboardInput,
    configurations: [DeviceConfiguration], backend: SolverBackend, measureText: Bool? = nil,
    jobs: Int = 1, progress: (@Sendable (Int, Int) -> Void)?,
    placements: PlacementDetail? = nil
  ) -> [SolvedScreen] {
    solve(
      [root], of: input, configurations: configurations, backend: backend,
      measureText: measureText, jobs: jobs, progress: progress, placements: { _ in placements }
    )[0]
  }

  /// Each of `roots` solved in each configuration, every distinct solve of every root on one
  /// pool of `jobs` workers; the screens of each root in the order of `configurations`, the
  /// same for any `jobs`. `progress` hears (solved, total) distinct solves over all roots.
  static func solve(
    _ roots: [StoryboardRoot], of input: StoryboardInput,
    configurations: [DeviceConfiguration], backend: SolverBackend, measureText: Bool? = nil,
    jobs: Int = 1, progress: (@Sendable (Int, Int) -> Void)?,
    placements: (StoryboardRoot) -> PlacementDetail? = { _ in nil }
  ) -> [[SolvedScreen]] {
    // Per root: each configuration's distinct solve, and each distinct solve's first
    // configuration (whose label the solved screen carries).
    var plans: [(solveOf: [Int], firsts: [Int])] = []
    var tasks: [(root: Int, configuration: Int, measuresText: Bool)] = []
    for (rootIndex, root) in roots.enumerated() {
      var index: [StoryboardWork.Key: Int] = [:]
      var solveOf: [Int] = []
      var firsts: [Int] = []
      for key in StoryboardWork.keys(
        root, in: input, configurations: configurations, measureText: measureText)
      {
        if let known = index[key] {
          solveOf.append(known)
          continue
        }
        index[key] = firsts.count
        solveOf.append(firsts.count)
        firsts.append(solveOf.count - 1)
        tasks.append((rootIndex, solveOf.count - 1, key.measuresText))
      }
      plans.append((solveOf, firsts))
    }
    let details = roots.map(placements)
    let pending = tasks
    // Each thread keeps a scene's layout between its solves (``StoryboardWorker``); a
    // re-solve gives what a fresh build gives, so the results do not depend on which thread
    // ran which task.
    let solved = WorkerPool.fold(
      count: pending.count, jobs: jobs, progress: progress,
      into: [SolvedScreen?](repeating: nil, count: pending.count),
      worker: { StoryboardWorker() },
      { worker, index in
        let task = pending[index]
        let configuration = configurations[task.configuration]
        return StoryboardScreenSolver.solve(
          roots[task.root], of: input, configuration: configuration, backend: backend,
          measureText: task.measuresText, placements: details[task.root], worker: worker
        ).solved(in: configuration)
      }, { results, result, index in results[index] = result }
    ).map { $0! }
    var offset = 0
    return plans.map { plan in
      defer { offset += plan.firsts.count }
      return plan.solveOf.enumerated().map { configuration, solve in
        let screen = solved[offset + solve]
        return plan.firsts[solve] == configuration
          ? screen : MatrixSolver.relabel(screen, as: configurations[configuration])
      }
    }
  }
}
