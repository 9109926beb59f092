/// Reads the parenthesised tail of a description — `(active)`, `(active, names: ...)`,
/// `(Names: '|':UIView:0x1, label:0x2 )`, `(LTR)` — and resolves names through it.
enum InfoParser {
  static let openers = ["active", "inactive", "names:", "ltr)", "rtl)"]

  /// Where the info part starts (the body's end): the first `(` followed by one of the
  /// known words, or a names table that lost its `(` (`   Names: '|':UIView:0x1`), at or
  /// after `from`; the end of the text without one.
  static func infoStart(in characters: [LocatedCharacter], from start: Int) -> Int {
    var index = start
    while index < characters.count {
      if index > start, characters[index - 1].character.isSpace,
        lookingAtNames(characters, at: index)
      {
        return index
      }
      if characters[index].character == "(" {
        // The longest opener is 8 characters; reading more would make this quadratic.
        let end = min(index + 9, characters.count)
        let rest = Array(characters[(index + 1)..<end]).text.lowercased()
        if openers.contains(where: { rest.hasPrefix($0) }) { return index }
      }
      index += 1
    }
    return characters.count
  }

  /// Whether `names:` (any case) starts at `index`.
  static func lookingAtNames(_ characters: [LocatedCharacter], at index: Int) -> Bool {
    let word: [Character] = ["n", "a", "m", "e", "s", ":"]
    guard index + word.count <= characters.count else { return false }
    // Compared in place: a string made at every word of every description was a thirtieth
    // of reading a long log.
    for (offset, wanted) in word.enumerated()
    where characters[index + offset].character.lowercased() != String(wanted) {
      return false
    }
    return true
  }

  /// The names table: name (or `|`) to the item it stands for.
  static func names(in info: String) -> [String: LogItem] {
    let lowered = info.lowercased()
    guard let offset = lowered.offset(of: "names:") else { return [:] }
    var list = String(info.dropFirst(offset + "names:".count))
    while let last = list.last, last == ")" || last.isSpace { list.removeLast() }
    var table: [String: LogItem] = [:]
    for entry in list.split(separator: ",") {
      let text = String(entry).trimmingWhitespace()
      var name: String
      var rest: String
      if text.hasPrefix("'"), let close = text.dropFirst().firstIndex(of: "'") {
        name = String(text[text.index(after: text.startIndex)..<close])
        rest = String(text[text.index(after: close)...])
        if rest.hasPrefix(":") { rest.removeFirst() }
      } else if let colon = text.firstIndex(of: ":") {
        name = String(text[..<colon])
        rest = String(text[text.index(after: colon)...])
      } else {
        continue
      }
      name = name.trimmingWhitespace()
      let item: LogItem
      if rest.lowercased().hasPrefix("0x") {
        item = LogItem(address: rest.lowercased())
      } else {
        item = LogItem.parse(rest)
      }
      table[name] = item
    }
    return table
  }

  /// The item with its class and address filled in from the names table.
  static func resolve(_ item: LogItem, names: [String: LogItem]) -> LogItem {
    let key = item.isSuperview ? "|" : item.name
    guard item.address == nil, let key, let entry = names[key] else { return item }
    var resolved = item
    resolved.address = entry.address
    resolved.className = resolved.className ?? entry.className
    resolved.label = resolved.label ?? entry.label
    // A paste that lost the addresses names views by class alone (`'|':UIView`): the name
    // is then all that ties the superview to the same view listed elsewhere.
    if entry.address == nil { resolved.name = resolved.name ?? entry.name }
    if item.isSuperview { resolved.isSuperview = false }
    return resolved
  }
}
