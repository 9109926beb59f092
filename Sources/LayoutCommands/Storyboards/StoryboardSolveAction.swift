import AutoLayout
import LayoutAdaptivity
import LayoutMatrix
import LayoutRendering

/// `layout solve FILE.storyboard|FILE.xib`: every scene and top-level view (or the one
/// `--scene` names), each in its own root, on the screen the file was saved for or on the
/// device the options choose.
enum StoryboardSolveAction {
  /// Runs `solve` on a document.
  static func execute(_ options: SolveAction.Options, files: any FileAccess) throws(CommandError)
    -> CommandOutput
  {
    let format = options.format
    guard format != .workload else {
      throw .invalidOption(
        name: "--format", value: format.rawValue, expected: "a layout file, not a storyboard")
    }
    let backend = options.backend
    let input = try StoryboardInput.load(
      path: options.file, using: files, backend: options.backend)
    let roots = try input.roots(selecting: options.scene)
    let configuration = try StoryboardConfigurations.single(options.selection, input: input)
    let screens = roots.map {
      StoryboardScreenSolver.solve(
        $0, of: input, configuration: configuration,
        direction: StoryboardConfigurations.direction(options.selection), backend: backend,
        measureText: options.selection.measureText)
    }
    let text: String
    switch format {
    case .json: text = StoryboardOutput.json(screens, input: input)
    case .ascii: text = try StoryboardOutput.ascii(screens, columns: options.columns)
    case .svg, .png:
      text = try PictureDelivery.svg(
        screens.map(\.snapshot), title: input.document.file)
    case .text, .workload: text = StoryboardOutput.text(screens, file: input.path)
    }
    var output = CommandOutput()
    try PictureDelivery.deliver(
      text, rasterized: format == .png, scale: PictureDelivery.scale(screens.map(\.snapshot)),
      to: options.output, files: files, into: &output)
    output.standardError += StoryboardWarnings.lines(input.document)
    for screen in screens {
      output.standardError += ProblemReport.lines(
        screen.problems, source: input.source,
        context: screens.count > 1 ? StoryboardNaming.label(screen.root) : nil)
    }
    let problems = screens.flatMap(\.problems)
    output.status = ProblemReport.exitStatus(problems, strict: options.strict)
    if output.status == .success {
      output.standardError += ProblemReport.strictNote(problems, strict: options.strict)
    }
    return output
  }
}
