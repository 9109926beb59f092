import ArgumentParser
import LayoutCommands

/// `layout demo`: the device-matrix demonstration on the embedded example layout.
struct DemoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "demo",
    abstract: "Run the device-matrix demo on the embedded Restructure layout.")

  @Option(
    name: .long, parsing: .unconditional,
    help: "Columns for the drawings (default: the terminal's width, or 80).")
  var columns: Int?

  @Flag(name: .customLong("print-layout"), help: "Print the embedded layout file and stop.")
  var printLayout = false

  func run() throws {
    let options = DemoAction.Options(
      columns: min(columns ?? Console.columns, 120), printLayout: printLayout)
    try Console.finish(DemoAction.run(options))
  }
}
