import ArgumentParser
import LayoutCommands
import LayoutCore

/// `layout solve`: frames of one layout on one device configuration.
struct SolveCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "solve",
    abstract: "Solve a layout file on one device and print the frames.",
    discussion: "Problems are printed to standard error as file:line:column messages.")

  @Argument(help: "The layout file ('-' for standard input), storyboard or xib.")
  var file: String

  @Option(name: .long, help: "Storyboards and xibs: the scene or top-level view (name or id).")
  var scene: String?

  @OptionGroup var screen: ScreenOptions

  @Option(name: .long, help: "The solver backend.")
  var backend = SolverBackend.cassowary

  @Option(
    name: .long,
    help:
      "What to write (png: the SVG at the device's scale, needs -o on a terminal; workload, for layout files: the solver's constraints in the shared benchmark format, for `layout bench --workload` and the kiwi/HiGHS runners)."
  )
  var format = SolveFormat.text

  @Option(name: [.short, .customLong("output")], help: "Write the result to this file.")
  var output: String?

  @Option(
    name: .long, parsing: .unconditional,
    help: "Columns for ASCII art (default: the terminal's width, or 80).")
  var columns: Int?

  @Option(
    name: .long,
    help:
      "Lay the file out as a component of this size: WIDTHxHEIGHT, ? fitting a side to its content (375x?)."
  )
  var size: String?

  @Option(
    name: .long, parsing: .unconditional,
    help:
      "Show a docked keyboard: HEIGHT points, docked (the device's own, with the predictive bar), docked-no-predictive, or hidden; views constrained to root.keyboard move above it."
  )
  var keyboard: String?

  @Flag(name: .long, help: "Exit with 1 when the layout has any problem.")
  var strict = false

  func run() throws {
    try screen.textMeasuring.fontFolders.register()
    try Console.refuseBinaryOnTerminal(png: format == .png, output: output)
    let options = SolveAction.Options(
      file: file, selection: screen.selection, backend: backend, format: format, output: output,
      columns: columns ?? Console.columns, strict: strict,
      scene: scene, size: size, keyboard: keyboard)
    try Console.finish(SolveAction.run(options, files: LocalFiles()))
  }
}
