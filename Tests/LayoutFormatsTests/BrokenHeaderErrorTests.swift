import Testing

@testable import LayoutFormats

/// A broken `orientations` line reports every bad name, and a block whose header is broken
/// still has its contents checked, so one run lists every syntax error.
@Suite struct BrokenHeaderErrorTests {
  private func messages(_ source: String) -> [String] {
    do {
      _ = try LayoutFileParser.parse(source, file: "bad.layout")
      return []
    } catch {
      return error.errors.map { "\($0.location.line):\($0.location.column): \($0.message)" }
    }
  }

  @Test func everyUnknownOrientationIsReported() {
    #expect(
      messages("orientations sideways, upward portrait 7") == [
        "1:14: unknown orientation 'sideways'",
        "1:24: unknown orientation 'upward'",
        "1:40: expected an interface orientation, found '7'",
      ])
  }

  @Test func blocksAfterBrokenHeadersAreStillChecked() {
    let source = """
      view a
      view b
      [wAny hFoo] { a.top == 3; b.bad == 1 }
      when width >= x { a.top == ; a.top == 1 }
      set { a.top == ; H:|[a]| }
      [wAny hCompact] { a.width == 4 }
      """
    #expect(
      messages(source) == [
        "3:7: expected a height size class such as 'hAny', 'hCompact' or 'hRegular', found 'hFoo'",
        "3:29: unknown attribute 'bad'",
        "4:15: expected a bound, found 'x'",
        "4:28: expected a number or an anchor such as 'root.top', found ';'",
        "5:5: expected a constraint set name, found '{'",
        "5:16: expected a number or an anchor such as 'root.top', found ';'",
      ])
  }
}

/// Words read as a view name that cannot be one get the message for what was meant.
@Suite struct MisreadWordErrorTests {
  private func errors(_ source: String) -> String {
    do {
      _ = try LayoutFileParser.parse(source, file: "bad.layout")
      return ""
    } catch {
      return error.description
    }
  }

  @Test func vflLineWithoutColon() {
    #expect(
      errors("view a\nV|[a]|") == """
        bad.layout:2:2: error: expected ':' after 'V' in a VFL line, as in 'V:|[view]|', found '|'
        V|[a]|
         ^
        """)
  }

  @Test func misspeltKeywordsAreNamed() {
    #expect(
      errors("view a\n[wAny hAny] { instal a; uninstal #x }") == """
        bad.layout:2:15: error: unknown keyword 'instal'; did you mean 'install'?
        [wAny hAny] { instal a; uninstal #x }
                      ^
        bad.layout:2:25: error: unknown keyword 'uninstal'; did you mean 'uninstall'?
        [wAny hAny] { instal a; uninstal #x }
                                ^
        """)
  }

  @Test func anAnchorWithoutAttributeKeepsItsMessage() {
    #expect(
      errors("view a\na == root.top").hasPrefix(
        "bad.layout:2:3: error: expected '.' and an attribute after 'a', as in 'a.top'"))
  }
}
