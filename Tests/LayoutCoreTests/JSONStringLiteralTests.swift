import LayoutCore
import Testing

/// `jsonStringLiteral`, the one JSON string writer (device catalog, renderers, reports).
@Suite struct JSONStringLiteralTests {
  @Test(arguments: [
    ("", #""""#),
    ("iPhone 15", #""iPhone 15""#),
    (#"say "hi""#, #""say \"hi\"""#),
    (#"a\b"#, #""a\\b""#),
    ("line\nnext\r\ttab", #""line\nnext\r\ttab""#),
    ("\u{0}\u{1}\u{1F}", #""\u0000\u0001\u001f""#),
    ("é 📱 \u{7F}", "\"é 📱 \u{7F}\""),
  ])
  func literals(text: String, expected: String) {
    #expect(jsonStringLiteral(text) == expected)
  }
}
