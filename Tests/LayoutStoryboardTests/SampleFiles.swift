import Foundation

/// The shared sample documents, found next to the repository (`../shared/storyboards`) when
/// they are there (in development and CI), with the frames Xcode stored.
enum SampleFiles {
  /// `../shared/storyboards`, from this file's location up to the repository root.
  static let directory: URL = {
    var url = URL(fileURLWithPath: #filePath)
    // Tests/LayoutStoryboardTests/SampleFiles.swift -> repository root
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.deletingLastPathComponent().appendingPathComponent("shared/storyboards")
  }()

  /// Whether the samples are there: they are a development aid beside the repository, not
  /// part of it, so the suites that read them are skipped in a clone alone.
  static let available = FileManager.default.fileExists(atPath: directory.path)

  /// Every .storyboard and .xib in the samples folder, sorted by name.
  static var all: [URL] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
      .map { directory.appendingPathComponent($0) }
  }

  /// The sample whose name starts with `prefix`.
  static func named(_ prefix: String) -> URL? {
    all.first { $0.lastPathComponent.hasPrefix(prefix) }
  }
}
