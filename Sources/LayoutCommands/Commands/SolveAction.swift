import AutoLayout
import Cassowary
import LayoutCore
import LayoutFormats
import LayoutMatrix
import LayoutRendering

/// `layout solve`: one layout on one device configuration, as text, JSON, ASCII, SVG or PNG.
public enum SolveAction {
  /// The options of `layout solve`, as typed.
  public struct Options: Sendable, Hashable {
    /// The layout file (`-` for standard input).
    public var file: String
    /// The device, orientation, window and direction.
    public var selection: ScreenSelection
    /// The solver backend.
    public var backend: SolverBackend
    /// What to write.
    public var format: SolveFormat
    /// Where to write the result; `nil` or `-` for standard output.
    public var output: String?
    /// Columns available for ASCII art.
    public var columns: Int
    /// Whether problems make the exit status 1.
    public var strict: Bool
    /// For storyboards and xibs: the scene or top-level view to solve (name or id); all when
    /// nil.
    public var scene: String?
    /// `--size WxH`: lay the file out as a component of this size (`?` fits a side).
    public var size: String?
    /// `--keyboard HEIGHT|docked|docked-no-predictive|hidden`: a docked keyboard over the
    /// screen's bottom, this tall or as tall as the device's own.
    public var keyboard: String?

    /// Makes options with the command's defaults.
    public init(
      file: String, selection: ScreenSelection = ScreenSelection(),
      backend: SolverBackend = .cassowary,
      format: SolveFormat = .text, output: String? = nil, columns: Int = 80, strict: Bool = false,
      scene: String? = nil, size: String? = nil, keyboard: String? = nil
    ) {
      self.file = file
      self.selection = selection
      self.backend = backend
      self.format = format
      self.output = output
      self.columns = columns
      self.strict = strict
      self.scene = scene
      self.size = size
      self.keyboard = keyboard
    }
  }

  /// Runs the command.
  public static func run(_ options: Options, files: any FileAccess) -> CommandOutput {
    CommandOutput.catching { () throws(CommandError) in try execute(options, files: files) }
  }

  static func execute(_ options: Options, files: any FileAccess) throws(CommandError)
    -> CommandOutput
  {
    try ColumnsOption.check(options.columns)
    try Delivery.checkOutput(options.output, isNot: options.file, files: files)
    let component = try componentSize(options.size)
    let keyboard = try options.keyboard.map { text throws(CommandError) in
      try KeyboardChoice.parse(text)
    }
    if StoryboardInput.isStoryboard(options.file) {
      guard component == nil, keyboard == nil else {
        throw CommandError.invalidOption(
          name: component != nil ? "--size" : "--keyboard",
          value: options.size ?? options.keyboard ?? "", expected: "a layout file, not a storyboard"
        )
      }
      return try StoryboardSolveAction.execute(options, files: files)
    }
    do {
      let backend = options.backend
      let source = try LayoutSource.load(
        path: options.file, using: files, limits: .reading(for: backend))
      let configuration = try options.selection.single(
        try options.selection.configurations(for: source))
      let screen = ScreenSolver.solve(
        source, in: configuration, backend: backend, component: component,
        keyboardHeight: keyboard?.height(on: configuration))
      let text = try render(
        screen, format: options.format, columns: options.columns, title: source.title)
      var output = CommandOutput()
      try PictureDelivery.deliver(
        text, rasterized: options.format == .png, scale: screen.snapshot.screen.scale,
        to: options.output,
        files: files, into: &output)
      output.standardError += source.fileWarnings.joined()
      output.standardError += ProblemReport.lines(screen.problems, source: source)
      output.status = ProblemReport.exitStatus(screen.problems, strict: options.strict)
      if output.status == .success {
        output.standardError += ProblemReport.strictNote(screen.problems, strict: options.strict)
      }
      return output
    }
  }

  /// `--size WxH`, each side a positive number or `?`.
  static func componentSize(_ text: String?) throws(CommandError) -> ComponentSize? {
    guard let text else { return nil }
    guard let size = ComponentSize(commandLine: text) else {
      throw .invalidOption(
        name: "--size", value: text,
        expected: "WIDTHxHEIGHT, each a positive number or ? to fit the content (375x?)")
    }
    // A root past the range of a layout's numbers fails only once solved; refused here.
    guard (size.width ?? 0) <= NumericRange.maximumMagnitude,
      (size.height ?? 0) <= NumericRange.maximumMagnitude
    else {
      throw .invalidOption(
        name: "--size", value: text,
        expected: "sides of at most 1000000000 points, the limit of a layout's numbers")
    }
    return size
  }

  /// The screen in one format; `title` names the layout in a workload.
  ///
  /// - Throws: ``CommandError/renderingFailed(_:)`` when the drawing or the workload cannot
  ///   be made.
  static func render(_ screen: SolvedScreen, format: SolveFormat, columns: Int, title: String)
    throws(CommandError) -> String
  {
    do {
      switch format {
      case .json: return JSONRenderer.render(screen.snapshot)
      case .svg, .png: return try SVGRenderer.render(screen.snapshot)
      case .workload: return try WorkloadExport.json(screen, title: title)
      case .ascii:
        return try ASCIIRenderer.render(
          screen.snapshot, options: AsciiCanvas.options(for: screen.snapshot, columns: columns))
      case .text:
        if let failure = screen.problems.failure {
          return TextTableRenderer.unsolved(screen.snapshot, reason: failure.message)
        }
        return TextTableRenderer.render(screen.snapshot)
      }
    } catch let error as CommandError {
      throw error
    } catch {
      throw .renderingFailed("\(error)")
    }
  }
}
