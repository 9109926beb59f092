import Testing

@testable import LayoutExplain

/// Constant sizes in `layout explain`: UIKit breaks the largest of a set's constant sizes
/// and, of equal ones, the newest (listed last), among those whose breaking ends the
/// conflict.
@Suite struct SizeOrderFixtureTests {
  func conflict(_ log: String) throws -> Explanation.Conflict {
    try #require(try Explainer.explain(log: log, fileName: "log.txt").conflicts.first)
  }

  static let reasonStart =
    "it sets a size to a constant, which UIKit breaks first among the set's user "
    + "constraints (constant sizes, then spacings, centres, relative sizes, trailing or "
    + "bottom edges, leading or top edges; bounds before equalities); of the 2 such "
    + "constraints it is the largest (of equal ones, the newest)"

  /// Two labels 20 high stacked flush in a view UIKit makes 34 high: either height could
  /// give way (its label shrinking to 14), and the second label's, the newer, breaks.
  @Test func ofEqualSizesTheNewerBreaks() throws {
    let log = """
      (
          "<NSLayoutConstraint:0xa0 UILabel:0x1.height == 20   (active)>",
          "<NSLayoutConstraint:0xa1 UILabel:0x2.height == 20   (active)>",
          "<NSLayoutConstraint:0xa2 V:|-(0)-[UILabel:0x1]   (active, names: '|':UIView:0x3 )>",
          "<NSLayoutConstraint:0xa3 V:[UILabel:0x1]-(0)-[UILabel:0x2]   (active)>",
          "<NSLayoutConstraint:0xa4 V:[UILabel:0x2]-(0)-|   (active, names: '|':UIView:0x3 )>",
          "<NSLayoutConstraint:0xa5 'UIView-Encapsulated-Layout-Height' UIView:0x3.height == 34   (active)>"
      )

      Will attempt to recover by breaking constraint
      <NSLayoutConstraint:0xa1 UILabel:0x2.height == 20   (active)>
      """
    let found = try conflict(log)
    #expect(found.uikitBroke == "0xa1")
    #expect(found.wouldBreak == "0xa1")
    #expect(
      found.reason
        == Self.reasonStart + "; system constraints ('UIView-Encapsulated-Layout-Height') "
        + "are protected, as UIKit protects them")
  }

  /// A 30-point button listed before a 60-point one in a row 80 wide: breaking either makes
  /// room, and the larger breaks although it is the newer.
  @Test func theLargerSizeBreaksWhateverItsAge() throws {
    let log = """
      (
          "<NSLayoutConstraint:0xb0 UIButton:0x1.width == 30   (active)>",
          "<NSLayoutConstraint:0xb1 UIButton:0x2.width == 60   (active)>",
          "<NSLayoutConstraint:0xb2 H:|-(0)-[UIButton:0x1]   (active, names: '|':UIView:0x3 )>",
          "<NSLayoutConstraint:0xb3 H:[UIButton:0x1]-(0)-[UIButton:0x2]   (active)>",
          "<NSLayoutConstraint:0xb4 H:[UIButton:0x2]-(0)-|   (active, names: '|':UIView:0x3 )>",
          "<NSLayoutConstraint:0xb5 'UIView-Encapsulated-Layout-Width' UIView:0x3.width == 80   (active)>"
      )

      Will attempt to recover by breaking constraint
      <NSLayoutConstraint:0xb1 UIButton:0x2.width == 60   (active)>
      """
    let found = try conflict(log)
    #expect(found.uikitBroke == "0xb1")
    #expect(found.wouldBreak == "0xb1")
    #expect(
      found.reason
        == Self.reasonStart + "; system constraints ('UIView-Encapsulated-Layout-Width') "
        + "are protected, as UIKit protects them")
  }
}
