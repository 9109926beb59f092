/// What Tab does with the candidates for the word before the cursor.
///
/// libedit (3.1-2022) rings the bell after inserting a single match as well as after a
/// partial one, so a unique match is inserted by the REPL itself, silently.
enum CompletionStep: Equatable {
  /// Insert this text at the cursor: the rest of the only match and a space (none after a
  /// view name completed to `view.`, whose attribute comes next).
  case insert(String)
  /// Hand the matches to libedit: it completes their common prefix and lists them on the
  /// next Tab (a unique match that differs from the word in case is replaced this way too).
  case offer([String])
  /// Nothing matches.
  case none

  /// The step for `word`, the text typed of the word being completed.
  static func step(word: String, candidates: [String]) -> CompletionStep {
    guard !candidates.isEmpty else { return .none }
    if candidates.count == 1, candidates[0].hasPrefix(word) {
      let separator = candidates[0].hasSuffix(".") ? "" : " "
      return .insert(String(candidates[0].dropFirst(word.count)) + separator)
    }
    return .offer(candidates)
  }
}
