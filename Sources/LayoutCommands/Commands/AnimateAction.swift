import Cassowary
import LayoutAdaptivity
import LayoutCore
import LayoutDevices
import LayoutMatrix
import LayoutRendering

/// `layout animate`: one layout on one device, changing from one orientation or multitasking
/// window to another, as an animated SVG in which every view moves between its two solved
/// frames (``TransitionAnimationRenderer``).
public enum AnimateAction {
  /// The options of `layout animate`, as typed.
  public struct Options: Sendable, Hashable {
    /// The layout file, storyboard or xib.
    public var file: String
    /// The device; nil for the default (or, for a storyboard, the device it was saved for).
    public var device: String?
    /// Where the animation starts: an orientation or a window name.
    public var from: String
    /// Where it ends: an orientation or a window name.
    public var to: String
    /// The orientation both ends share when they name windows.
    public var orientation: OrientationChoice?
    /// The window both ends share when they name orientations (`full` when nil).
    public var multitasking: String?
    /// Right-to-left layout direction.
    public var rightToLeft: Bool
    /// The content size category text is measured at.
    public var contentSize: String?
    /// Seconds one run of the animation lasts.
    public var duration: Double
    /// How many runs (1 to ``AnimationTiming/maximumRepeats``); nil plays forever.
    public var repeats: Int?
    /// The solver backend.
    public var backend: SolverBackend
    /// Where to write; nil or `-` for standard output.
    public var output: String?
    /// For storyboards and xibs: the scene or top-level view (name or id).
    public var scene: String?

    /// Makes options with the command's defaults.
    public init(
      file: String, device: String? = nil, from: String, to: String,
      orientation: OrientationChoice? = nil,
      multitasking: String? = nil, rightToLeft: Bool = false, contentSize: String? = nil,
      duration: Double = AnimationTiming.rotationDuration, repeats: Int? = 1,
      backend: SolverBackend = .cassowary, output: String? = nil, scene: String? = nil
    ) {
      self.file = file
      self.device = device
      self.from = from
      self.to = to
      self.orientation = orientation
      self.multitasking = multitasking
      self.rightToLeft = rightToLeft
      self.contentSize = contentSize
      self.duration = duration
      self.repeats = repeats
      self.backend = backend
      self.output = output
      self.scene = scene
    }
  }

  /// What `--from` and `--to` accept, for errors.
  static let endSpellings =
    "an orientation (portrait, portraitUpsideDown, landscapeLeft, landscapeRight, landscape) "
    + "or a window (\(MultitaskingChoice.spellings))"

  /// Runs the command.
  public static func run(_ options: Options, files: any FileAccess) -> CommandOutput {
    CommandOutput.catching { () throws(CommandError) in try execute(options, files: files) }
  }

  static func execute(_ options: Options, files: any FileAccess) throws(CommandError)
    -> CommandOutput
  {
    try Delivery.checkOutput(options.output, isNot: options.file, files: files)
    let timing = try self.timing(options)
    let backend = options.backend
    let start = try selection(options.from, option: "--from", options: options)
    let end = try selection(options.to, option: "--to", options: options)
    let ends =
      StoryboardInput.isStoryboard(options.file)
      ? try storyboardEnds(start, end, options: options, backend: backend, files: files)
      : try layoutEnds(start, end, options: options, backend: backend, files: files)
    let screens = ends.screens
    let text: String
    do {
      text = try TransitionAnimationRenderer.svg(
        from: screens[0].snapshot, to: screens[1].snapshot, title: ends.title, timing: timing)
    } catch {
      throw .renderingFailed("\(error)")
    }
    var output = CommandOutput()
    try Delivery.deliver(text, to: options.output, files: files, into: &output)
    for screen in screens { output.standardError += ends.report(screen) }
    output.status = ProblemReport.exitStatus(screens.lazy.flatMap(\.problems), strict: false)
    return output
  }

  /// Both ends solved, with the animation's title and how each end's problems are reported.
  struct Ends {
    var screens: [SolvedScreen]
    var title: String
    var report: (SolvedScreen) -> String
  }

  /// Both ends of a layout file.
  static func layoutEnds(
    _ start: ScreenSelection, _ end: ScreenSelection, options: Options, backend: SolverBackend,
    files: any FileAccess
  ) throws(CommandError) -> Ends {
    let source = try LayoutSource.load(
      path: options.file, using: files, limits: .reading(for: backend))
    let configurations = try [start, end].map { (selection) throws(CommandError) in
      try configuration(selection.configurations(for: source))
    }
    try checkDifferent(configurations[0], configurations[1])
    return Ends(
      screens: MatrixSolver.solve(source, configurations: configurations, backend: backend),
      title: source.title,
      report: { ProblemReport.lines($0.problems, source: source, context: MatrixTable.name($0)) })
  }

