import Foundation

/// Reads this process's resident memory from `/proc/self/status` (Linux).
enum ResidentMemory {
  /// Current resident set size in bytes, or 0 where `/proc` is not available.
  static func currentBytes() -> Int {
    field("VmRSS:")
  }

  /// Peak resident set size in bytes, or 0 where `/proc` is not available.
  static func peakBytes() -> Int {
    field("VmHWM:")
  }

  private static func field(_ name: String) -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return 0
    }
    for line in text.split(separator: "\n") where line.hasPrefix(name) {
      let digits = line.dropFirst(name.count).trimmingCharacters(in: .whitespaces).split(
        separator: " "
      ).first
      return (digits.flatMap { Int($0) } ?? 0) * 1024
    }
    return 0
  }
}
