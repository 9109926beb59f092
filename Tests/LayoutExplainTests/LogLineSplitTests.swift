import Testing

@testable import LayoutExplain

/// `LogCleaner.forEachLine(of:_:)` splits an ASCII log byte by byte where Swift's
/// `Character.isNewline` would split it, `\r\n` as one break.
@Suite struct LogLineSplitTests {
  func lines(_ log: String) -> [[Character]] {
    var lines: [[Character]] = []
    LogCleaner.forEachLine(of: log) { lines.append($0) }
    return lines
  }

  func reference(_ log: String) -> [[Character]] {
    log.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map { Array($0) }
  }

  /// Every string of up to five characters from letters, spaces and the four ASCII
  /// newlines splits as `split(whereSeparator: \.isNewline)` splits it.
  @Test func everyShortASCIIStringSplitsAsGraphemesWould() {
    let alphabet: [Character] = ["a", " ", "\n", "\r", "\u{0B}", "\u{0C}"]
    var strings = [""]
    var checked = 0
    for _ in 1...5 {
      strings = strings.flatMap { prefix in alphabet.map { prefix + String($0) } }
      for string in strings {
        #expect(lines(string) == reference(string), "\(Array(string.utf8))")
        checked += 1
      }
    }
    #expect(checked == 6 + 36 + 216 + 1296 + 7776)
  }

  @Test func carriageReturnLineFeedIsOneBreak() {
    #expect(lines("a\r\nb\rc\n\nd") == [["a"], ["b"], ["c"], [], ["d"]])
    #expect(lines("") == [[]])
    #expect(lines("x\n") == [["x"], []])
  }

  /// A log with anything past ASCII takes Swift's split: `é` as one character, a line
  /// separator as a break.
  @Test func nonASCIILogsSplitByGraphemes() {
    #expect(lines("e\u{301}\u{2028}b") == [["e\u{301}"], ["b"]])
  }
}
