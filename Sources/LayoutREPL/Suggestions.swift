import LayoutCore

/// "Did you mean" candidates for a mistyped command or view name.
enum Suggestions {
  /// Up to `limit` names within an edit distance of a third of `word`'s length (at least 1,
  /// at most 3), closest first; names starting with `word` come before everything else.
  static func closest(to word: String, in names: [String], limit: Int = 3) -> [String] {
    let lower = word.lowercased()
    let prefixed = names.filter { $0.lowercased().hasPrefix(lower) && !lower.isEmpty }
    let budget = min(3, max(1, word.count / 3))
    let near = names.map { ($0, editDistance(lower, $0.lowercased())) }
      .filter { $0.1 <= budget && !prefixed.contains($0.0) }
      .sorted { ($0.1, $0.0) < ($1.1, $1.0) }.map(\.0)
    return Array((prefixed + near).prefix(limit))
  }
}
