import AutoLayout
import Cassowary
import Foundation
import LayoutAdaptivity
import LayoutCore
import LayoutDevices
import LayoutFormats
import LayoutMatrix
import LayoutRendering
import LayoutText

/// `layout matrix`: one layout on every device × orientation (× iPad window), with a status
/// and the problems of each configuration.
public enum MatrixAction {
  /// The options of `layout matrix`, as typed.
  public struct Options: Sendable, Hashable {
    /// The layout file.
    public var file: String
    /// `all`, `phones`, `pads`, `ipods` or device names; empty means all.
    public var devices: [String]
    /// Whether iPad multitasking windows are included.
    public var multitasking: Bool
    /// Right-to-left layout direction.
    public var rightToLeft: Bool
    /// The solver backend.
    public var backend: SolverBackend
    /// Worker threads.
    public var jobs: Int
    /// `i/n`: solve only this slice.
    public var shard: String?
    /// What to write.
    public var format: MatrixFormat
    /// Where the main result goes; `nil` or `-` for standard output.
    public var output: String?
    /// A directory for the interactive report (`index.html`).
    public var reportDirectory: String?
    /// Whether any problem makes the exit status 1.
    public var strict: Bool
    /// For storyboards and xibs: the scene or top-level view (name or id).
    public var scene: String?
    /// `--widths 320,375,...`: lay the file out as a component at each width (its height
    /// fitting the content unless the file's `size` fixes it) on the first configuration (of
    /// ``ScreenSelection/defaultDevice`` when `devices` is empty), at each content size
    /// category of `contentSizes`.
    public var widths: [String]
    /// `default`, `accessibility`, `all` or a comma-separated list of content size categories:
    /// each configuration is solved at each.
    public var contentSizes: String = "default"
    /// `--keyboard HEIGHT|docked|docked-no-predictive|hidden`: a docked keyboard shown in
    /// every configuration; controls behind it are `under-keyboard` problems.
    public var keyboard: String? = nil
    /// Storyboards and xibs: `true` measures text on every configuration (`--measure-text`),
    /// `false` keeps the stored sizes, nil measures on every screen but the saved one.
    public var measureText: Bool? = nil

    /// Makes options with the command's defaults.
    public init(
      file: String, devices: [String] = [], multitasking: Bool = true, rightToLeft: Bool = false,
      backend: SolverBackend = .cassowary, jobs: Int = 1, shard: String? = nil,
      format: MatrixFormat = .text,
      output: String? = nil, reportDirectory: String? = nil, strict: Bool = false,
      scene: String? = nil, widths: [String] = []
    ) {
      self.file = file
      self.devices = devices
      self.multitasking = multitasking
      self.rightToLeft = rightToLeft
      self.backend = backend
      self.jobs = jobs
      self.shard = shard
      self.format = format
      self.output = output
      self.reportDirectory = reportDirectory
      self.strict = strict
      self.scene = scene
      self.widths = widths
    }
  }

  /// Runs the command; `progress` hears (solved, total) distinct environments.
  public static func run(
    _ options: Options, files: any FileAccess, progress: (@Sendable (Int, Int) -> Void)? = nil
  ) -> CommandOutput {
    CommandOutput.catching { () throws(CommandError) in
      try execute(options, files: files, progress: progress)
    }
  }

