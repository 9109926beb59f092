import ArgumentParser
import LayoutCommands

/// `layout devices`: the device catalog.
struct DevicesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "devices",
    abstract: "List the device catalog.")

  @Option(name: .long, help: "Only this family: iPhone, iPad or iPod.")
  var family: String?

  @Flag(name: .long, help: "Print JSON instead of a table.")
  var json = false

  func run() throws {
    try Console.finish(DevicesAction.run(DevicesAction.Options(family: family, json: json)))
  }
}
