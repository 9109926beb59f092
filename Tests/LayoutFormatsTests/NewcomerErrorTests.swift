import Testing

@testable import LayoutFormats

/// Mistakes a newcomer makes get one error each, saying what to write instead, and no
/// cascade of follow-on errors; a byte-order mark is no mistake at all.
@Suite struct NewcomerErrorTests {
  func errors(_ source: String) -> String {
    do {
      _ = try LayoutFileParser.parse(source, file: "new.layout")
      return "no errors"
    } catch {
      return error.description
    }
  }

  @Test func byteOrderMarkIsSkipped() throws {
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("view a: UILabel\n".utf8)
    let file = try LayoutFileParser.parse(bytes: bytes, file: "bom.layout")
    #expect(file.views.map(\.name) == ["a"])
    #expect(
      errors("\u{FEFF}view a: UIView\na.widht == 1\n") == """
        new.layout:2:3: error: unknown attribute 'widht'; did you mean 'width'?
        a.widht == 1
          ^
        """)
  }

  @Test func unitAfterANumberIsOneError() {
    #expect(
      errors("view a: UIView\na.leading == root.leading + 10pt\n") == """
        new.layout:2:29: error: invalid number '10pt'; lengths are in points and take no unit: write 10
        a.leading == root.leading + 10pt
                                    ^
        """)
  }

  /// A metric in an equation is read as a view missing its attribute; the message says
  /// what a metric is for, whether its own declaration parsed or not.
  @Test func metricInAnEquationSaysWhereMetricsGo() {
    let message = """
      new.layout:3:12: error: 'pad' is a metric, which VFL lines use ('H:|-pad-[view]|'); an equation takes a number
      a.width == pad
                 ^
      """
    #expect(errors("metric pad = 8\nview a: UIView\na.width == pad\n") == message)
    #expect(
      errors("metric pad = 1.2.3\nview a: UIView\na.width == pad\n") == """
        new.layout:1:14: error: invalid number '1.2.3'
        metric pad = 1.2.3
                     ^
        """ + "\n" + message)
  }

  @Test func numberWithTwoPointsIsOneError() {
    #expect(
      errors("metric pad = 1.2.3\nview a: UIView\n") == """
        new.layout:1:14: error: invalid number '1.2.3'
        metric pad = 1.2.3
                     ^
        """)
  }

  @Test(arguments: [
    ("when width > 700 {", 12, "width >= 700"), ("when height < 500 {", 13, "height <= 500"),
  ])
  func strictSizeConditionSuggestsTheInclusiveOne(_ line: String, _ column: Int, _ fix: String) {
    let caret = String(repeating: " ", count: column - 1) + "^"
    #expect(
      errors("view a: UIView\n\(line)\n  a.width == 10\n}\n") == """
        new.layout:2:\(column): error: a size condition takes '>=', '<=' or a range such as 320...414, and its bounds count as inside: write '\(fix)'
        \(line)
        \(caret)
        """)
  }

  @Test func strictRelationInAConstraintIsOneError() {
    #expect(
      errors("view a: UIView\na.width > 10\n") == """
        new.layout:2:9: error: unknown relation '>'; use ==, <= or >=
        a.width > 10
                ^
        """)
  }

  @Test(arguments: ["intrinsic 10 10", "hugging 250", "compression 750", "text \"x\"", "font 17"])
  func rootRefusesWhatTheScreenDecides(_ property: String) {
    let name = String(property.prefix { $0 != " " })
    #expect(
      errors("view root {\n  \(property)\n}\n") == """
        new.layout:2:3: error: '\(name)' does not apply to the root view, which the screen or window sizes; 'view root { ... }' sets only 'margins' (put '\(name)' on a subview)
          \(property)
          ^
        """)
  }

  @Test func rootTakesMargins() throws {
    #expect(errors("view root {\n  margins 8\n}\n") == "no errors")
  }

  /// A required negative size is one error with its reason, not a conflict, an ambiguity
  /// and a zero-size warning from solving.
  @Test func negativeSizeIsOneErrorWithItsReason() {
    #expect(
      errors("view b: UIView\nb.width == -30\n") == """
        new.layout:2:1: error: 'b.width == -30' can never hold: a width is never negative (Auto Layout keeps sizes at 0 or more); use a positive size, or a spacing between two edges
        b.width == -30
        ^
        """)
    #expect(errors("view b: UIView\nb.height <= -1\n").contains("a height is never negative"))
    #expect(errors("view b: UIView\nb.width >= -30\nb.width == -30 @500\n") == "no errors")
  }

  /// Names pasted from UIKit code get the layout file's name, which edit distance cannot
  /// find (`layoutMarginsGuide` is far from `margins`).
  @Test func uikitNamesGetTheLayoutFileName() {
    #expect(
      errors("view a: UIView\na.leading == root.layoutMarginsGuide.leading\n") == """
        new.layout:2:19: error: unknown layout guide 'layoutMarginsGuide' (guides are safeArea, margins, readableContent, keyboard); UIKit's 'layoutMarginsGuide' is 'margins' here
        a.leading == root.layoutMarginsGuide.leading
                          ^
        """)
    #expect(
      errors("view a: UIView\na.top == root.safeAreaLayoutGuide.top\n") == """
        new.layout:2:15: error: unknown layout guide 'safeAreaLayoutGuide' (guides are safeArea, margins, readableContent, keyboard); UIKit's 'safeAreaLayoutGuide' is 'safeArea' here
        a.top == root.safeAreaLayoutGuide.top
                      ^
        """)
    #expect(
      errors("view go: UIButton { title \"Go\" }\n") == """
        new.layout:1:21: error: unknown view property 'title'; UIKit's 'title' is 'text' here
        view go: UIButton { title "Go" }
                            ^
        """)
    #expect(
      errors("view a: UILabel { numberOfLines 0 }\n") == """
        new.layout:1:19: error: unknown view property 'numberOfLines'; UIKit's 'numberOfLines' is 'lines' here
        view a: UILabel { numberOfLines 0 }
                          ^
        """)
  }
}
