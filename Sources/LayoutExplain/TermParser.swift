import LayoutGeometry

/// Reads `item.attribute` terms and the right-hand side of an equation.
///
/// Item names may contain dots and spaces (`AddressToolbar.lockIcon`, `My cool view`), so a
/// term ends at the first `.attribute` that names a known attribute and is not followed by
/// more identifier characters; a label's quoted text is skipped first.
enum TermParser {
  /// The right-hand side: `[m*]item.attr [* m] [± c] [@p]` or a constant `[±] c [@p]`.
  struct RightHandSide {
    var item: LogItem?
    var attribute: PrintedAttribute?
    var multiplier: Double = 1
    var constant: Double = 0
    var priority: Double = 1000
  }

  /// Finds the term starting at `start`: its item, attribute and the index after it.
  static func term(in characters: [LocatedCharacter], from start: Int)
    -> (LogItem, PrintedAttribute, Int)?
  {
    var search = start
    // Skip a label's text: `UILabel:0x1'Hello. World'.leading`.
    if let quote = characters[start...].firstIndex(where: { $0.character == "'" }),
      quote > start, characters[start..<quote].contains(where: { $0.character == ":" })
    {
      var closing = quote + 1
      while closing + 1 < characters.count,
        !(characters[closing].character == "'" && characters[closing + 1].character == ".")
      {
        closing += 1
      }
      if closing + 1 < characters.count { search = closing + 1 }
    }
    var index = search
    while index < characters.count {
      if characters[index].character == ".",
        let (attribute, end) = attribute(in: characters, at: index + 1)
      {
        let itemText = Array(characters[start..<index]).text
        guard !itemText.trimmingWhitespace().isEmpty else { return nil }
        var after = end
        // Old engines print the variable id: `contentHeight{id: 34}`.
        if after < characters.count, characters[after].character == "{",
          let close = characters[after...].firstIndex(where: { $0.character == "}" })
        {
          after = close + 1
        }
        return (LogItem.parse(itemText), attribute, after)
      }
      index += 1
    }
    return nil
  }

  /// The attribute name at `index` if one ends at an identifier boundary.
  static func attribute(in characters: [LocatedCharacter], at index: Int)
    -> (PrintedAttribute, Int)?
  {
    for (name, word) in PrintedAttribute.wordCharactersLongestFirst {
      let end = index + word.count
      // Compared in place: a string made of the text at every word tried was a twentieth of
      // reading a long log.
      guard end <= characters.count,
        word.indices.allSatisfy({ characters[index + $0].character == word[$0] })
      else { continue }
      if end < characters.count {
        let next = characters[end].character
        if next.isLetterQuickly || next.isNumberQuickly || next == "_" { continue }
      }
      if let attribute = PrintedAttribute(word: name) { return (attribute, end) }
    }
    return nil
  }

  /// Parses everything after the relation.
  static func rightHandSide(_ scanner: inout DescriptionScanner) throws(ParseIssue) -> RightHandSide
  {
    var side = RightHandSide()
    scanner.skipSpaces()
    let start = scanner.index
    if let sign = scanner.peek(), sign == "-" || sign == "+" {
      // `== - 16`: a constant with a spaced sign.
      scanner.index += 1
      scanner.skipSpaces()
      if let number = try scanner.readNumber() {
        side.constant = sign == "-" ? -number : number
        try readTail(&scanner, into: &side)
        return side
      }
      scanner.index = start
    }
    if let number = try scanner.readNumber() {
      scanner.skipSpaces()
      if scanner.consume("*") {
        side.multiplier = number
        scanner.skipSpaces()
      } else {
        side.constant = number
        try readTail(&scanner, into: &side)
        return side
      }
    }
    guard let (item, attribute, end) = term(in: scanner.characters, from: scanner.index) else {
      throw scanner.issue("expected a constant or an item with an attribute after the relation")
    }
    side.item = item
    side.attribute = attribute
    scanner.index = end
    scanner.skipSpaces()
    if scanner.consume("*") {
      scanner.skipSpaces()
      guard let factor = try scanner.readNumber() else {
        throw scanner.issue("expected a multiplier after '*'")
      }
      side.multiplier *= factor
    }
    scanner.skipSpaces()
    if let sign = scanner.peek(), sign == "-" || sign == "+" {
      scanner.index += 1
      scanner.skipSpaces()
      guard let number = try scanner.readNumber() else {
        throw scanner.issue("expected a number after '\(sign)'")
      }
      side.constant = sign == "-" ? -number : number
    }
    try readTail(&scanner, into: &side)
    return side
  }

  /// Reads an optional priority (`@750`, SnapKit's `^750`, `priority:750`) and checks that
  /// nothing else follows.
  static func readTail(_ scanner: inout DescriptionScanner, into side: inout RightHandSide)
    throws(ParseIssue)
  {
    scanner.skipSpaces()
    if scanner.consume("@") || scanner.consume("^")
      || scanner.consume("priority:", caseInsensitive: true)
    {
      scanner.skipSpaces()
      guard let priority = try scanner.readNumber() else {
        throw scanner.issue("expected a priority after '@'")
      }
      side.priority = priority
      scanner.skipSpaces()
    }
    if !scanner.isAtEnd {
      let rest = scanner.read { _ in true }
      scanner.index -= rest.count
      throw scanner.issue("unexpected '\(rest.trimmingWhitespace())' at the end of the equation")
    }
  }
}
