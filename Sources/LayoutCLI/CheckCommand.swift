import ArgumentParser
import LayoutCommands
import LayoutCore

/// `layout check`: solved frames of a storyboard or xib against the frames Xcode stored.
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Compare the frames Xcode stored in a storyboard or xib with solved ones.",
    discussion: """
      Solves each scene and top-level view for the device and size classes the file was \
      saved for and compares every view's frame in root coordinates, within one pixel per \
      edge. Views marked misplaced or ambiguous are skipped with the reason. Exits with 1 on \
      a mismatch, 2 on bad input. A folder is walked for every storyboard and xib: a table \
      of the files (text), or JUnit XML (--format junit) or GitHub Actions annotations \
      (--format github) for continuous integration; a file that cannot be read makes the \
      exit status 2 after the others are checked.
      """)

  @Argument(help: "The .storyboard or .xib file, or a folder to walk.")
  var file: String

  @Option(name: .long, help: "Only this scene or top-level view (name or id).")
  var scene: String?

  @Option(name: .long, help: "The solver backend.")
  var backend = SolverBackend.cassowary

  @Option(name: .long, help: "What to write (junit and github for a folder only).")
  var format = CheckFormat.text

  @Option(
    name: .long,
    help: "Write the interactive report of every checked scene to this directory (index.html).")
  var report: String?

  @Flag(
    name: .long,
    help: """
      Size labels, buttons, text fields and non-scrolling text views by their measured text, and \
      report per view the measured against the stored size with a summary of the accuracy.
      """)
  var measureText = false

  @Option(
    name: .customLong("content-size"),
    help: """
      With --measure-text, measure text styles at this content size category (e.g. xs, large, \
      ax5) instead of the one the saving Xcode's canvas had (extra small for Xcode 12.5 to 13, \
      else UIKit's default, large): for documents laid out at another text size.
      """)
  var contentSize: String?

  @OptionGroup var fontFolders: FontFoldersOption

  func run() throws {
    try fontFolders.register()
    var options = CheckAction.Options(
      file: file, scene: scene, backend: backend, format: format, measureText: measureText)
    options.reportDirectory = report
    options.contentSize = contentSize
    let progress = Console.progressBar(label: "checking")
    try Console.finish(CheckAction.run(options, files: LocalFiles(), progress: progress))
  }
}
