import Testing

@testable import LayoutText

#if canImport(Glibc)
  import Glibc
#endif

/// A single line cut by word wrapping (`lineBreak word`, `lines 1`, UIKit's `.byWordWrapping`
/// on a one-line label) measures only the prefixes its search tries. Branch fuzz31 found that
/// the cut made every prefix of the line as a string first: a 60 KB text of 30,000 words took
/// 0.9 GB (a 200 KB one, well inside a `.layout` file's 1 MiB, about 10 GB) when `lint`,
/// `render` or the REPL's `problems` laid it out in its frame.
@Suite struct LongLineCutTests {
  let measurer = TextMeasurer()

  /// The process's peak resident size in bytes (Linux reports kilobytes).
  static func peakResidentBytes() -> Int {
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    return usage.ru_maxrss * 1024
  }

  @Test func aLongSingleLineCutAtWordsTakesLittleMemory() throws {
    let text = String(repeating: "a ", count: 30_000)
    let before = Self.peakResidentBytes()
    let layout = try measurer.layout(
      text, font: ResolvedFont(size: 17), width: 100, numberOfLines: 1,
      lineBreakMode: .wordWrapping)
    let grown = Self.peakResidentBytes() - before
    #expect(layout.lines == [String(repeating: "a ", count: 6) + "a"])
    #expect(layout.isTruncated)
    // Before the fix the peak grew by about 900 MB here; the text itself is 60 KB.
    #expect(grown < 256 << 20, "peak resident size grew by \(grown >> 20) MB")
  }

  /// The cut keeps what it kept when it made every prefix: whole words while the first fits.
  @Test func wordWrappingCutKeepsWholeWords() throws {
    let layout = try measurer.layout(
      "alpha beta gamma delta epsilon", font: ResolvedFont(size: 17), width: 120,
      numberOfLines: 1, lineBreakMode: .wordWrapping)
    #expect(layout.lines == ["alpha beta"])
    #expect(layout.isTruncated)
  }
}
