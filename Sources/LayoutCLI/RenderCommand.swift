import ArgumentParser
import LayoutCommands
import LayoutCore

/// `layout render`: drawings of a layout as SVG or an HTML report.
struct RenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Draw a layout file, storyboard or xib as SVG, PNG or an HTML report.",
    discussion: """
      Repeat --device and --orientation (or use --orientation all) to draw several screens: \
      SVG then becomes one sheet; HTML is the interactive report, one configuration per \
      screen.
      """)

  @Argument(help: "The layout file ('-' for standard input), storyboard or xib.")
  var file: String

  @Option(name: .long, help: "Storyboards and xibs: the scene or top-level view (name or id).")
  var scene: String?

  @OptionGroup var screen: ScreenOptions

  @Option(name: .long, help: "The solver backend.")
  var backend = SolverBackend.cassowary

  @Option(
    name: .long,
    help: "What to draw (png: the SVG at the device's scale; needs -o on a terminal).")
  var format = RenderFormat.svg

  @Option(name: [.short, .customLong("output")], help: "Write the drawing to this file.")
  var output: String?

  @Flag(name: .long, help: "Exit with 1 when the layout has any problem.")
  var strict = false

  func run() throws {
    try screen.textMeasuring.fontFolders.register()
    try Console.refuseBinaryOnTerminal(png: format == .png, output: output)
    let options = RenderAction.Options(
      file: file, selection: screen.selection, backend: backend, format: format, output: output,
      strict: strict, scene: scene)
    try Console.finish(RenderAction.run(options, files: LocalFiles()))
  }
}
