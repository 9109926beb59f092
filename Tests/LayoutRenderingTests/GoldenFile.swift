import Foundation
import Testing

/// Compares rendered text with a file under `Golden/`, shipped as a test resource.
///
/// With `RECORD_GOLDENS=1` in the environment the file in the source tree is rewritten
/// instead. A missing golden fails: recording must be asked for, so a typo in a name or a
/// forgotten file can never pass silently.
enum GoldenFile {
  static var isRecording: Bool {
    ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1"
  }

  /// The source-tree folder the goldens live in, for recording.
  static let sourceFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Golden")

  static func check(
    _ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    if isRecording {
      try FileManager.default.createDirectory(at: sourceFolder, withIntermediateDirectories: true)
      try actual.write(
        to: sourceFolder.appendingPathComponent(name), atomically: true, encoding: .utf8)
      return
    }
    guard
      let url = Bundle.module.url(
        forResource: name, withExtension: nil, subdirectory: "Golden"),
      let expected = try? String(contentsOf: url, encoding: .utf8)
    else {
      Issue.record(
        "missing golden file Golden/\(name); run with RECORD_GOLDENS=1 to create it",
        sourceLocation: sourceLocation)
      return
    }
    if actual != expected {
      let difference = firstDifference(expected, actual)
      Issue.record(
        Comment(
          rawValue: "\(name) differs from its golden file: \(difference); "
            + "run with RECORD_GOLDENS=1 to accept the new output"),
        sourceLocation: sourceLocation)
    }
  }

  /// The first line where two texts differ, for a readable failure.
  static func firstDifference(_ expected: String, _ actual: String) -> String {
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
