import Foundation

/// A console log gathered from a public post (Stack Overflow, GitHub issues), stored under
/// `Logs/` next to this file with its source address on the first line
/// (`# source: https://…`). The whole file, that line included, is what the explainer
/// reads: a paste may carry such lines and the parser has to skip them.
struct RealLog: Sendable, CustomStringConvertible {
  /// The file name without `.log`.
  let name: String
  /// The file's text as stored.
  let text: String

  /// The directory of the stored logs, found next to this file so no bundle resources are
  /// needed.
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Logs")

  /// Reads `Logs/NAME.log`.
  static func named(_ name: String) throws -> RealLog {
    let url = directory.appendingPathComponent(name + ".log")
    return RealLog(name: name, text: try String(contentsOf: url, encoding: .utf8))
  }

  /// The names of every stored log, sorted.
  static func allNames() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasSuffix(".log") }
      .map { String($0.dropLast(".log".count)) }
      .sorted()
  }

  /// The address on the `# source:` line, nil when the line is missing.
  var source: String? {
    guard let first = text.split(separator: "\n", maxSplits: 1).first,
      first.hasPrefix("# source: ")
    else { return nil }
    return String(first.dropFirst("# source: ".count))
  }

  var description: String { name }
}
