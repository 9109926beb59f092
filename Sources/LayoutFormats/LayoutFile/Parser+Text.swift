import LayoutText

extension Parser {
  /// `SIZE [WEIGHT] [italic]` or `STYLE [WEIGHT] [italic]` after `font` (see ``TextFont``).
  mutating func fontValue() throws(ParseFailure) -> TextFont {
    let first = current
    var words: [String] = []
    if current.isSymbol("-") || { if case .number = current.kind { true } else { false } }() {
      words.append(CanonicalNumber.text(try number("a font size")))
    } else if let name = current.identifier {
      advance()
      words.append(name)
    } else {
      throw fail("expected a font size or a text style, found \(current.spelling)")
    }
    var tokens: [Token] = [first]
    while !current.endsStatement, let word = current.identifier {
      tokens.append(current)
      words.append(word)
      advance()
    }
    if case .number = current.kind {
      // `font body 20`, `font 17 20`: a second size would otherwise read as the end of the
      // statement missing.
      throw fail(
        "a font is one size or one text style, then at most one weight and one 'italic'; "
          + "found \(current.spelling)")
    }
    do {
      return try TextFont(words: words)
    } catch {
      let at: Token
      switch error {
      case .unknownWeight(let word), .repeatedFontWord(let word):
        at = tokens[words.lastIndex(of: word) ?? 0]
      default: at = first
      }
      throw fail(error.description, at: at)
    }
  }

  /// `lineBreak word|char|clip|head|tail|middle`: UIKit's `NSLineBreakMode`.
  mutating func lineBreakValue() throws(ParseFailure) -> LineBreakMode {
    let (word, token) = try expectIdentifier("a line break mode")
    guard let mode = LineBreakMode(rawValue: word) else {
      let names = LineBreakMode.allCases.map(\.rawValue)
      throw fail(
        "unknown line break mode '\(word)'; expected one of " + names.joined(separator: ", ")
          + NameSuggestion.hint(for: word, in: names), at: token)
    }
    return mode
  }

  /// `lines N`: UILabel's numberOfLines, a whole number ≥ 0 (0: no limit).
  mutating func linesValue() throws(ParseFailure) -> Int {
    let token = current
    let value = try number("a number of lines")
    guard value >= 0, value == value.rounded(), value <= 100_000 else {
      throw fail("'lines' takes a whole number from 0 (no limit) to 100000", at: token)
    }
    return Int(value)
  }
}
