import LayoutText

/// `--fonts FOLDER`: an app's own font files named by the user, for the commands that read
/// its storyboards and xibs (those of the Xcode project holding a document are found by
/// ``AppFonts/registerProjectFonts(of:)``).
public enum AppFontFolders {
  /// `--fonts FOLDER`: registers the font files under `folder` and returns how many were
  /// accepted.
  @discardableResult
  public static func register(folder: String) throws(CommandError) -> Int {
    let found: [String]
    do {
      found = try AppFonts.files(under: folder)
    } catch {
      throw .invalidOption(
        name: "--fonts", value: folder, expected: "a readable folder of font files (\(error))")
    }
    return InstalledFonts.registerAppFonts(found)
  }

  /// Registers every `--fonts` folder; the failure to report when one cannot be read, else nil.
  public static func registerAll(_ folders: [String]) -> CommandOutput? {
    for folder in folders {
      do {
        try register(folder: folder)
      } catch {
        return CommandOutput(failure: error)
      }
    }
    return nil
  }
}
