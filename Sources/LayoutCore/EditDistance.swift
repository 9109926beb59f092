/// The edit distance between two sequences, for "did you mean" suggestions: the fewest
/// insertions, deletions, substitutions and swaps of two neighbouring elements that turn
/// `a` into `b` (optimal string alignment). A swap counts as one edit, not two, since
/// swapped letters are the commonest typo (`widht` for `width`, `bagde` for `badge`).
///
/// It is the restricted form of the Damerau–Levenshtein distance: no substring is edited
/// twice, so `editDistance("ca", "abc")` is 3, not 2.
///
/// Strings compare by `Character` (`editDistance("widht", "width")` is 1); pass
/// `unicodeScalars` (or any other collections of equatable elements) to compare by those.
///
/// - Complexity: O(*m* × *n*) time and O(*n*) space, for lengths *m* and *n*.
package func editDistance<A: Collection, B: Collection>(_ a: A, _ b: B) -> Int
where A.Element == B.Element, A.Element: Equatable {
  let a = Array(a)
  let b = Array(b)
  if a.isEmpty { return b.count }
  if b.isEmpty { return a.count }
  var beforePrevious = [Int](repeating: 0, count: b.count + 1)
  var previous = Array(0...b.count)
  var current = [Int](repeating: 0, count: b.count + 1)
  for i in 1...a.count {
    current[0] = i
    for j in 1...b.count {
      let cost = a[i - 1] == b[j - 1] ? 0 : 1
      current[j] = min(previous[j - 1] + cost, previous[j] + 1, current[j - 1] + 1)
      if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
        current[j] = min(current[j], beforePrevious[j - 2] + 1)
      }
    }
    (beforePrevious, previous, current) = (previous, current, beforePrevious)
  }
  return previous[b.count]
}
