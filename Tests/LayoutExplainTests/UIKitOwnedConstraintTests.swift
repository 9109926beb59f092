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
    ]
    for description in owned {
      #expect(try read(description).isUIKitOwned, "\(description)")
    }
    let apps = [
      "NSLayoutConstraint:0x1 UIView:0x2.trailing == _UIBackButtonMaskView:0x3.trailing   (active)",
      "NSLayoutConstraint:0x1 'titleWidth' UIView:0x2.width == 40   (active)",
      "NSLayoutConstraint:0x1 H:[UILabel:0x2]-(8)-|   (active, names: '|':_UIButtonBarButton:0x3 )",
    ]
    for description in apps {
      #expect(try !read(description).isUIKitOwned, "\(description)")
    }
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
  /// app's: UIKit's own layout gives way, the trailing pin (named by its identifier) before
  /// the leading one (named by its private classes); the button's width is protected
  /// although a constant size breaks first by shape.
  @Test func uikitsOwnLayoutBreaksBeforeSystemConstraints() throws {
    let log = """
      (
          "<NSLayoutConstraint:0x50 _UIModernBarButton:0x51.leading == _UIButtonBarButton:0x52.leading + 8   (active)>",
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
        + "set's constraints UIKit lays out its own views with (constant sizes, then spacings, "
        + "centres, relative sizes, trailing or bottom edges, leading or top edges; bounds "
        + "before equalities); system constraints ('UIView-Encapsulated-Layout-Width') are "
        + "protected, as UIKit protects them")
  }
}