  /// Both ends of one scene or top-level view of a storyboard or xib, on the device the
  /// document was saved for unless `--device` names one (as `render` chooses).
  static func storyboardEnds(
    _ start: ScreenSelection, _ end: ScreenSelection, options: Options, backend: SolverBackend,
    files: any FileAccess
  ) throws(CommandError) -> Ends {
    let input = try StoryboardInput.load(
      path: options.file, using: files, backend: options.backend)
    let root = try input.singleRoot(selecting: options.scene, command: "animate")
    let configurations = try [start, end].map { (selection) throws(CommandError) in
      var selection = selection
      if selection.devices.isEmpty, let id = input.document.deviceID {
        selection.devices = [id]
      }
      return try configuration(selection.configurations(for: input.source))
    }
    try checkDifferent(configurations[0], configurations[1])
    return Ends(
      screens: configurations.map { configuration in
        StoryboardScreenSolver.solve(
          root, of: input, configuration: configuration, backend: backend
        )
        .solved(in: configuration)
      },
      title: root.displayName,
      report: {
        ProblemReport.lines($0.problems, source: input.source, context: MatrixTable.name($0))
      })
  }

  /// The timing the options ask for.
  ///
  /// - Throws: ``CommandError/invalidOption(name:value:expected:)`` for a bad duration or
  ///   repeat count.
  static func timing(_ options: Options) throws(CommandError) -> AnimationTiming {
    if let count = options.repeats, !(1...AnimationTiming.maximumRepeats).contains(count) {
      throw .invalidOption(
        name: "--repeat", value: String(count),
        expected: "a count from 1 to \(AnimationTiming.maximumRepeats), or indefinite")
    }
    let timing = AnimationTiming(duration: options.duration, repeats: options.repeats)
    do {
      try timing.validate()
    } catch {
      throw .invalidOption(
        name: "--duration", value: NumberText.format(options.duration),
        expected:
          "seconds above 0 and at most \(NumberText.format(AnimationTiming.maximumDuration))")
    }
    return timing
  }

  /// The screen one end names: `text` is an orientation (the window is `--multitasking`'s)
  /// or a window (the orientation is `--orientation`'s).
  ///
  /// - Throws: ``CommandError/invalidOption(name:value:expected:)`` when `text` is neither.
  static func selection(_ text: String, option: String, options: Options) throws(CommandError)
    -> ScreenSelection
  {
    var orientation = options.orientation
    var window = options.multitasking
    if let choice = OrientationChoice(name: text), choice != .all {
      orientation = choice
    } else if MultitaskingMode.named(text) != nil {
      window = text
    } else {
      throw .invalidOption(name: option, value: text, expected: endSpellings)
    }
    // `full` is the default window, which selections spell as none; an unknown window name
    // is left for the selection to refuse with its own message.
    if let name = window, case .some(.none) = MultitaskingMode.named(name) { window = nil }
    var selection = ScreenSelection(
      devices: options.device.map { [$0] } ?? [], orientations: orientation.map { [$0] } ?? [],
      multitasking: window, rightToLeft: options.rightToLeft)
    selection.contentSize = options.contentSize
    return selection
  }

  /// The first of the configurations a selection gives (a lone `landscape` stands for the
  /// first landscape orientation the device allows).
  static func configuration(_ configurations: [DeviceConfiguration]) throws(CommandError)
    -> DeviceConfiguration
  {
    guard let first = configurations.first else {
      throw .unavailableConfiguration("the options select no screen to animate")
    }
    return first
  }

  /// Refuses two ends that are the same screen.
  ///
  /// - Throws: ``CommandError/unavailableConfiguration(_:)``.
  static func checkDifferent(_ start: DeviceConfiguration, _ end: DeviceConfiguration)
    throws(CommandError)
  {
    guard start.orientation == end.orientation, start.multitasking == end.multitasking else {
      return
    }
    let window = start.multitasking.map(\.spelling) ?? "full screen"
    throw .unavailableConfiguration(
      "--from and --to both give \(start.device.name) \(start.orientation) \(window): "
        + "nothing changes to animate; name two different orientations or windows")
  }
}
