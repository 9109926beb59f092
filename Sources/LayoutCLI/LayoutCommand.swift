import ArgumentParser
import Foundation

/// The `layout` command: solve, check, render and benchmark layout files.
///
/// `main()` is replaced so the exit codes are the documented ones: usage errors exit with 2
/// (not the parser's 64), help and version with 0, commands with their own status, and a
/// run whose standard output could not be written with 3.
@main
struct LayoutCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "layout",
    abstract: "Solve, check, render and benchmark Auto Layout layout files.",
    discussion: """
      Exit codes: 0 ok; 1 layout problems (lint errors; conflicts and other problems with \
      --strict); 2 bad input (malformed or unreadable file, unknown device, bad option, \
      over-limit input); 3 standard output could not be written (full disk, closed pipe). \
      Messages go to standard error.
      """,
    version: version,
    subcommands: [
      SolveCommand.self, MatrixCommand.self, LintCommand.self, RenderCommand.self,
      AnimateCommand.self, DevicesCommand.self, DemoCommand.self, BenchCommand.self,
      ReplCommand.self, ExplainCommand.self, CheckCommand.self, ConvertCommand.self,
    ],
    defaultSubcommand: DemoCommand.self)

  /// What `layout --version` prints.
  static let version = "layout 0.1.0"

  static func main() {
    // A closed pipe is then a write error the run reports (exit 3), not a silent death.
    signal(SIGPIPE, SIG_IGN)
    let commands = configuration.subcommands.map { $0._commandName }
    if let message = UnknownCommand.message(
      Array(CommandLine.arguments.dropFirst()), commands: commands)
    {
      Console.writeError(message + "\n")
      Foundation.exit(2)
    }
    do {
      var command = try parseAsRoot()
      try command.run()
      Console.exitIfOutputFailed()
    } catch let code as ExitCode {
      Console.exitIfOutputFailed()
      Foundation.exit(code.rawValue)
    } catch {
      let message = fullMessage(for: error)
      if exitCode(for: error) == .success {
        if !message.isEmpty { Console.writeOutput(message + "\n") }
        Console.exitIfOutputFailed()
        Foundation.exit(0)
      }
      Console.writeError(message.isEmpty ? "error: \(error)\n" : message + "\n")
      Foundation.exit(2)
    }
  }
}
