/// A character of the pasted log with the position it had before cleaning.
///
/// Cleaning removes markdown escapes and joins wrapped lines, so positions are carried with
/// each character: an error in the cleaned text still points at the user's text.
struct LocatedCharacter: Sendable, Equatable {
  let character: Character
  let line: Int
  let column: Int
}

extension Array where Element == LocatedCharacter {
  /// The characters as a string.
  var text: String { String(map(\.character)) }

  /// The same characters without leading and trailing whitespace.
  func trimmed() -> [LocatedCharacter] {
    guard let first = firstIndex(where: { !$0.character.isWhitespace }),
      let last = lastIndex(where: { !$0.character.isWhitespace })
    else { return [] }
    return Array(self[first...last])
  }
}
