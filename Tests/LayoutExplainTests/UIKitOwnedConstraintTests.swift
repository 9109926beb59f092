import Testing

@testable import LayoutExplain

/// Constraints UIKit lays out its own views with (a navigation bar's buttons, the keyboard's
/// bars) print like an app's; `BreakRule` protects them from the app's constraints, and
/// protects UIKit's system constraints from them.
@Suite struct UIKitOwnedConstraintTests {
  func read(_ description: String) throws -> LogConstraint {
    let log = "(\n    \"<\(description)>\"\n)"
    return try #require(Explainer.parse(log: log).constraints["0x1"])
  }

  @Test func identifiersAndPrivateClassesAreUIKits() throws {
    let owned = [
      "NSLayoutConstraint:0x1 'BIB_Leading_Leading' H:|-(0)-[UIView:0x2]   (active, names: '|':UIView:0x3 )",
      "NSLayoutConstraint:0x1 'assistantView.top' V:[UIView:0x2]-(0)-[UIView:0x3]   (active)",
      "NSLayoutConstraint:0x1 'UINavItemContentGuide-leading' UILayoutGuide:0x2'G'.leading == UIView:0x3.trailing + 6   (active)",
      "NSLayoutConstraint:0x1 _UIModernBarButton:0x2.leading == _UIButtonBarButton:0x3.leading + 8   (active)",
      "NSLayoutConstraint:0x1 H:[_UIModernBarButton:0x2]-(8)-|   (active, names: '|':_UIButtonBarButton:0x3 )",
      "NSLayoutConstraint:0x1 _UIModernBarButton:0x2.width == 40   (active)",
      "NSLayoutConstraint:0x1 _TtCC5UIKit19NavigationButtonBar15ItemWrapperView:0x2.leading == _UIButtonBarButton:0x3.leading   (active)",
      "NSLayoutConstraint:0x1 V:[_UIActivityActionCellTitleLabel:0x2]-(15)-|   (active, names: '|':UIView:0x3 )",
      "NSLayoutConstraint:0x1 V:|-(15)-[_UIActivityActionCellTitleLabel:0x2]   (active, names: '|':UIView:0x3 )",
      "NSLayoutConstraint:0x1 _UIAlertControllerView:0x2.width >= UIView:0x3.width   (active)",
    ]
    for description in owned {
      #expect(try read(description).isUIKitOwned, "\(description)")
    }
    let apps = [
      "NSLayoutConstraint:0x1 UIView:0x2.trailing == _UIBackButtonMaskView:0x3.trailing   (active)",
      "NSLayoutConstraint:0x1 'titleWidth' UIView:0x2.width == 40   (active)",
      "NSLayoutConstraint:0x1 H:[UILabel:0x2]-(8)-|   (active, names: '|':_UIButtonBarButton:0x3 )",
      "NSLayoutConstraint:0x1 V:[_UILayoutGuide:0x2]-(113)-[UIButton:0x3]   (active)",
      "NSLayoutConstraint:0x1 V:[UIButton:0x3]-(465)-[_UILayoutGuide:0x2]   (active)",
    ]
    for description in apps {
      #expect(try !read(description).isUIKitOwned, "\(description)")
    }
    #expect(try read(owned[0]).hasUIKitIdentifier)
    #expect(try !read(owned[7]).hasUIKitIdentifier)
    #expect(LogConstraint.isPrivateUIKitClass("*TtC5UIKitP33*DDE1ButtonWrapper"))
    #expect(!LogConstraint.isPrivateUIKitClass("UIButton"))
  }

