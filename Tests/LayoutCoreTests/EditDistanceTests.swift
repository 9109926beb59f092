import LayoutCore
import Testing

/// `editDistance`, the one "did you mean" distance (optimal string alignment) shared by the
/// device-name matcher, the layout-file diagnostics and the REPL.
@Suite struct EditDistanceTests {
  @Test(arguments: [
    ("", "", 0), ("", "abc", 3), ("abc", "", 3), ("width", "width", 0),
    // One insertion, deletion, substitution.
    ("widt", "width", 1), ("widthh", "width", 1), ("wodth", "width", 1),
    // A swap of neighbouring letters is one edit (Levenshtein counts two).
    ("widht", "width", 1), ("bagde", "badge", 1), ("ab", "ba", 1),
    // Restricted: a swapped pair is not edited again, so "ca" to "abc" takes three.
    ("ca", "abc", 3),
    ("kitten", "sitting", 3), ("iphone 15 pro", "iphone 15 pro max", 4),
    ("Width", "width", 1),
  ])
  func distances(a: String, b: String, expected: Int) {
    #expect(editDistance(a, b) == expected)
    #expect(editDistance(b, a) == expected)
  }

  /// Strings compare by `Character`; their unicode scalars can be compared instead.
  @Test func charactersOrScalars() {
    let composed = "caf\u{E9}"
    let decomposed = "cafe\u{301}"
    #expect(editDistance(composed, decomposed) == 0)
    #expect(editDistance(composed.unicodeScalars, decomposed.unicodeScalars) == 2)
    #expect(editDistance(Array("ab".unicodeScalars), Array("ba".unicodeScalars)) == 1)
    #expect(editDistance([1, 2, 3], [1, 3, 2]) == 1)
  }
}
