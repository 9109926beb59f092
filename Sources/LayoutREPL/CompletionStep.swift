/// What Tab does with the candidates for the word before the cursor.
///
/// libedit (3.1-2022) rings the bell after inserting a single match as well as after a
/// partial one, so a unique match is inserted by the REPL itself, silently, and so is a unique
/// match typed in another case.
enum CompletionStep: Equatable {
  /// Insert this text at the cursor: the rest of the only match and a space (none after a
  /// view name completed to `view.`, whose attribute comes next).
  case insert(String)
  /// Replace the typed word by this text: the only match, which differs from the word in
  /// case (its first characters take as many bytes as the word), and the separator `insert`
  /// would add.
  case replace(String)
  /// Hand the matches to libedit: it completes their common prefix and lists them on the
  /// next Tab.
  case offer([String])
  /// Nothing matches.
  case none

  /// The step for `word`, the text typed of the word being completed.
  static func step(word: String, candidates: [String]) -> CompletionStep {
    guard !candidates.isEmpty else { return .none }
    if candidates.count == 1 {
      let match = candidates[0]
      let separator = match.hasSuffix(".") ? "" : " "
      if match.hasPrefix(word) { return .insert(String(match.dropFirst(word.count)) + separator) }
      // The editor rewrites the typed characters in place (same bytes, another case).
      if match.lowercased().hasPrefix(word.lowercased()),
        match.prefix(word.count).utf8.count == word.utf8.count
      {
        return .replace(match + separator)
      }
    }
    return .offer(candidates)
  }
}
