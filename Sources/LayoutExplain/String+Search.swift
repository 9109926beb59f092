extension String {
  /// The string without leading and trailing whitespace.
  func trimmingWhitespace() -> String {
    guard let first = firstIndex(where: { !$0.isWhitespace }),
      let last = lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(self[first...last])
  }

  /// Whether the string contains `word`, as the standard library's character search
  /// (`contains(_:)`) says, searching bytes when both are ASCII and `word` has no line break:
  /// characters are then bytes (`\r\n`, one character, is the only exception, and a word
  /// without line breaks cannot end or start inside it). The library's search builds a table
  /// of the word's characters on every call: a fifth of the explain fuzz target's time.
  func includes(_ word: String) -> Bool {
    // `firstRange(of:)` is the standard library's character search whatever else is imported
    // (`contains` can resolve to Foundation's, which compares UTF-16 code units).
    asciiIncludes(word) ?? (firstRange(of: word) != nil)
  }

  /// ``includes(_:)`` by bytes, or nil when the strings are not both ASCII (or `word` is
  /// empty or has a line break).
  private func asciiIncludes(_ word: String) -> Bool? {
    var haystack = self
    var needle = word
    return haystack.withUTF8 { text in
      needle.withUTF8 { word -> Bool? in
        guard let first = word.first,
          !word.contains(where: { $0 >= 0x80 || $0 == 0x0A || $0 == 0x0D }),
          !text.contains(where: { $0 >= 0x80 })
        else { return nil }
        guard word.count <= text.count else { return false }
        var start = 0
        while start <= text.count - word.count {
          if text[start] == first {
            var matched = 1
            while matched < word.count && text[start + matched] == word[matched] { matched += 1 }
            if matched == word.count { return true }
          }
          start += 1
        }
        return false
      }
    }
  }

  /// The character offset of the first occurrence of `word`, without Foundation.
  func offset(of word: String) -> Int? {
    // Most lines hold no phrase, which `includes` tells without building arrays.
    guard includes(word) else { return nil }
    let haystack = Array(self)
    let needle = Array(word)
    guard !needle.isEmpty, needle.count <= haystack.count else { return nil }
    for start in 0...(haystack.count - needle.count)
    where haystack[start..<(start + needle.count)].elementsEqual(needle) {
      return start
    }
    return nil
  }
}

/// A measurement rounded to hundredths of a point, for sentences.
func roundedForDisplay(_ value: Double) -> Double {
  (value * 100).rounded() / 100
}
