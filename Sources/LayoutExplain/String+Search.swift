extension String {
  /// The string without leading and trailing whitespace.
  func trimmingWhitespace() -> String {
    guard let first = firstIndex(where: { !$0.isWhitespace }),
      let last = lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(self[first...last])
  }

  /// The character offset of the first occurrence of `word`, without Foundation.
  func offset(of word: String) -> Int? {
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
