import LayoutAdaptivity
import LayoutMatrix
import LayoutRendering
import LayoutStoryboard

/// `layout render FILE.storyboard|FILE.xib`: drawings of one scene or top-level view on the
/// screen the file was saved for, or on the devices and orientations the options choose.
enum StoryboardRenderAction {
  /// Runs `render` on a document.
  static func execute(_ options: RenderAction.Options, files: any FileAccess)
    throws(CommandError) -> CommandOutput
  {
    let format = options.format
    let backend = options.backend
    let input = try StoryboardInput.load(
      path: options.file, using: files, backend: options.backend)
    let root = try input.singleRoot(selecting: options.scene, command: "render")
    let configurations = try StoryboardConfigurations.selected(options.selection, input: input)
    let choices: [DeviceConfiguration?] = configurations ?? [nil]
    let screens = choices.map {
      StoryboardScreenSolver.solve(
        root, of: input, configuration: $0,
        direction: StoryboardConfigurations.direction(options.selection), backend: backend,
        measureText: options.selection.measureText,
        placements: format == .html
          ? MatrixReport.placementDetail(
            configurations: choices.count, views: root.view.subtree.count) : nil)
    }
    let text: String
    if format == .html {
      do {
        text = try InteractiveReportRenderer.render(
          screens.map { ReportScreen($0.snapshot, problems: $0.problems) },
          title: input.source.title)
      } catch {
        throw .renderingFailed("\(error)")
      }
    } else {
      text = try PictureDelivery.svg(
        screens.map(\.snapshot), title: input.source.title)
    }
    var output = CommandOutput()
    try PictureDelivery.deliver(
      text, rasterized: format == .png, scale: PictureDelivery.scale(screens.map(\.snapshot)),
      to: options.output, files: files, into: &output)
    output.standardError += StoryboardWarnings.lines(input.document)
    for screen in screens {
      output.standardError += ProblemReport.lines(
        screen.problems, source: input.source,
        context: screens.count > 1 ? screen.snapshot.screen.details : nil)
    }
    let problems = screens.flatMap(\.problems)
    output.status = ProblemReport.exitStatus(problems, strict: options.strict)
    return output
  }
}
