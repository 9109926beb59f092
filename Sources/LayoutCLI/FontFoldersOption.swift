import ArgumentParser
import LayoutCommands

/// `--fonts FOLDER` (repeatable), shared by every command that measures storyboard text, so
/// the option reads and registers the same way everywhere.
struct FontFoldersOption: ParsableArguments {
  @Option(
    name: .long,
    help: ArgumentHelp(
      """
      A folder of the app's own font files (.ttf, .otf, .ttc; searched with its subfolders), \
      measured before the installed fonts when text is measured. Storyboards and xibs inside \
      an Xcode project use the project's font files without it. Repeatable.
      """, valueName: "folder"))
  var fonts: [String] = []

  /// Registers the folders; a folder that cannot be read ends the command (exit 2).
  func register() throws {
    if let failure = AppFontFolders.registerAll(fonts) { try Console.finish(failure) }
  }
}
