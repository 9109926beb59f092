import ArgumentParser
import LayoutCommands

/// `layout explain`: a pasted Auto Layout conflict log, explained.
struct ExplainCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "explain",
    abstract: "Explain an \"Unable to simultaneously satisfy constraints\" console log.",
    discussion: """
      Reads the log as pasted (iOS 6 to current, macOS, SnapKit and Masonry descriptions; \
      lost first lines, markdown escapes and wrapped lines are tolerated), rebuilds the views \
      and constraints, solves them and prints the minimal conflicting set, what UIKit broke, \
      what this engine would break and verified fixes, then what the log lacked. Exits with 1 \
      when the log shows a conflict, 0 when every constraint can hold, 2 when no constraint \
      description could be read.
      """)

  @Argument(help: "The log file ('-' or nothing for standard input).")
  var file: String = "-"

  @Option(
    name: .long,
    help: "What to write (png: the SVG at 2x; needs -o on a terminal).")
  var format = ExplainFormat.text

  @Option(name: [.short, .customLong("output")], help: "Write the result to this file.")
  var output: String?

  func run() throws {
    try Console.refuseBinaryOnTerminal(png: format == .png, output: output)
    let options = ExplainAction.Options(file: file, format: format, output: output)
    try Console.finish(ExplainAction.run(options, files: LocalFiles()))
  }
}
