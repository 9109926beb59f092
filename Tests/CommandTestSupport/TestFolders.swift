import Foundation

/// Folders the command tests read, found from this file's path.
public enum TestFolders {
  /// The package's folder.
  public static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The layout files, storyboards and logs the command tests use. They live beside the
  /// end-to-end tests, which run the binary inside this folder so paths in messages are
  /// short; the in-process tests read the same files.
  public static let fixtures = package.appendingPathComponent("Tests/LayoutCLITests/Fixtures")
}
