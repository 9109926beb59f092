/// Undoes what copying a console log into chats, issues and web pages does to it.
///
/// Markdown escapes (`\_`, `\*`, `\[`), HTML entities (`&lt;`, `&gt;`), blockquote markers
/// and code fences are removed; every remaining character keeps its original line and
/// column. Joining wrapped lines is left to the parser, which knows where a description
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
    let rawLines = log.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    for (offset, raw) in rawLines.enumerated() {
      let line = offset + 1
      let characters = Array(raw)
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
      if String(characters[index...]).trimmingWhitespace().hasPrefix("```") {
        result.append([])
        continue
      }
      while index < characters.count {
        let character = characters[index]
        if character == "\\", index + 1 < characters.count,
          escapable.contains(characters[index + 1])
        {
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
        for replacement in typography[character] ?? String(character) {
          cleaned.append(LocatedCharacter(character: replacement, line: line, column: index + 1))
        }
        index += 1
      }
      result.append(cleaned)
    }
    return result
  }

  private static func matches(_ word: String, in characters: [Character], at index: Int) -> Bool {
    let wanted = Array(word)
    guard index + wanted.count <= characters.count else { return false }
    return Array(characters[index..<index + wanted.count]) == wanted
  }
}
