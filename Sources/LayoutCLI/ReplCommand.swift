import ArgumentParser
import LayoutCommands
import LayoutCore
import LayoutREPL

/// `layout repl`: an interactive session on a layout file.
struct ReplCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "repl",
    abstract: "Explore a layout interactively: devices, rotation, frames, why, edits.",
    discussion: """
      At a terminal: line editing, history in ~/\(REPLMain.historyFileName) and tab \
      completion; 'help' lists the commands. From a pipe or a script: commands are read \
      without prompts, and the exit status is 1 when any command failed. A FILE that cannot \
      be read or parsed, or an unknown backend, exits with 2; a FILE whose layout cannot be \
      built or solved (text with no font to measure it) exits with 1, as 'layout solve' \
      does; standard output that cannot be written (a full disk, a closed pipe) ends the \
      session with 3.
      """)

  @Argument(help: "A layout file, storyboard or xib to load first.")
  var file: String?

  @Option(
    name: .long,
    help: "The scene or top-level view of a storyboard or xib FILE (name or id).")
  var scene: String?

  @Option(name: .long, help: "The solver backend.")
  var backend = SolverBackend.cassowary

  func run() throws {
    let status = REPLMain.run(file: file, scene: scene, backend: backend.name)
    if status != 0 { throw ExitCode(status) }
  }
}
