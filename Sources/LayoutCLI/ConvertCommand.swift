import ArgumentParser
import LayoutCommands

/// `layout convert`: a storyboard or xib scene as a readable layout file.
struct ConvertCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "convert",
    abstract: "Convert a storyboard or xib scene to a layout file.",
    discussion: """
      The layout file has the same views, content sizes and constraints (stack views as the \
      constraints UIStackView makes), for the device and size classes the file was saved \
      for; solved there it gives the same frames. Choose the scene with --scene when the \
      file has several.
      """)

  @Argument(help: "The .storyboard or .xib file.")
  var file: String

  @Option(name: .long, help: "The scene or top-level view to convert (name or id).")
  var scene: String?

  @Option(name: [.short, .customLong("output")], help: "Write the layout file here.")
  var output: String?

  func run() throws {
    let options = ConvertAction.Options(file: file, scene: scene, output: output)
    try Console.finish(ConvertAction.run(options, files: LocalFiles()))
  }
}
