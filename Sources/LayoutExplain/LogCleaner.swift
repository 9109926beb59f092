/// Undoes what copying a console log into chats, issues and web pages does to it.
///
/// Markdown escapes (`\_`, `\*`, `\[`), HTML entities (`&lt;`, `&gt;`), blockquote markers,
/// bold markers around a whole line (`**(**`) and code fences are removed, and a `~~`
/// between two characters (what some markdown converters make of a `-`, as in
/// `V:|~~(0)~~[` or `'UISV~~hiding'`) is read as `-`; every remaining character keeps its
/// original line and column. Joining wrapped lines is left to the parser, which knows where a description
/// ends.
enum LogCleaner {
  /// The characters a markdown renderer lets a backslash escape.
  static let escapable: Set<Character> = [
    "\\", "`", "*", "_", "{", "}", "[", "]", "(", ")", "#", "+", "-", ".", "!", "<", ">", "|",
    "\"", "'", "=", "&", "~",
  ]

  /// Typographic substitutions editors make (smart quotes, `--` turned into dashes), mapped
  /// back to what the console printed.
  static let typography: [Character: String] = [
    "\u{2018}": "'", "\u{2019}": "'", "\u{201C}": "\"", "\u{201D}": "\"", "\u{2013}": "--",
    "\u{2014}": "---", "\u{2212}": "-", "\u{00A0}": " ",
  ]

  static let entities: [(String, Character)] = [
    ("&lt;", "<"), ("&gt;", ">"), ("&amp;", "&"), ("&quot;", "\""), ("&#39;", "'"),
    ("&apos;", "'"), ("&nbsp;", " "),
  ]

  /// The log split into lines of located characters, cleaned.
  static func lines(of log: String) -> [[LocatedCharacter]] {
    var result: [[LocatedCharacter]] = []
    forEachLine(of: log) { characters in
      let line = result.count + 1
      var cleaned: [LocatedCharacter] = []
      var index = 0
      // A blockquote marker (`> `) only counts at the start of a line; `>` also ends
      // constraint descriptions, so it is kept anywhere else.
      while index < characters.count, characters[index] == " " { index += 1 }
      if index < characters.count, characters[index] == ">",
        index + 1 == characters.count || characters[index + 1] == " "
      {
        index += 1
      } else {
        index = 0
      }
      if isFence(characters, from: index) {
        result.append([])
        return
      }
      var end = characters.count
      if let (start, stop) = boldSpan(characters, from: index) {
        index = start
        end = stop
      }
      while index < end {
        let character = characters[index]
        if isStrikethroughDash(characters, at: index, end: end) {
          cleaned.append(LocatedCharacter(character: "-", line: line, column: index + 1))
          index += 2
          continue
        }
        if character == "\\", index + 1 < end, escapable.contains(characters[index + 1]) {
          cleaned.append(
            LocatedCharacter(character: characters[index + 1], line: line, column: index + 2))
          index += 2
          continue
        }
        if character == "&",
          let (entity, replacement) = entities.first(where: {
            matches($0.0, in: characters, at: index)
          })
        {
          cleaned.append(LocatedCharacter(character: replacement, line: line, column: index + 1))
          index += entity.count
          continue
        }
        // ASCII is never substituted: most characters skip the table.
        if let replacements = character.isASCII ? nil : typography[character] {
          for replacement in replacements {
            cleaned.append(LocatedCharacter(character: replacement, line: line, column: index + 1))
          }
        } else {
          cleaned.append(LocatedCharacter(character: character, line: line, column: index + 1))
        }
        index += 1
      }
      result.append(cleaned)
    }
    return result
  }

  /// Calls `body` with the characters of each line, split where `Character.isNewline` splits
  /// (`\r\n` is one break, and a last empty line counts). A log of ASCII alone, nearly every
  /// log, is split byte by byte: breaking it into graphemes was a tenth of reading a long log.
  static func forEachLine(of log: String, _ body: ([Character]) -> Void) {
    let bytes = Array(log.utf8)
    guard bytes.allSatisfy({ $0 < 0x80 }) else {
      for raw in log.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
        body(Array(raw))
      }
      return
    }
    var start = 0
    var index = 0
    while index <= bytes.count {
      // Line feed, vertical tab, form feed and carriage return: ASCII's newlines.
      guard index == bytes.count || (0x0A...0x0D).contains(bytes[index]) else {
        index += 1
        continue
      }
      body(bytes[start..<index].map { Character(Unicode.Scalar($0)) })
      if index + 1 < bytes.count, bytes[index] == 0x0D, bytes[index + 1] == 0x0A { index += 1 }
      index += 1
      start = index
    }
  }

  /// Whether the line holds a code fence: ```` ``` ```` after whitespace from `start`.
  static func isFence(_ characters: [Character], from start: Int) -> Bool {
    var first = start
    while first < characters.count, characters[first].isSpace { first += 1 }
    return first + 3 <= characters.count && characters[first] == "`"
      && characters[first + 1] == "`" && characters[first + 2] == "`"
  }

  /// The characters inside `**…**` when a line (from `start`, spaces aside) is wrapped in
  /// markdown bold as a whole, as when each line of a log is pasted in bold.
  static func boldSpan(_ characters: [Character], from start: Int) -> (Int, Int)? {
    var first = start
    while first < characters.count, characters[first] == " " || characters[first] == "\t" {
      first += 1
    }
    var last = characters.count
    while last > first, characters[last - 1].isSpace { last -= 1 }
    guard last - first >= 4, characters[first] == "*", characters[first + 1] == "*",
      characters[last - 1] == "*", characters[last - 2] == "*"
    else { return nil }
    return (first + 2, last - 2)
  }

  /// Whether `~~` at `index` stands between two characters that are not spaces: a `-`
  /// turned into a strikethrough marker (a real strikethrough opens or closes next to a
  /// space or a line's end).
  static func isStrikethroughDash(_ characters: [Character], at index: Int, end: Int) -> Bool {
    guard index > 0, index + 2 < end, characters[index] == "~", characters[index + 1] == "~"
    else { return false }
    let before = characters[index - 1]
    let after = characters[index + 2]
    return !before.isSpace && !after.isSpace && before != "~" && after != "~"
  }

  private static func matches(_ word: String, in characters: [Character], at index: Int) -> Bool {
    let wanted = Array(word)
    guard index + wanted.count <= characters.count else { return false }
    return Array(characters[index..<index + wanted.count]) == wanted
  }
}