  static func execute(
    _ options: Options, files: any FileAccess, progress: (@Sendable (Int, Int) -> Void)?
  ) throws(CommandError) -> CommandOutput {
    try Delivery.checkOutput(options.output, isNot: options.file, files: files)
    let keyboard = try options.keyboard.map { text throws(CommandError) in
      try KeyboardChoice.parse(text)
    }
    guard options.jobs >= 1 else {
      throw CommandError.invalidOption(
        name: "--jobs", value: String(options.jobs), expected: "a positive number")
    }
    if StoryboardInput.isStoryboard(options.file) {
      if let text = options.keyboard {
        throw CommandError.invalidOption(
          name: "--keyboard", value: text, expected: "a layout file, not a storyboard")
      }
      return try StoryboardMatrixAction.execute(options, files: files, progress: progress)
    }
    do {
      let format = options.format
      let backend = options.backend
      let shard = try options.shard.map { (text) throws(CommandError) in
        try ShardSpec(parsing: text)
      }
      // A component at --widths is laid out on one device, the first named; with none named,
      // the device `solve --size` uses, so both give the same heights at the same width (the
      // catalog's first device is a 2007 phone drawing at 1x).
      let devices = try DeviceSelection.devices(
        options.devices.isEmpty && !options.widths.isEmpty
          ? [ScreenSelection.defaultDevice] : options.devices)
      let source = try LayoutSource.load(
        path: options.file, using: files, limits: .reading(for: options.backend))
      var configurations = LayoutEnvironment.configurations(
        of: source.layout, devices: devices, multitasking: options.multitasking,
        direction: options.rightToLeft ? .rightToLeft : .leftToRight)
      configurations = ContentSizeChoice.expand(
        configurations, over: try ContentSizeChoice.parseSet(options.contentSizes))
      if let shard { configurations = shard.select(configurations) }
      let widths = try componentWidths(options.widths)
      var placements: PlacementDetail? = nil
      if let directory = options.reportDirectory {
        let count = widths.map { $0.count * Set(configurations.map(\.contentSizeCategory)).count }
        try MatrixReport.check(
          directory: directory, configurations: count ?? configurations.count, files: files)
        placements = MatrixReport.placementDetail(
          configurations: count ?? configurations.count, views: source.layout.views.count)
      }
      // The dense backend's BLAS is not known to be re-entrant, so it runs on one thread.
      let jobs = backend.name == SolverBackend.dense.name ? 1 : options.jobs
      if widths == nil {
        let work = MatrixWork(source, configurations: configurations, keyboard: keyboard)
        guard work.isWithinLimit else {
          throw CommandError.overWorkLimit(
            path: options.file, work: work,
            narrowing: "--devices (phones, pads or device names), --no-multitasking or "
              + "--shard i/n")
        }
      }
      if widths == nil, format == .text, options.reportDirectory == nil {
        // The text report needs a row per configuration and the distinct problems: each
        // screen is folded in as it is solved rather than all kept.
        let tally = MatrixSolver.summarise(
          source, configurations: configurations, backend: backend, keyboard: keyboard,
          jobs: jobs, progress: progress, into: MatrixTally(configurations: configurations)
        ) { $0.add($1, at: $2) }
        var output = CommandOutput()
        try Delivery.deliver(
          MatrixTable.render(tally, source: source, backend: backend.name), to: options.output,
          files: files, into: &output)
        output.status = ProblemReport.exitStatus(tally.occurrences.keys, strict: options.strict)
        return output
      }
      let screens: [SolvedScreen]
      if let widths {
        let height = source.layout.componentSize?.height
        // A component does not depend on the device, only on the width and the text size:
        // the first configuration at each content size category.
        var seen: Set<ContentSizeCategory> = []
        let perCategory = configurations.filter { seen.insert($0.contentSizeCategory).inserted }
        screens = perCategory.flatMap { configuration in
          widths.map {
            ScreenSolver.solve(
              source, in: configuration, backend: backend,
              component: ComponentSize(width: $0, height: height),
              keyboardHeight: keyboard?.height(on: configuration), placements: placements)
          }
        }
      } else {
        screens = MatrixSolver.solve(
          source, configurations: configurations, backend: backend, keyboard: keyboard,
          jobs: jobs, progress: progress, placements: placements)
      }
      let text = try render(screens, format: format, source: source, backend: backend.name)
      var output = CommandOutput()
      try Delivery.deliver(text, to: options.output, files: files, into: &output)
      if let directory = options.reportDirectory {
        try MatrixReport.write(screens, title: source.title, to: directory, files: files)
      }
      output.status = ProblemReport.exitStatus(
        screens.lazy.flatMap(\.problems), strict: options.strict)
      return output
    }
  }

  /// The widths of `--widths` (repeated or separated by commas), or nil when none is given.
  static func componentWidths(_ texts: [String]) throws(CommandError) -> [Double]? {
    let parts = texts.flatMap { $0.split(separator: ",", omittingEmptySubsequences: false) }
    guard !parts.isEmpty else { return nil }
    var widths: [Double] = []
    for part in parts {
      let text = part.trimmingCharacters(in: .whitespaces)
      guard let width = Double(text), width.isFinite, width > 0 else {
        throw .invalidOption(
          name: "--widths", value: String(part),
          expected: "positive widths separated by commas (320,375,393)")
      }
      guard width <= NumericRange.maximumMagnitude else {
        throw .invalidOption(
          name: "--widths", value: String(part),
          expected: "widths of at most 1000000000 points, the limit of a layout's numbers")
      }
      widths.append(width)
    }
    return widths
  }

  /// The matrix in one format.
  static func render(
    _ screens: [SolvedScreen], format: MatrixFormat, source: LayoutSource, backend: String
  ) throws(CommandError) -> String {
    do {
      switch format {
      case .json: return MatrixJSON.render(screens, source: source, backend: backend)
      case .html: return try DeviceMatrixRenderer.html(screens.map(\.snapshot), title: source.title)
      case .svg: return try DeviceMatrixRenderer.svg(screens.map(\.snapshot), title: source.title)
      case .text: return MatrixTable.render(screens, source: source, backend: backend)
      }
    } catch {
      throw .renderingFailed("\(error)")
    }
  }
}
