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
  var text: String {
    // Appended one by one: mapping to a [Character] first made a second copy of every
    // description (a twentieth of reading a 4 MB log).
    var text = ""
    text.reserveCapacity(count)
    for located in self { text.append(located.character) }
    return text
  }

  /// The same characters without leading and trailing whitespace.
  func trimmed() -> [LocatedCharacter] {
    guard let first = firstIndex(where: { !$0.character.isSpace }),
      let last = lastIndex(where: { !$0.character.isSpace })
    else { return [] }
    return Array(self[first...last])
  }
}

extension Character {
  /// `isWhitespace` without Unicode's property table for ASCII, nearly all of a log (the
  /// table lookups were a sixth of reading a 4 MB log).
  var isSpace: Bool {
    guard let ascii = asciiValue else { return isWhitespace }
    return ascii == 0x20 || (0x09...0x0D).contains(ascii)
  }

  /// `isLetter`, answered for ASCII without the property table.
  var isLetterQuickly: Bool {
    guard let ascii = asciiValue else { return isLetter }
    return (0x41...0x5A).contains(ascii) || (0x61...0x7A).contains(ascii)
  }

  /// `isNumber`, answered for ASCII without the property table.
  var isNumberQuickly: Bool {
    guard let ascii = asciiValue else { return isNumber }
    return (0x30...0x39).contains(ascii)
  }
}
