import LayoutDevices
import LayoutFormats
import LayoutText

extension Session {
  /// Tab-completion candidates for the word being typed at the end of `prefix` (the line up
  /// to the cursor), each a full replacement for that word; `nil` means "complete a file
  /// name" (after `load`, `save` and `svg`).
  ///
  /// The first word completes to command names; later words to what the command takes:
  /// view names, `view.attribute` anchors, set names and `#identifiers`, device names,
  /// orientations, split modes, axes and backends.
  public func completions(before prefix: String) -> [String]? {
    let words = prefix.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == " " || $0 == "\t" }
    )
    .map(String.init)
    let word = words.last ?? ""
    guard words.count > 1 else { return matching(REPLCommand.names, word) }
    let command = REPLCommand.named(words[0].lowercased())
    let position = words.count - 1
    let views = viewNames
    let ids = state.document.identifiers.map { "#" + $0 }
    switch command {
    case .load, .save, .svg: return nil
    case .help: return matching(REPLCommand.names, word)
    case .stack:
      return position == 1
        ? matching(state.document.stackNames, word)
        : position == 2 ? matching(StackChange.propertyNames, word) : []
    case .keyboard: return matching(["show", "hide"], word)
    case .hide, .unhide: return position == 1 ? matching(views, word) : []
    case .frame, .exercise: return position == 1 ? matching(views, word) : []
    case .why: return matching(position == 1 ? views : ["h", "v", "all"], word)
    case .activate, .deactivate: return matching(state.document.setNames + ids, word)
    case .constant, .priority:
      return position == 1
        ? matching(ids, word)
        : command == .priority ? matching(["required", "high", "low"], word) : []
    case .rotate: return matching(["left", "right"], word)
    case .orientation:
      return matching(["portrait", "upsideDown", "landscapeLeft", "landscapeRight"], word)
    case .split: return matching(MultitaskingMode.spellings, word)
    case .contentsize:
      return matching(
        ContentSizeCategory.allCases.map(\.rawValue) + ContentSizeCategory.allCases.map(\.alias),
        word)
    case .backend: return matching(["cassowary", "dense"], word)
    case .device: return deviceCompletions(typed: words.dropFirst().joined(separator: " "))
    case .add, .remove, .view: return anchorCompletions(word, views: views, ids: ids)
    default: return []
    }
  }

  /// `view.`, `view.attribute` and `view.guide.attribute` completions, else view names.
  private func anchorCompletions(_ word: String, views: [String], ids: [String]) -> [String] {
    if word.hasPrefix("#") { return matching(ids, word) }
    let parts = word.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    guard parts.count > 1 else { return matching(views, word).map { $0 + "." } }
    let base = parts.dropLast().joined(separator: ".")
    var names = LayoutAttribute.layoutFileNames
    if parts.count == 2 { names += ItemReference.Guide.allCases.map(\.rawValue) }
    return matching(names.map { base + "." + $0 }, word)
  }

  /// Catalog names that start with everything typed after `device`, each cut to start at
  /// the word being typed (names have spaces; the line editor completes one word).
  private func deviceCompletions(typed: String) -> [String] {
    let lastWordStart = typed.lastIndex(of: " ").map { typed.index(after: $0) } ?? typed.startIndex
    let before = typed[..<lastWordStart].count
    return DeviceCatalog.all.map(\.name)
      .filter { $0.lowercased().hasPrefix(typed.lowercased()) }
      .map { String($0.dropFirst(before)) }
      .reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
  }

  private func matching(_ names: [String], _ word: String) -> [String] {
    names.filter { $0.lowercased().hasPrefix(word.lowercased()) }
  }
}
