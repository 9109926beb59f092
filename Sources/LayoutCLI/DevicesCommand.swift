import ArgumentParser
import LayoutCommands
import LayoutDevices

/// `layout devices`: the device catalog.
struct DevicesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "devices",
    abstract: "List the device catalog.")

  @Option(name: .long, help: "Only this family (any case; iPod touch is iPod).")
  var family: DeviceFamily?

  @Flag(name: .long, help: "Print JSON instead of a table.")
  var json = false

  func run() throws {
    try Console.finish(DevicesAction.run(DevicesAction.Options(family: family, json: json)))
  }
}
