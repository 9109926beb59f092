import Testing

@testable import LayoutExplain

/// A message UIKit reported whose constraints can all hold when rebuilt (the container's
/// size is not printed): `explain` still names what `BreakRule` breaks, applied to the
/// message's own list, which is what UIKit chose from.
@Suite struct UnreproducedVictimTests {
  /// A label 16 in from both sides of a container whose width the log does not give, with a
  /// constant width: nothing conflicts when rebuilt, and the constant width is the rule's
  /// victim, as it is UIKit's.
  static let constantWidth = """
    Unable to simultaneously satisfy constraints.
    (
        "<NSLayoutConstraint:0x70 H:|-(16)-[UILabel:0x30]   (active, names: '|':UIView:0x31 )>",
        "<NSLayoutConstraint:0x71 UILabel:0x30.width == 200   (active)>",
        "<NSLayoutConstraint:0x72 H:[UILabel:0x30]-(16)-|   (active, names: '|':UIView:0x31 )>"
    )

    Will attempt to recover by breaking constraint
    <NSLayoutConstraint:0x71 UILabel:0x30.width == 200   (active)>
    """

  @Test func constantWidthInAnUnprintedContainer() throws {
    let explanation = try Explainer.explain(log: Self.constantWidth, fileName: "log.txt")
    #expect(explanation.conflicts.isEmpty)
    #expect(explanation.unreproduced == [1])
    #expect(
      explanation.unreproducedVictims == [
        UnreproducedVictim(line: 1, uikitBroke: "0x71", wouldBreak: "0x71")
      ])
    #expect(
      explanation.text.contains(
        "  The message at line 1, by the rule applied to its own list:\n"
          + "    UIKit broke: UILabel.width == 200  [NSLayoutConstraint, line 4]\n"
          + "    We would break: UILabel.width == 200  [NSLayoutConstraint, line 4]\n"))
  }

  /// Two messages pasted together, neither rebuilt: in the first the spacing between two
  /// buttons breaks before their pins (UIKit broke a pin: the rule says so, not UIKit's
  /// answer); in the second an autoresizing constraint is protected and the user's leading
  /// pin breaks.
  @Test func eachMessageByItsOwnList() throws {
    let log = """
      Unable to simultaneously satisfy constraints.
      (
          "<NSLayoutConstraint:0x80 H:|-(8)-[UIButton:0x40]   (active, names: '|':UIView:0x42 )>",
          "<NSLayoutConstraint:0x81 H:[UIButton:0x40]-(8)-[UIButton:0x41]   (active)>",
          "<NSLayoutConstraint:0x82 H:[UIButton:0x41]-(8)-|   (active, names: '|':UIView:0x42 )>"
      )

      Will attempt to recover by breaking constraint
      <NSLayoutConstraint:0x82 H:[UIButton:0x41]-(8)-|   (active, names: '|':UIView:0x42 )>
      Unable to simultaneously satisfy constraints.
      (
          "<NSAutoresizingMaskLayoutConstraint:0x90 h=--& v=--& UIView:0x43.minX == 0   (active, names: '|':UIView:0x44 )>",
          "<NSLayoutConstraint:0x91 UIView:0x43.leading == UIView:0x45.leading + 20   (active)>"
      )

      Will attempt to recover by breaking constraint
      <NSLayoutConstraint:0x91 UIView:0x43.leading == UIView:0x45.leading + 20   (active)>
      """
    let explanation = try Explainer.explain(log: log, fileName: "log.txt")
    #expect(explanation.conflicts.isEmpty)
    #expect(
      explanation.unreproducedVictims == [
        UnreproducedVictim(line: 1, uikitBroke: "0x82", wouldBreak: "0x81"),
        UnreproducedVictim(line: 10, uikitBroke: "0x91", wouldBreak: "0x91"),
      ])
  }

  /// A message that is rebuilt has no entry: its conflict names the victim.
  @Test func rebuiltMessagesHaveNone() throws {
    let explanation = try Explainer.explain(log: Fixtures.tableCellContentView, fileName: "l")
    #expect(!explanation.conflicts.isEmpty)
    #expect(explanation.unreproducedVictims.isEmpty)
  }
}
