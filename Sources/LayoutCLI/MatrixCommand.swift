import ArgumentParser
import Foundation
import LayoutCommands
import LayoutCore

/// `layout matrix`: a layout on every device, orientation and iPad window.
struct MatrixCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "matrix",
    abstract: "Solve a layout file on every device x orientation (x iPad window).",
    discussion: """
      Statuses, worst first: failed, unsatisfiable, rejected, feedback-loop, ambiguous, \
      off-screen, under-keyboard, clipped, outside-superview, beyond-content, overlap, zero-size, truncated; \
      else ok. With --strict any problem exits with 1 (for CI).
      """)

  @Argument(help: "The layout file ('-' for standard input), storyboard or xib.")
  var file: String

  @Option(
    name: .long,
    help: "Storyboards and xibs: the scene or top-level view (name or id), or all (every one).")
  var scene: String?

  @Option(
    name: .long,
    help: "all, phones, pads, ipods or device names; repeat or separate with commas.")
  var devices: [String] = []

  @Flag(name: .customLong("no-multitasking"), help: "Leave out iPad Split View and Slide Over.")
  var noMultitasking = false

  @Flag(name: .long, help: "Lay out right to left.")
  var rtl = false

  @Option(name: .long, help: "The solver backend.")
  var backend = SolverBackend.cassowary

  @Option(name: .long, help: "Parallel jobs (default: the number of processors).")
  var jobs: Int?

  @Option(name: .long, help: "Solve only slice i of n (1-based), e.g. 2/4.")
  var shard: String?

  @Option(name: .long, help: "What to write.")
  var format = MatrixFormat.text

  @Option(name: [.short, .customLong("output")], help: "Write the result to this file.")
  var output: String?

  @Option(
    name: .long,
    help: "Write the interactive report (index.html) to this new or empty directory.")
  var report: String?

  @Option(
    name: .long,
    help:
      "Lay the file out as a component at each of these widths (commas), its height fitting the content, on the first device of --devices (iPhone 15, as solve --size, when none is named)."
  )
  var widths: [String] = []

  @Flag(name: .long, help: "Exit with 1 when any configuration has a problem.")
  var strict = false

  @OptionGroup var textSizes: ContentSizesOptions

  @Option(
    name: .long, parsing: .unconditional,
    help:
      "Show a docked keyboard in every configuration: HEIGHT points, docked (each device's own), docked-no-predictive or hidden; controls behind it are under-keyboard problems."
  )
  var keyboard: String?

  @OptionGroup var textMeasuring: MeasureTextOption

  func run() throws {
    try textMeasuring.fontFolders.register()
    var options = MatrixAction.Options(
      file: file, devices: devices, multitasking: !noMultitasking, rightToLeft: rtl,
      backend: backend, jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount, shard: shard,
      format: format, output: output, reportDirectory: report, strict: strict, scene: scene,
      widths: widths)
    options.contentSizes = textSizes.categories
    options.keyboard = keyboard
    options.measureText = textMeasuring.measureText
    let progress = Console.progressBar(label: "solving")
    try Console.finish(MatrixAction.run(options, files: LocalFiles(), progress: progress))
  }
}
