import ArgumentParser
import Foundation
import LayoutCommands

/// `layout lint`: the problems of layout files, without the frames.
struct LintCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "lint",
    abstract: "Report every error and warning in layout files, storyboards and xibs.",
    discussion: """
      Syntax and name errors, then the problems found by solving on every selected device, \
      orientation and window: conflicts and ambiguity are errors; views off-screen, clipped, \
      overlapping or without area are warnings. Exits with 1 when there are errors.
      """)

  @Argument(help: "The layout files, storyboards, xibs, or folders (every storyboard and xib).")
  var files: [String]

  @OptionGroup var textSizes: ContentSizesOptions

  @Option(name: .long, help: "Storyboards and xibs: only this scene or top-level view.")
  var scene: String?

  @Option(name: .long, help: "Devices to solve on: all, phones, pads, ipods or names.")
  var devices: [String] = []

  @Option(name: .long, help: "Parallel jobs (default: the number of processors).")
  var jobs: Int?

  @Option(
    name: .long, help: "What to write (junit: JUnit XML; github: GitHub Actions annotations).")
  var format = LintFormat.text

  @Flag(name: .long, help: "Exit with 1 on warnings too.")
  var strict = false

  @OptionGroup var textMeasuring: MeasureTextOption

  func validate() throws {
    guard !files.isEmpty else { throw ValidationError("give at least one layout file") }
    if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
  }

  func run() throws {
    try textMeasuring.fontFolders.register()
    var options = LintAction.Options(
      files: files, devices: devices, jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount,
      strict: strict, scene: scene, format: format)
    options.contentSizes = textSizes.categories
    options.measureText = textMeasuring.measureText
    let progress = Console.progressBar(label: "linting")
    try Console.finish(LintAction.run(options, files: LocalFiles(), progress: progress))
  }
}
