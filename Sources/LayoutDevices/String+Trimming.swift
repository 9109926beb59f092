extension String {
  /// The string without leading and trailing spaces, tabs and newlines; written here so the
  /// module needs no Foundation.
  var trimmingSpaces: String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    guard let start = firstIndex(where: { !isSpace($0) }),
      let end = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(self[start...end])
  }

  /// The string without leading and trailing dots ("12.9." at a sentence end).
  var trimmingDots: String {
    guard let start = firstIndex(where: { $0 != "." }), let end = lastIndex(where: { $0 != "." })
    else { return "" }
    return String(self[start...end])
  }
}
