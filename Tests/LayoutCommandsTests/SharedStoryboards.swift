import Foundation

/// The shared sample documents (`../shared/storyboards`), a development aid beside the
/// repository: the suites that read them are skipped in a clone alone.
enum SharedStoryboards {
  /// `../shared/storyboards` next to the repository.
  static let directory: URL = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }
    return url.appendingPathComponent("shared/storyboards")
  }()

  /// Whether the samples are there (a development aid, absent from a clone alone).
  static let available = FileManager.default.fileExists(atPath: directory.path)

  /// Every sample document's name.
  static let samples: [String] = {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
  }()
}
