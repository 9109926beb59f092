import Testing

@testable import LayoutExplain

/// The layout margins guide of one of UIKit's private views (a bar's `_UIButtonBarStackView`)
/// is tied to it by constraints UIKit makes and names (`UIView-rightMargin-guide-constraint`):
/// UIKit breaks those before its unnamed pins of the same views, as it breaks its other
/// named constraints (`IB_Trailing_Trailing`), while the guides of the app's views stay
/// protected.
@Suite struct PrivateViewGuideFixtureTests {
  func conflict(_ log: String) throws -> Explanation.Conflict {
    try #require(try Explainer.explain(log: log, fileName: "log.txt").conflicts.first)
  }

  /// A bar's stack view, flush in a content view its autoresizing mask makes 0 wide, with
  /// margins of 12 on each side: the right margin's guide constraint breaks (a trailing edge
  /// before the leading one), not UIKit's unnamed trailing pin of the stack view.
  @Test func aPrivateViewsMarginBreaksBeforeUIKitsUnnamedPins() throws {
    let log = """
      (
          "<NSAutoresizingMaskLayoutConstraint:0x60 h=--& v=--& _UIToolbarContentView:0x10.width == 0   (active)>",
          "<NSLayoutConstraint:0x61 H:|-(0)-[_UIButtonBarStackView:0x11]   (active, names: '|':_UIToolbarContentView:0x10 )>",
          "<NSLayoutConstraint:0x62 H:[_UIButtonBarStackView:0x11]-(0)-|   (active, names: '|':_UIToolbarContentView:0x10 )>",
          "<NSLayoutConstraint:0x63 'UIView-leftMargin-guide-constraint' H:|-(12)-[UILayoutGuide:0x12'UIViewLayoutMarginsGuide'](LTR)   (active, names: '|':_UIButtonBarStackView:0x11 )>",
          "<NSLayoutConstraint:0x64 'UIView-rightMargin-guide-constraint' H:[UILayoutGuide:0x12'UIViewLayoutMarginsGuide']-(12)-|(LTR)   (active, names: '|':_UIButtonBarStackView:0x11 )>"
      )

      Will attempt to recover by breaking constraint
      <NSLayoutConstraint:0x64 'UIView-rightMargin-guide-constraint' H:[UILayoutGuide:0x12'UIViewLayoutMarginsGuide']-(12)-|(LTR)   (active, names: '|':_UIButtonBarStackView:0x11 )>
      """
    let found = try conflict(log)
    #expect(found.constraints == ["0x60", "0x61", "0x62", "0x63", "0x64"])
    #expect(found.uikitBroke == "0x64")
    #expect(found.wouldBreak == "0x64")
    #expect(
      found.reason
        == "it pins a trailing or bottom edge to another, which UIKit breaks first among the "
        + "set's constraints UIKit lays out its own views with and names (constant sizes, then "
        + "spacings, centres, relative sizes, trailing or bottom edges, leading or top edges; "
        + "bounds before equalities); system constraints (autoresizing constraint "
        + "(h=--& v=--&)) and UIKit's constraints among its own views (NSLayoutConstraint:0x61, "
        + "NSLayoutConstraint:0x62) are protected, as UIKit protects them")
  }

  /// The same margins on an app's view, pinned flush in an app's view 0 wide: the guide
  /// constraints stay system constraints, and the app's trailing pin breaks.
  @Test func anAppsViewsMarginStaysProtected() throws {
    let log = """
      (
          "<NSAutoresizingMaskLayoutConstraint:0x70 h=--& v=--& UIView:0x20.width == 0   (active)>",
          "<NSLayoutConstraint:0x71 H:|-(0)-[UIView:0x21]   (active, names: '|':UIView:0x20 )>",
          "<NSLayoutConstraint:0x72 H:[UIView:0x21]-(0)-|   (active, names: '|':UIView:0x20 )>",
          "<NSLayoutConstraint:0x73 'UIView-leftMargin-guide-constraint' H:|-(12)-[UILayoutGuide:0x22'UIViewLayoutMarginsGuide'](LTR)   (active, names: '|':UIView:0x21 )>",
          "<NSLayoutConstraint:0x74 'UIView-rightMargin-guide-constraint' H:[UILayoutGuide:0x22'UIViewLayoutMarginsGuide']-(12)-|(LTR)   (active, names: '|':UIView:0x21 )>"
      )
      """
    let found = try conflict(log)
    #expect(found.wouldBreak == "0x72")
    #expect(
      found.reason
        == "it pins a trailing or bottom edge to another, which UIKit breaks first among the "
        + "set's user constraints (constant sizes, then spacings, centres, relative sizes, "
        + "trailing or bottom edges, leading or top edges; bounds before equalities); system "
        + "constraints (autoresizing constraint (h=--& v=--&), "
        + "'UIView-leftMargin-guide-constraint', 'UIView-rightMargin-guide-constraint') are "
        + "protected, as UIKit protects them")
  }

  /// Only a guide constraint whose view is one of UIKit's private classes counts, whichever
  /// side of the description the view is on; other system constraints never do.
  @Test func whichConstraintsAreGuidesOfPrivateViews() throws {
    func read(_ description: String) throws -> LogConstraint {
      try #require(Explainer.parse(log: "(\n    \"<\(description)>\"\n)").constraints["0x1"])
    }
    let privateGuides = [
      "NSLayoutConstraint:0x1 'UIView-bottomMargin-guide-constraint' V:[UILayoutGuide:0x2'UIViewLayoutMarginsGuide']-(9)-|   (active, names: '|':_UIButtonBarStackView:0x3 )",
      "NSLayoutConstraint:0x1 'UIView-topMargin-guide-constraint' V:|-(10)-[UILayoutGuide:0x2'UIViewLayoutMarginsGuide']   (active, names: '|':_UIButtonBarStackView:0x3 )",
      "NSLayoutConstraint:0x1 'UIView-leftMargin-guide-constraint' UILayoutGuide:0x2'UIViewLayoutMarginsGuide'.left == _UIButtonBarButton:0x3.left + 8   (active)",
    ]
    for description in privateGuides {
      #expect(try read(description).isPrivateViewGuide, "\(description)")
    }
    let others = [
      "NSLayoutConstraint:0x1 'UIView-bottomMargin-guide-constraint' V:[UILayoutGuide:0x2'UIViewLayoutMarginsGuide']-(8)-|   (active, names: '|':UITableViewCellContentView:0x3 )",
      "NSLayoutConstraint:0x1 'UIViewSafeAreaLayoutGuide-bottom' V:[UILayoutGuide:0x2'UIViewSafeAreaLayoutGuide']-(34)-|   (active, names: '|':UIView:0x3 )",
      "NSLayoutConstraint:0x1 'UISV-canvas-connection' UILayoutGuide:0x2'UIViewLayoutMarginsGuide'.trailing == _UIButtonBarButton:0x3.trailing   (active)",
      "NSLayoutConstraint:0x1 H:[_UIModernBarButton:0x2]-(8)-|   (active, names: '|':_UIButtonBarButton:0x3 )",
    ]
    for description in others {
      #expect(try !read(description).isPrivateViewGuide, "\(description)")
    }
  }
}
