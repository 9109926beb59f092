import ArgumentParser
import LayoutCommands

/// `--measure-text` / `--no-measure-text` of `solve`, `render`, `matrix` and `lint`: whether
/// storyboard text is measured or keeps the sizes Xcode stored.
struct MeasureTextOption: ParsableArguments {
  @Flag(
    inversion: .prefixedNo,
    help: """
      Storyboards and xibs: size labels, buttons and text views by their measured text \
      (--no-measure-text keeps the sizes Xcode stored; default: measured on any screen but \
      the one the file was saved for).
      """)
  var measureText: Bool?

  @Option(
    name: .long,
    help: ArgumentHelp(
      """
      A folder of the app's own font files (.ttf, .otf, .ttc; searched with its subfolders), \
      measured before the installed fonts. Storyboards and xibs inside an Xcode project use \
      the project's font files without it. Repeatable.
      """, valueName: "folder"))
  var fonts: [String] = []

  /// Registers the `--fonts` folders; a folder that cannot be read ends the command (exit 2).
  func registerFonts() throws {
    if let failure = AppFontFolders.registerAll(fonts) { try Console.finish(failure) }
  }
}
