import LayoutText
import Synchronization

/// Finds an app's own font files for the commands that read its storyboards and xibs, so
/// custom fonts are measured in the files Interface Builder measured them in: those of the
/// Xcode project holding the document (found by itself), and any folder `--fonts` names.
public enum AppFontFolders {
  /// Project folders already searched, so a folder of many documents is searched once.
  private static let searched = Mutex<Set<String>>([])

  /// Registers the font files of the Xcode project holding `document` (those its project file
  /// names: ``AppFonts/projectFiles(in:)``), once per project folder; a document outside any
  /// project registers nothing.
  static func registerProjectFonts(of document: String) {
    guard let folder = AppFonts.projectFolder(of: document),
      searched.withLock({ $0.insert(folder).inserted }),
      let found = try? AppFonts.projectFiles(in: folder)
    else { return }
    InstalledFonts.registerAppFonts(found)
  }

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
    searched.withLock { _ = $0.insert(folder) }
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
