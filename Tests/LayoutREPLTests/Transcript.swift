import Foundation
import Testing

@testable import LayoutREPL

/// Scripted sessions and their golden transcripts.
///
/// A transcript is each input line after `> `, followed by its output, with `[error]` after
/// the line of a failed command. Goldens live in `Golden/`; a missing or different golden
/// fails, and `RECORD_GOLDENS=1` rewrites them.
enum Transcript {
  /// The folder holding this file.
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

  /// The fixtures folder, the sessions' working directory.
  static let fixtures = directory.appendingPathComponent("Fixtures")

  /// A session on the default device, reading files from the fixtures folder.
  static func session(backend: String = "cassowary") throws -> Session {
    try Session(backend: backend, workingDirectory: fixtures, terminalSize: { (60, 20) })
  }

  /// Runs `lines` and returns the transcript.
  static func run(_ lines: [String], in session: Session) -> String {
    var text = ""
    for line in lines {
      let output = session.handle(line: line)
      text += "> \(line)\(output.isError ? "  [error]" : "")\n"
      if !output.text.isEmpty { text += output.text + "\n" }
    }
    return text
  }

  /// Compares `actual` with `Golden/name.txt`, or records it when `RECORD_GOLDENS=1`.
  static func check(_ actual: String, golden name: String) throws {
    let url = directory.appendingPathComponent("Golden/\(name).txt")
    if ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" {
      try Data(actual.utf8).write(to: url)
      return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
      Issue.record("missing golden \(url.path); run with RECORD_GOLDENS=1 to record it")
      return
    }
    #expect(actual == expected, "transcript differs from \(name).txt")
  }
}
