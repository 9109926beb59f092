/// "Did you mean" candidates for a mistyped command or view name.
enum Suggestions {
  /// Up to `limit` names within an edit distance of a third of `word`'s length (at least 1,
  /// at most 3), closest first; names starting with `word` come before everything else.
  static func closest(to word: String, in names: [String], limit: Int = 3) -> [String] {
    let lower = word.lowercased()
    let prefixed = names.filter { $0.lowercased().hasPrefix(lower) && !lower.isEmpty }
    let budget = min(3, max(1, word.count / 3))
    let near = names.map { ($0, distance(lower, $0.lowercased())) }
      .filter { $0.1 <= budget && !prefixed.contains($0.0) }
      .sorted { ($0.1, $0.0) < ($1.1, $1.0) }.map(\.0)
    return Array((prefixed + near).prefix(limit))
  }

  /// Edit distance counting an insertion, a deletion, a substitution or a swap of two
  /// neighbouring characters as one edit (optimal string alignment), since swapped letters
  /// are the commonest typo (`bagde` for `badge`).
  /// - Complexity: O(a × b).
  static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = previous
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        current[j] = min(
          previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], beforePrevious[j - 2] + 1)
        }
      }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
  }
}
