import LayoutTestSupport
import Testing

@testable import LayoutFormats

/// Every error in a file is reported, each with file:line:column, the line and a caret.
@Suite struct LayoutFileErrorTests {
  func errors(_ source: String, limits: FormatLimits = .standard) -> String {
    do {
      _ = try LayoutFileParser.parse(source, file: "bad.layout", limits: limits)
      return "no errors"
    } catch {
      return error.description
    }
  }

  @Test func namesAndSyntaxAllReported() {
    let source = """
      view green: UIView
      view red in gren
      green.top == gren.bottom + 8
      green.widht == 100
      green.leading = root.leading
      red.top == root.top + 1e12 #t
      H:|-[green]-[blue]-|
      V:|[green(>30)]|
      view green
      """
    #expect(
      errors(source) == """
        bad.layout:2:6: error: unknown superview 'gren'; did you mean 'green'?
        view red in gren
             ^
        bad.layout:3:14: error: unknown view 'gren'; did you mean 'green'?
        green.top == gren.bottom + 8
                     ^
        bad.layout:4:7: error: unknown attribute 'widht'; did you mean 'width'?
        green.widht == 100
              ^
        bad.layout:5:15: error: a constraint is a relation, not an assignment: use '==', '<=' or '>='
        green.leading = root.leading
                      ^
        bad.layout:6:23: error: number '1e12' is out of range; numbers must be finite with a magnitude of at most 1000000000
        red.top == root.top + 1e12 #t
                              ^
        bad.layout:7:14: error: unknown view 'blue'
        H:|-[green]-[blue]-|
                     ^
        bad.layout:8:11: error: Unknown relation. Must be ==, >=, or <=
        V:|[green(>30)]|
                  ^
        bad.layout:9:6: error: duplicate view 'green' (first declared at line 1)
        view green
             ^
        """)
  }

  @Test func invalidAttributeCombinations() {
    let source = """
      view a
      view b
      a.leading == b.left
      a.top == root.centerX
      a.width == b.top
      a.centerX == 20
      a.top == b.top @1001
      a.top == 0 * b.top
      a.top == b.safeArea.topMargin
      """
    #expect(
      errors(source) == """
        bad.layout:3:1: error: cannot relate a leading/trailing attribute to a left/right attribute ('leading' and 'left'); use leading/trailing for both or neither
        a.leading == b.left
        ^
        bad.layout:4:1: error: cannot relate a horizontal attribute to a vertical one ('top' and 'centerX')
        a.top == root.centerX
        ^
        bad.layout:5:1: error: cannot relate a size attribute to a location attribute ('width' and 'top')
        a.width == b.top
        ^
        bad.layout:6:1: error: 'a.centerX' is a location and cannot equal a constant; location attributes must be specified in pairs
        a.centerX == 20
        ^
        bad.layout:7:17: error: priority 1001 is outside 1...1000
        a.top == b.top @1001
                        ^
        bad.layout:8:1: error: a multiplier of 0 makes 'a.top' equal a constant; location attributes must be specified in pairs
        a.top == 0 * b.top
        ^
        bad.layout:9:10: error: layout guides have no margin attributes; use 'b.topMargin'
        a.top == b.safeArea.topMargin
                 ^
        """)
  }

  @Test func recoveryInsideBlocks() {
    let source = """
      view a {
      \tintrinsic 10
        bogus 3
        hugging 2000
        huging 250
      }
      [wAny hTall] {
        a.font = 0
      }
      [wAny hAny] {
        uninstall #nope
        #nope.constant = 3
        activate nothing
        b.font = 3
        view c
      }
      uninstall a
      """
    #expect(
      errors(source) == """
        bad.layout:2:14: error: expected an intrinsic size or 'none', found end of line
        \tintrinsic 10
        \t            ^
        bad.layout:3:3: error: unknown view property 'bogus'
          bogus 3
          ^
        bad.layout:4:11: error: priority 2000 is outside 1...1000
          hugging 2000
                  ^
        bad.layout:5:3: error: unknown view property 'huging'; did you mean 'hugging'?
          huging 250
          ^
        bad.layout:7:7: error: expected a height size class such as 'hAny', 'hCompact' or 'hRegular', found 'hTall'
        [wAny hTall] {
              ^
        bad.layout:8:12: error: font size 0 is out of range; expected 1…1000 points
          a.font = 0
                   ^
        bad.layout:11:3: error: unknown constraint identifier '#nope'
          uninstall #nope
          ^
        bad.layout:12:3: error: unknown constraint identifier '#nope'
          #nope.constant = 3
          ^
        bad.layout:13:3: error: unknown constraint set 'nothing'
          activate nothing
          ^
        bad.layout:14:3: error: unknown view 'b'
          b.font = 3
          ^
        bad.layout:15:3: error: 'view' cannot appear inside a block of constraints
          view c
          ^
        bad.layout:17:1: error: 'uninstall' can only be used inside a variation ('[wAny hCompact] { ... }' or 'when ... { ... }')
        uninstall a
        ^
        """)
  }

  @Test func lexicalProblems() {
    let source =
      "view a\n¤ a.width == nan\nwhen aspect 3...1 { }\n}\norientations sideways\ntext \"open\n"
    #expect(
      errors(source) == """
        bad.layout:2:1: error: unexpected character '¤' (U+00A4)
        ¤ a.width == nan
        ^
        bad.layout:2:14: error: 'nan' is not a finite number
        ¤ a.width == nan
                     ^
        bad.layout:3:13: error: the range 3...1 is empty
        when aspect 3...1 { }
                    ^
        bad.layout:4:1: error: unexpected '}' without a matching '{'
        }
        ^
        bad.layout:5:14: error: unknown orientation 'sideways'
        orientations sideways
                     ^
        bad.layout:6:6: error: unterminated string
        text "open
             ^
        bad.layout:6:11: error: expected '.' and an attribute after 'text', as in 'text.top'
        text "open
                  ^
        """)
  }

  @Test func spacesInVisualFormat() {
    #expect(
      errors("view a\nH: |-[a]-|\n") == """
        bad.layout:2:1: error: a VFL line is written without spaces, as in 'H:|-[view]-|'
        H: |-[a]-|
        ^
        """)
    #expect(
      errors("view a\nH:|-[a] -|\n") == """
        bad.layout:2:9: error: expected end of statement, found '-'
        H:|-[a] -|
                ^
        """)
  }

  @Test func visualFormatNeedsAnOrientation() {
    #expect(
      errors("view a\n|-[a]-|\nset s {\n  [a(10)]\n}\n") == """
        bad.layout:2:1: error: a VFL line in a layout file starts with 'H:' or 'V:', as in 'H:|-[view]-|'
        |-[a]-|
        ^
        bad.layout:4:3: error: a VFL line in a layout file starts with 'H:' or 'V:', as in 'H:|-[view]-|'
          [a(10)]
          ^
        """)
  }

  @Test func unclosedBlock() {
    #expect(
      errors("set s {\n  root.width == 10\n")
        == "bad.layout:3:1: error: expected '}' to close the block opened at line 1")
  }

  @Test func sizeLimit() {
    let big = String(repeating: "// padding\n", count: 200)
    #expect(
      errors(big, limits: FormatLimits(maximumFileSize: 1000))
        == "bad.layout:1: error: file is 2200 bytes, larger than the limit of 1000 bytes")
  }

  @Test func nestingLimit() {
    let source = "view a { view b { view c { view d } } }\n"
    #expect(
      errors(source, limits: FormatLimits(maximumNesting: 2)) == """
        bad.layout:1:26: error: blocks are nested too deeply (limit 2)
        view a { view b { view c { view d } } }
                                 ^
        """)
  }

  /// A bidirectional override outside a string is named by its code point, never quoted raw
  /// in the message (the commands show the quoted line with it as `?`).
  @Test func bidiOverrideIsNotQuotedRaw() {
    let lines = errors("view a\u{202E}b\n").split(separator: "\n").map(String.init)
    #expect(lines.first == "bad.layout:1:7: error: unexpected character (U+202E)")
  }

  @Test func statementAndErrorLimits() {
    let many = String(repeating: "root.width == 1\n", count: 5)
    #expect(
      errors(many, limits: FormatLimits(maximumStatements: 3)) == """
        bad.layout:4:1: error: too many statements (limit 3)
        root.width == 1
        ^
        """)
    let broken = String(repeating: "?\n", count: 5)
    #expect(
      errors(broken, limits: FormatLimits(maximumErrors: 2)) == """
        bad.layout:1:1: error: unexpected character '?' (U+003F)
        ?
        ^
        bad.layout:2:1: error: unexpected character '?' (U+003F)
        ?
        ^
        bad.layout:3:1: error: too many errors (limit 2); stopping
        ?
        ^
        """)
  }

  @Test func invalidUTF8AndBinaryGarbage() {
    let bytes: [UInt8] = Array("view a\nview b".utf8) + [0xFF, 0xFE]
    do {
      _ = try LayoutFileParser.parse(bytes: bytes, file: "bin.layout")
      Issue.record("expected an error")
    } catch {
      #expect(error.description == "bin.layout:2:7: error: file is not valid UTF-8 text")
    }
    let nul: [UInt8] = Array("view a\nview b".utf8) + [0, 0x41]
    do {
      _ = try LayoutFileParser.parse(bytes: nul, file: "bin.layout")
      Issue.record("expected an error")
    } catch {
      #expect(
        error.description == "bin.layout:2:7: error: file is binary (a NUL byte), not layout text")
      #expect(error.errors.map(\.refusesFile) == [true])
    }
    let seed: UInt64 = 28
    print("binary garbage: seed \(seed)")
    var generator = SeededGenerator(seed: seed)
    let garbage = (0..<4096).map { _ in UInt8.random(in: 0...127, using: &generator) }
    #expect(throws: FormatErrors.self) {
      _ = try LayoutFileParser.parse(bytes: garbage, file: "garbage.layout")
    }
  }

  @Test func tenMegabytesIsRejectedQuickly() {
    let bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 10 << 20)
    #expect(throws: FormatErrors.self) {
      _ = try LayoutFileParser.parse(bytes: bytes, file: "huge.layout")
    }
  }

  @Test func windowsLineEndings() throws {
    let layout = try LayoutFileParser.parse("view a\r\nH:|[a]|\r\na.height == 10\r\n")
    #expect(layout.statements.count == 3)
    #expect(
      errors("view a\r\na.hieght == 1\r\n") == """
        bad.layout:2:3: error: unknown attribute 'hieght'; did you mean 'height'?
        a.hieght == 1
          ^
        """)
  }

  @Test func emptyFileIsValid() throws {
    #expect(try LayoutFileParser.parse("").statements.isEmpty)
    #expect(try LayoutFileParser.parse("// only a comment\n\n").statements.isEmpty)
  }

  @Test func uikitNamesGetTheLayoutFileSpelling() {
    let source = """
      view label: UILabel
      label.leading == superview.leading + 20
      label.top == view.safeArea.top
      view other in superview
      label.bottom == safeAreaLayoutGuide.bottom
      """
    #expect(
      errors(source) == """
        bad.layout:2:18: error: unknown view 'superview'; a layout file names each view: \
        write the superview's name, or 'root' for the screen's root view
        label.leading == superview.leading + 20
                         ^
        bad.layout:3:14: error: unknown view 'view'; the screen's root view (a view controller's 'view') is 'root'
        label.top == view.safeArea.top
                     ^
        bad.layout:4:6: error: unknown superview 'superview'; a layout file names each view: \
        write the superview's name, or 'root' for the screen's root view
        view other in superview
             ^
        bad.layout:5:17: error: unknown view 'safeAreaLayoutGuide'; guides belong to a view: \
        write 'root.safeArea', 'root.margins' or 'root.readableContent'
        label.bottom == safeAreaLayoutGuide.bottom
                        ^
        """)
  }
}
