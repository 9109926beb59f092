import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Reads this process's resident memory from `/proc/self/status` (Linux).
enum ResidentMemory {
  /// Current resident set size in bytes, or 0 where `/proc` is not available.
  static func currentBytes() -> Int {
    field("VmRSS:")
  }

  /// Hands the pages of freed heap memory back to the system (glibc's `malloc_trim`), so
  /// that resident growth measured from here counts new allocations: otherwise a solver
  /// built after a large workload was parsed and freed reuses those resident pages and
  /// appears to grow by almost nothing. The build then pays for first touching its pages
  /// (about a fifth of the rows workload's build time), as it would in a fresh process.
  /// Does nothing where `malloc_trim` is not available.
  static func releaseFreedMemory() {
    #if canImport(Glibc)
      typealias Trim = @convention(c) (Int) -> Int32
      guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "malloc_trim") else { return }
      _ = unsafeBitCast(symbol, to: Trim.self)(0)
    #endif
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
