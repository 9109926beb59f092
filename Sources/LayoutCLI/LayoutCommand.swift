import ArgumentParser

/// The `layout` command: solve, inspect and benchmark constraint layouts.
@main
struct LayoutCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "layout",
    abstract: "Solve, check and benchmark Auto Layout constraint systems.",
    subcommands: [DemoCommand.self, BenchCommand.self],
    defaultSubcommand: DemoCommand.self)
}
