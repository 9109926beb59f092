import ArgumentParser
import LayoutBench
import LayoutCore

/// `layout demo`: solves a built-in screen and prints the frames.
struct DemoCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "demo",
    abstract: "Solve a built-in example and print the result.")

  func run() throws {
    print(try DemoScreen.render(), terminator: "")
  }
}
