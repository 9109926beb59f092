import Foundation
import Testing

/// Compares text with a file under `Golden/` in the source tree, next to the test file that
/// calls it (or under a folder the caller names).
///
/// With `RECORD_GOLDENS=1` the file is rewritten instead. A missing golden fails, so a
/// forgotten file or a misspelt name can never pass silently.
public enum GoldenFile {
  public static var isRecording: Bool {
    ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1"
  }

  /// The `Golden/` folder beside the source file at `filePath`.
  public static func folder(beside filePath: String) -> URL {
    URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Golden")
  }

  /// Compares `actual` with the file `name` under `folder`, by default the `Golden/` folder
  /// beside the calling test's source file.
  public static func check(
    _ actual: String, named name: String, in folder: URL? = nil,
    filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let url = (folder ?? Self.folder(beside: filePath)).appendingPathComponent(name)
    if isRecording {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try actual.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
      Issue.record(
        "missing golden file \(url.path); run with RECORD_GOLDENS=1 to create it",
        sourceLocation: sourceLocation)
      return
    }
    if actual != expected {
      Issue.record(
        Comment(
          rawValue: "\(name) differs from its golden file: \(firstDifference(expected, actual)); "
            + "run with RECORD_GOLDENS=1 to accept the new output"),
        sourceLocation: sourceLocation)
    }
  }

  /// The first line where two texts differ.
  public static func firstDifference(_ expected: String, _ actual: String) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(old.count, new.count) {
      let before = index < old.count ? String(old[index]) : "<end>"
      let after = index < new.count ? String(new[index]) : "<end>"
      if before != after {
        return "line \(index + 1): expected \"\(before)\", got \"\(after)\""
      }
    }
    return "same lines, different line endings"
  }
}
