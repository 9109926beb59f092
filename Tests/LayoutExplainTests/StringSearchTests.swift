import Testing

@testable import LayoutExplain

/// `includes(_:)` searches bytes where characters are bytes and must say what the standard
/// library's character search says everywhere.
@Suite struct StringSearchTests {
  @Test(arguments: [
    ("Unable to simultaneously satisfy constraints.", "satisfy constraints", true),
    ("Unable to simultaneously satisfy constraint", "satisfy constraints", false),
    ("", "a", false),
    ("ab", "abc", false),
    ("aab", "ab", true),
    ("line\r\nnext", "next", true),
    // `\r\n` is one character, so a word cannot start inside it.
    ("line\r\nnext", "\nnext", false),
    // A combining accent joins the `s` into another character: no match, as in the library.
    ("satisfy constraints\u{301}", "satisfy constraints", false),
    // The Kelvin sign is canonically equivalent to `K`: a match, as in the library.
    ("\u{212A}elvin", "Kelvin", true),
    ("caf\u{E9} <private>", "<private>", true),
  ])
  func includesAgreesWithTheLibrarySearch(text: String, word: String, expected: Bool) {
    #expect(text.includes(word) == expected)
    // The standard library's character search (Foundation's `contains`, which the test
    // target also sees, compares UTF-16 code units instead).
    #expect((text.firstRange(of: word) != nil) == expected)
  }

  @Test func offsetCountsCharacters() {
    #expect("caf\u{E9} Will attempt".offset(of: "Will") == 5)
    #expect("Will attempt".offset(of: "Will") == 0)
    #expect("Will attempt".offset(of: "recover") == nil)
  }
}
