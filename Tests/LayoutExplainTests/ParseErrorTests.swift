import Testing

@testable import LayoutExplain

/// What cannot be read is reported at the user's line and column, and never stops the rest.
@Suite struct ParseErrorTests {
  func issues(_ log: String) throws -> [String] {
    try Explainer.explain(log: log, fileName: "log.txt").issues.map(\.description)
  }

  static let header = "Unable to simultaneously satisfy constraints.\n(\n"
  static let valid = "    \"<NSLayoutConstraint:0x601 UILabel:0x7f1.width == 100   (active)>\"\n)"

  @Test func missingRelation() throws {
    let log =
      Self.header
      + "    \"<NSLayoutConstraint:0x600 UILabel:0x7f1.leading UIView:0x7f2.leading + 20>\",\n"
      + Self.valid
    #expect(
      try issues(log) == [
        "3:32: expected '==', '<=' or '>=' in 'UILabel:0x7f1.leading UIView:0x7f2.leading + 20'"
      ])
  }

  @Test func lineInTheListThatIsNoDescription() throws {
    let log = Self.header + "    \"garbage in the list\",\n" + Self.valid
    #expect(
      try issues(log) == [
        "3:5: expected a constraint description like \"<NSLayoutConstraint:0x… a.top == b.top>\""
      ])
  }

  @Test func junkAfterTheConstant() throws {
    let log =
      Self.header + "    \"<NSLayoutConstraint:0x602 UILabel:0x7f1.width == 100 pts>\",\n"
      + Self.valid
    #expect(try issues(log) == ["3:59: unexpected 'pts' at the end of the equation"])
  }

  /// A number past `Double`'s range is refused where it stands: as infinity it would read
  /// as a constraint that holds, and JSON could not write it.
  @Test(arguments: [
    ("UILabel:0x7f1.width == 1e400", "3:55: the number '1e400' is too large"),
    (
      "UILabel:0x7f1.width == " + String(repeating: "9", count: 400),
      "3:55: the number '99999999999999999999…' is too large"
    ),
    ("UILabel:0x7f1.width == 2e308*UIView:0x7f2.width", "3:55: the number '2e308' is too large"),
    ("H:[UILabel:0x7f1(1e999)]", "3:49: the number '1e999' is too large"),
    ("UILabel:0x7f1.width == 10 @1e500", "3:59: the number '1e500' is too large"),
  ])
  func numberTooLarge(description: String, issue: String) throws {
    let log =
      Self.header + "    \"<NSLayoutConstraint:0x603 \(description)>\",\n" + Self.valid
    #expect(try issues(log) == [issue])
  }

  /// A finite number past the solver's ±1e9 is refused too: 1e308 × a width overflows, and
  /// the constraint could otherwise be reported as holding.
  @Test(arguments: [
    (
      "UILabel:0x7f1.width == 1e308*UIView:0x7f2.width",
      "3:55: the number '1e308' is outside the range the solver accepts (±1e9)"
    ),
    (
      "UILabel:0x7f1.width == 2e9",
      "3:55: the number '2e9' is outside the range the solver accepts (±1e9)"
    ),
  ])
  func numberOutsideTheSolversRange(description: String, issue: String) throws {
    let log =
      Self.header + "    \"<NSLayoutConstraint:0x603 \(description)>\",\n" + Self.valid
    #expect(try issues(log) == [issue])
  }

  @Test func largestAcceptedNumberIsRead() throws {
    let log =
      Self.header + "    \"<NSLayoutConstraint:0x603 UILabel:0x7f1.width == 1e9>\",\n"
      + Self.valid
    #expect(try issues(log) == [])
  }

  @Test func columnsCountTheUsersCharactersDespiteEscapes() throws {
    let log =
      Self.header + "    \"<NSLayoutConstraint:0x603 UILabel:0x7f1.width == 100 \\_x>\",\n"
      + Self.valid
    #expect(try issues(log) == ["3:60: unexpected '_x' at the end of the equation"])
  }

  @Test func errorsOnAWrappedContinuationPointAtTheContinuation() throws {
    let log =
      Self.header + "    \"<NSLayoutConstraint:0x604 UILabel:0x7f1.width ==\n 100 pts>\",\n"
      + Self.valid
    #expect(try issues(log) == ["4:6: unexpected 'pts' at the end of the equation"])
  }

  @Test func snapKitSourceWithoutLine() throws {
    let log =
      Self.header
      + "    \"<SnapKit.LayoutConstraint:0x1@File.swift UILabel:0x2.width == 10>\",\n" + Self.valid
    #expect(try issues(log) == ["3:46: expected '#' and a line number after '@File.swift'"])
  }

  @Test func logWithoutDescriptionsThrows() {
    #expect(throws: ExplainError.noConstraints(fileName: "empty.txt", issues: [])) {
      try Explainer.explain(log: "Hello\nthere", fileName: "empty.txt")
    }
  }

  @Test func partialLogSaysWhatIsMissing() throws {
    let explanation = try Explainer.explain(log: Self.header + Self.valid, fileName: "log.txt")
    #expect(explanation.conflicts.isEmpty)
    #expect(
      explanation.missing == [
        "the \"Will attempt to recover by breaking constraint\" line of the message at line 1, "
          + "so which constraint UIKit broke is unknown",
        "a conflict among the constraints listed at line 1: they can all hold when rebuilt, so "
          + "the log lacks a constraint that took part (often a size the container imposes)",
      ])
    #expect(explanation.unreproduced == [1])
    #expect(
      explanation.text.hasPrefix(
        "UIKit reported a conflict (the message at line 1), but the 1 constraint read from "
          + "log.txt can all hold when rebuilt: the log lacks what took part (see \"Missing from "
          + "the log\")."))
  }

  @Test func textRenderingPrefixesIssuesWithTheFileName() throws {
    let log = Self.header + "    \"garbage in the list\",\n" + Self.valid
    let text = try Explainer.explain(log: log, fileName: "paste.txt").text
    #expect(text.contains("paste.txt:3:5: expected a constraint description"))
  }
}
