import LayoutCore

/// A cursor over the located characters of one constraint description.
struct DescriptionScanner {
  let characters: [LocatedCharacter]
  var index: Int
  /// The position reported for errors at the end of the text.
  let endPosition: (line: Int, column: Int)

  init(_ characters: [LocatedCharacter], endPosition: (line: Int, column: Int)) {
    self.characters = characters
    self.index = 0
    self.endPosition = endPosition
  }

  var isAtEnd: Bool { index >= characters.count }

  func peek(_ offset: Int = 0) -> Character? {
    let position = index + offset
    return position < characters.count ? characters[position].character : nil
  }

  /// Whether the text at the cursor starts with `word`.
  func looking(at word: String, caseInsensitive: Bool = false) -> Bool {
    var position = index
    for wanted in word {
      guard position < characters.count else { return false }
      let actual = characters[position].character
      if caseInsensitive {
        guard actual.lowercased() == wanted.lowercased() else { return false }
      } else {
        guard actual == wanted else { return false }
      }
      position += 1
    }
    return true
  }

  mutating func consume(_ word: String, caseInsensitive: Bool = false) -> Bool {
    guard looking(at: word, caseInsensitive: caseInsensitive) else { return false }
    index += word.count
    return true
  }

  mutating func skipSpaces() {
    while let character = peek(), character.isSpace { index += 1 }
  }

  mutating func read(while predicate: (Character) -> Bool) -> String {
    var result = ""
    while let character = peek(), predicate(character) {
      result.append(character)
      index += 1
    }
    return result
  }

  /// Reads a decimal number such as `20`, `-16`, `0.5`, `43.666667` or `1e-05`.
  ///
  /// - Throws: a number too large for a `Double` (`1e400`, hundreds of digits): as infinity
  ///   it would be a constant no solver can hold yet would read as satisfied, and JSON has
  ///   no way to write it.
  mutating func readNumber() throws(ParseIssue) -> Double? {
    let start = index
    var text = ""
    if let sign = peek(), sign == "-" || sign == "+" {
      text.append(sign)
      index += 1
    }
    let digits = read { $0.isNumberQuickly || $0 == "." }
    guard !digits.isEmpty, digits.contains(where: \.isNumberQuickly) else {
      index = start
      return nil
    }
    text += digits
    if let e = peek(), e == "e" || e == "E", let next = peek(1),
      next.isNumberQuickly || next == "-" || next == "+"
    {
      index += 1
      text.append("e")
      text += read { $0.isNumberQuickly || $0 == "-" || $0 == "+" }
    }
    guard let value = Double(text) else {
      index = start
      return nil
    }
    let shown = "\(text.prefix(20))\(text.count > 20 ? "…" : "")"
    guard value.isFinite else { throw issue(at: start, "the number '\(shown)' is too large") }
    // Past the solver's range a product such as 1e308 × a width overflows to infinity, and
    // the rebuilt constraint, refused by the solver, would read as one that holds.
    guard NumericRange.contains(value) else {
      throw issue(
        at: start, "the number '\(shown)' is outside the range the solver accepts (±1e9)")
    }
    return value
  }

  /// The position of the character at the cursor (or just past the end).
  var position: (line: Int, column: Int) {
    isAtEnd ? endPosition : (characters[index].line, characters[index].column)
  }

  func issue(_ message: String) -> ParseIssue {
    ParseIssue(line: position.line, column: position.column, message: message)
  }

  func issue(at offset: Int, _ message: String) -> ParseIssue {
    guard offset < characters.count else {
      return ParseIssue(line: endPosition.line, column: endPosition.column, message: message)
    }
    return ParseIssue(
      line: characters[offset].line, column: characters[offset].column, message: message)
  }
}
