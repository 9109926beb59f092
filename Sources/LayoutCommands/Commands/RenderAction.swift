import Cassowary
import LayoutCore
import LayoutMatrix
import LayoutRendering

/// `layout render`: drawings of a layout on one or more devices and orientations, as SVG
/// (one screen, or a sheet of several), as PNG (the SVG at the device's scale) or as the
/// interactive HTML report.
public enum RenderAction {
  /// The options of `layout render`, as typed.
  public struct Options: Sendable, Hashable {
    /// The layout file.
    public var file: String
    /// Devices (repeatable), orientations (repeatable, `all` for every allowed one), window
    /// and direction.
    public var selection: ScreenSelection
    /// The solver backend.
    public var backend: SolverBackend
    /// What to draw.
    public var format: RenderFormat
    /// Where to write; `nil` or `-` for standard output.
    public var output: String?
    /// Whether problems make the exit status 1.
    public var strict: Bool
    /// For storyboards and xibs: the scene or top-level view (name or id).
    public var scene: String?

    /// Makes options with the command's defaults.
    public init(
      file: String, selection: ScreenSelection = ScreenSelection(),
      backend: SolverBackend = .cassowary,
      format: RenderFormat = .svg, output: String? = nil, strict: Bool = false, scene: String? = nil
    ) {
      self.file = file
      self.selection = selection
      self.backend = backend
      self.format = format
      self.output = output
      self.strict = strict
      self.scene = scene
    }
  }

  /// Runs the command.
  public static func run(_ options: Options, files: any FileAccess) -> CommandOutput {
    CommandOutput.catching { () throws(CommandError) in try execute(options, files: files) }
  }

  static func execute(_ options: Options, files: any FileAccess) throws(CommandError)
    -> CommandOutput
  {
    try Delivery.checkOutput(options.output, isNot: options.file, files: files)
    if StoryboardInput.isStoryboard(options.file) {
      return try StoryboardRenderAction.execute(options, files: files)
    }
    do {
      let format = options.format
      let backend = options.backend
      let source = try LayoutSource.load(
        path: options.file, using: files, limits: .reading(for: backend))
      let configurations = try options.selection.configurations(for: source)
      let screens = MatrixSolver.solve(
        source, configurations: configurations, backend: backend,
        placements: format == .html
          ? MatrixReport.placementDetail(
            configurations: configurations.count, views: source.layout.views.count) : nil)
      let snapshots = screens.map(\.snapshot)
      let text: String
      if format == .html {
        do {
          text = try InteractiveReportRenderer.render(
            screens.map { ReportScreen($0.snapshot, problems: $0.problems) }, title: source.title)
        } catch {
          throw CommandError.renderingFailed("\(error)")
        }
      } else {
        text = try PictureDelivery.svg(snapshots, title: source.title)
      }
      var output = CommandOutput()
      try PictureDelivery.deliver(
        text, rasterized: format == .png, scale: PictureDelivery.scale(snapshots),
        to: options.output,
        files: files, into: &output)
      for screen in screens {
        output.standardError += ProblemReport.lines(
          screen.problems, source: source, context: MatrixTable.name(screen))
      }
      output.status = ProblemReport.exitStatus(
        screens.lazy.flatMap(\.problems), strict: options.strict)
      return output
    }
  }
}
