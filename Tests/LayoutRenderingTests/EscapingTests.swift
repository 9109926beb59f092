import Foundation
import LayoutRendering
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

@Suite struct EscapingTests {
  @Test func markupEscapesTheFiveSpecials() {
    #expect(Markup.escape(#"a<b & "c" 'd' >"#) == "a&lt;b &amp; &quot;c&quot; &#39;d&#39; &gt;")
  }

  @Test func markupReplacesForbiddenControlCharacters() {
    #expect(Markup.escape("a\u{0}b\u{1B}c\u{FFFF}") == "a\u{FFFD}b\u{FFFD}c\u{FFFD}")
    #expect(Markup.escape("tab\tline\nreturn\r") == "tab\tline\nreturn\r")
  }

  @Test func markupKeepsOtherUnicode() {
    #expect(Markup.escape("café ••• 日本") == "café ••• 日本")
  }

  @Test func svgHasNoRawSpecialsAndParsesAsXML() throws {
    let svg = try SVGRenderer.render(SampleSnapshots.hostile)
    #expect(svg.contains("a&lt;b &amp; &quot;c&quot; &#39;d&#39;"))
    #expect(svg.contains("x &gt; y &amp;&amp; y &lt; &quot;z&quot;\u{FFFD}[31m\u{FFFD}"))
    #expect(!svg.contains("<script>"))
    #expect(!svg.contains("a<b"))
    #expect(try isWellFormedXML(svg))
  }

  @Test func deviceMatrixSVGParsesAsXML() throws {
    let sheet = try DeviceMatrixRenderer.svg(
      [SampleSnapshots.hostile, SampleSnapshots.banner], title: "<&>")
    #expect(sheet.contains("&lt;&amp;&gt;"))
    #expect(try isWellFormedXML(sheet))
  }

  @Test func htmlReportEscapesEverything() throws {
    let html = try HTMLReportRenderer.render([SampleSnapshots.hostile], title: "R&D <report>")
    #expect(html.contains("<title>R&amp;D &lt;report&gt;</title>"))
    #expect(html.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;"))
    #expect(!html.contains("<script>"))
    #expect(!html.contains("a<b"))
    #expect(html.contains("<code>&lt;NSLayoutConstraint:0x1 a&lt;b.width == 10&gt;</code>"))
  }

  @Test func matrixHTMLEscapesEverything() throws {
    let html = try DeviceMatrixRenderer.html([SampleSnapshots.hostile], title: "\"quoted\"")
    #expect(html.contains("<h1>&quot;quoted&quot;</h1>"))
    #expect(html.contains("<h2>Phone &lt;X&gt;</h2>"))
    #expect(!html.contains("<script>"))
  }

  @Test func jsonQuotesNamesAndControlCharacters() throws {
    let json = JSONRenderer.render(SampleSnapshots.hostile)
    #expect(json.contains(#""name": "a<b & \"c\" 'd'""#))
    #expect(json.contains(#""text": "x > y && y < \"z\"\u001b[31m\u0007""#))
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    let views = try #require(object?["views"] as? [[String: Any]])
    #expect(views[1]["name"] as? String == "a<b & \"c\" 'd'")
    #expect(views[1]["text"] as? String == "x > y && y < \"z\"\u{1B}[31m\u{7}")
  }

  @Test func asciiDrawsNoControlCharacters() throws {
    let art = try ASCIIRenderer.render(
      SampleSnapshots.hostile, options: ASCIIRenderer.Options(width: 80, height: 40))
    #expect(!art.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(art.contains("x > y && y < \"z\"?[31m?"))
  }

  @Test func textTableKeepsNamesVerbatim() {
    let table = TextTableRenderer.render(SampleSnapshots.hostile)
    #expect(table.contains("  a<b & \"c\" 'd'  UIView"))
  }

  private func isWellFormedXML(_ text: String) throws -> Bool {
    let parser = XMLParser(data: Data(text.utf8))
    return parser.parse()
  }
}