  /// An app's view in a back button, 20 in from the mask's trailing edge, in a button 10
  /// wide: of the set's constraints only the app's breaks, not UIKit's button layout (the
  /// spacing after the button's image would break first by shape).
  @Test func theAppsConstraintBreaksBeforeUIKits() throws {
    let log = """
      (
          "<NSLayoutConstraint:0x90 'BIB_Leading_Leading' H:|-(0)-[_UIModernBarButton:0x34]   (active, names: '|':_UIButtonBarButton:0x33 )>",
          "<NSLayoutConstraint:0x91 'MaskEV_Leading_BIB_Trailing' H:[_UIModernBarButton:0x34]-(0)-[UIView:0x31]   (active)>",
          "<NSLayoutConstraint:0x92 'Mask_Trailing_Trailing' _UIBackButtonMaskView:0x32.trailing == _UIButtonBarButton:0x33.trailing   (active)>",
          "<NSLayoutConstraint:0x93 UIView:0x31.trailing == _UIBackButtonMaskView:0x32.trailing - 20   (active)>",
          "<NSLayoutConstraint:0x94 'UIView-Encapsulated-Layout-Width' _UIButtonBarButton:0x33.width == 10   (active)>"
      )

      Will attempt to recover by breaking constraint
      <NSLayoutConstraint:0x93 UIView:0x31.trailing == _UIBackButtonMaskView:0x32.trailing - 20   (active)>
      """
    let conflict = try #require(
      try Explainer.explain(log: log, fileName: "log.txt").conflicts.first)
    #expect(conflict.constraints == ["0x90", "0x91", "0x92", "0x93", "0x94"])
    #expect(conflict.wouldBreak == "0x93")
    #expect(
      conflict.reason
        == "it pins a trailing or bottom edge to another, which UIKit breaks first; system "
        + "constraints ('UIView-Encapsulated-Layout-Width') and UIKit's constraints among its "
        + "own views ('BIB_Leading_Leading', 'MaskEV_Leading_BIB_Trailing', "
        + "'Mask_Trailing_Trailing') are protected, as UIKit protects them")
  }

  /// A bar button's image 8 in from both sides of a button 0 wide, with no constraint of the
  /// app's: UIKit's own layout gives way, the trailing pin before the leading one (both named
  /// by UIKit's identifiers); the button's width is protected although a constant size breaks
  /// first by shape.
  @Test func uikitsOwnLayoutBreaksBeforeSystemConstraints() throws {
    let log = """
      (
          "<NSLayoutConstraint:0x50 'IB_Leading_Leading' H:|-(8)-[_UIModernBarButton:0x51]   (active, names: '|':_UIButtonBarButton:0x52 )>",
          "<NSLayoutConstraint:0x53 'IB_Trailing_Trailing' H:[_UIModernBarButton:0x51]-(8)-|   (active, names: '|':_UIButtonBarButton:0x52 )>",
          "<NSLayoutConstraint:0x54 'UIView-Encapsulated-Layout-Width' _UIButtonBarButton:0x52.width == 0   (active)>"
      )

      Will attempt to recover by breaking constraint
      <NSLayoutConstraint:0x53 'IB_Trailing_Trailing' H:[_UIModernBarButton:0x51]-(8)-|   (active, names: '|':_UIButtonBarButton:0x52 )>
      """
    let conflict = try #require(
      try Explainer.explain(log: log, fileName: "log.txt").conflicts.first)
    #expect(conflict.wouldBreak == "0x53")
    #expect(
      conflict.reason
        == "it pins a trailing or bottom edge to another, which UIKit breaks first among the "
        + "set's constraints UIKit lays out its own views with and names (constant sizes, then "
        + "spacings, centres, relative sizes, trailing or bottom edges, leading or top edges; "
        + "bounds before equalities); system constraints ('UIView-Encapsulated-Layout-Width') "
        + "are protected, as UIKit protects them")
  }

  /// A share sheet's title label, at least 22 high, 15 in from the top and bottom of a cell
  /// 49.33 high: the label and its pins to the cell's plain `UIView` are all UIKit's, and
  /// UIKit breaks the height bound (the natshare issue's log), not the bottom pin an app's
  /// pin would lose.
  @Test func constraintsPlacingUIKitsPrivateViewsAreUIKits() throws {
    let log = """
      (
          "<NSLayoutConstraint:0x70 _UIActivityActionCellTitleLabel:0x71.height >= 22   (active)>",
          "<NSLayoutConstraint:0x72 V:|-(15)-[_UIActivityActionCellTitleLabel:0x71]   (active, names: '|':UIView:0x73 )>",
          "<NSLayoutConstraint:0x74 V:[_UIActivityActionCellTitleLabel:0x71]-(15)-|   (active, names: '|':UIView:0x73 )>",
          "<NSLayoutConstraint:0x75 'UIView-Encapsulated-Layout-Height' UIView:0x73.height == 49.3333   (active)>"
      )

      Will attempt to recover by breaking constraint
      <NSLayoutConstraint:0x70 _UIActivityActionCellTitleLabel:0x71.height >= 22   (active)>
      """
    let conflict = try #require(
      try Explainer.explain(log: log, fileName: "log.txt").conflicts.first)
    #expect(conflict.wouldBreak == "0x70")
  }

  /// A bar button's image 2 in from both sides of its button, the button pinned to both sides
  /// of a wrapper 0 wide: UIKit breaks its named `IB_Trailing_Trailing`, not the unnamed pin
  /// of the button to its wrapper, although both are trailing pins and the unnamed one is
  /// listed first.
  @Test func uikitsNamedConstraintsBreakBeforeItsUnnamedOnes() throws {
    let log = """
      (
          "<NSAutoresizingMaskLayoutConstraint:0x60 h=--& v=--& _TtCC5UIKit19NavigationButtonBar15ItemWrapperView:0x61.width == 0   (active)>",
          "<NSLayoutConstraint:0x62 _TtCC5UIKit19NavigationButtonBar15ItemWrapperView:0x61.leading == _UIButtonBarButton:0x63.leading   (active)>",
          "<NSLayoutConstraint:0x64 H:[_UIButtonBarButton:0x63]-(0)-|   (active, names: '|':_TtCC5UIKit19NavigationButtonBar15ItemWrapperView:0x61 )>",
          "<NSLayoutConstraint:0x65 'IB_Leading_Leading' H:|-(2)-[_UIModernBarButton:0x66]   (active, names: '|':_UIButtonBarButton:0x63 )>",
          "<NSLayoutConstraint:0x67 'IB_Trailing_Trailing' H:[_UIModernBarButton:0x66]-(2)-|   (active, names: '|':_UIButtonBarButton:0x63 )>"
      )

      Will attempt to recover by breaking constraint
      <NSLayoutConstraint:0x67 'IB_Trailing_Trailing' H:[_UIModernBarButton:0x66]-(2)-|   (active, names: '|':_UIButtonBarButton:0x63 )>
      """
    let conflict = try #require(
      try Explainer.explain(log: log, fileName: "log.txt").conflicts.first)
    #expect(conflict.wouldBreak == "0x67")
    #expect(
      conflict.reason
        == "it pins a trailing or bottom edge to another, which UIKit breaks first among the "
        + "set's constraints UIKit lays out its own views with and names (constant sizes, then "
        + "spacings, centres, relative sizes, trailing or bottom edges, leading or top edges; "
        + "bounds before equalities); system constraints (autoresizing constraint (h=--& "
        + "v=--&)) and UIKit's unnamed constraints among its own views "
        + "(NSLayoutConstraint:0x62, NSLayoutConstraint:0x64) are protected, as UIKit protects "
        + "them")
  }
}
