import Testing

@testable import LayoutExplain

/// Fixes never lower or remove a constraint UIKit owns (issue 30): a navigation bar's button
/// bar constraints (`BIB_*`, `UIButtonBar.*`) and the keyboard's assistant bar
/// (`assistantHeight`, `assistantView.*`, `inputView.*`) print as plain
/// `NSLayoutConstraint`s, but no app code made them. Hand-written logs in the shape public
/// logs show.
@Suite struct UIKitOwnedFixTests {
  /// A bar button's content pinned flush to a button bar 144 wide, and the app's width of 100.
  /// The pins name no superview and set no inset, so which view holds the other is unknown
  /// and the bar's width is a plain constant size to the rule (not a container's).
  static let navigationBar = """
    Unable to simultaneously satisfy constraints.
    (
        "<NSLayoutConstraint:0x30 'BIB_Leading_Leading' UIView:0x1.leading == UIView:0x3.leading   (active)>",
        "<NSLayoutConstraint:0x31 'BIB_Trailing_Trailing' UIView:0x1.trailing == UIView:0x3.trailing   (active)>",
        "<NSLayoutConstraint:0x32 'UIButtonBar.maximumAlignmentSize' UIView:0x3.width == 144   (active)>",
        "<NSLayoutConstraint:0x33 UIView:0x1.width == 100   (active)>"
    )
    """

  static let breakingTheAppsWidth = """

    Will attempt to recover by breaking constraint
    <NSLayoutConstraint:0x33 UIView:0x1.width == 100   (active)>
    """

  static let lowerTheAppsWidth =
    "Lower the priority of UIView 0x1.width == 100 (NSLayoutConstraint:0x33) to 999, below "
    + "the required constraints it conflicts with, so it gives way instead of breaking the "
    + "layout"
  static let removeTheAppsWidth = "Remove UIView 0x1.width == 100 (NSLayoutConstraint:0x33)"

  /// The rule breaks UIKit's constant width (the larger constant size; victims are not
  /// changed here), UIKit broke the app's: only the app's is offered, lowered or removed.
  @Test func onlyTheAppsConstraintIsOffered() throws {
    let explanation = try Explainer.explain(
      log: Self.navigationBar + Self.breakingTheAppsWidth, fileName: "bar.log")
    let conflict = try #require(explanation.conflicts.first)
    #expect(conflict.wouldBreak == "0x32")
    #expect(conflict.uikitBroke == "0x33")
    #expect(
      conflict.fixes.map(\.summary) == [
        Self.lowerTheAppsWidth + ".", Self.removeTheAppsWidth + ".",
      ])
    #expect(conflict.fixes.map(\.constraint) == ["0x33", "0x33"])
    #expect(conflict.systemOnly == nil)
  }

  /// Without UIKit's line, the only constraint named is UIKit's own: the app's constraint in
  /// the set is offered instead, saying why.
  @Test func theAppsConstraintIsOfferedInstead() throws {
    let explanation = try Explainer.explain(log: Self.navigationBar, fileName: "bar.log")
    let conflict = try #require(explanation.conflicts.first)
    #expect(conflict.wouldBreak == "0x32")
    let why =
      "; 'UIButtonBar.maximumAlignmentSize', which we would break, is UIKit's own and cannot "
      + "be changed."
    #expect(
      conflict.fixes.map(\.summary) == [
        Self.lowerTheAppsWidth + why, Self.removeTheAppsWidth + why,
      ])
    #expect(
      explanation.text.contains(
        "  Fixes (each verified by re-solving):\n    - " + Self.lowerTheAppsWidth + why + "\n    - "
          + Self.removeTheAppsWidth + why + "\n"))
  }

  /// The keyboard's assistant bar 45 high between two edges UIKit pins together: every
  /// constraint is UIKit's, so no fix, and the text says what the app can change instead.
  @Test func aSetUIKitOwnsEntirelyGetsNoFix() throws {
    let log = """
      Unable to simultaneously satisfy constraints.
      (
          "<NSLayoutConstraint:0x40 'assistantHeight' SystemInputAssistantView:0x5.height == 45   (active)>",
          "<NSLayoutConstraint:0x41 'assistantView.bottom' SystemInputAssistantView:0x5.bottom == UIKBCompatInputView:0x6.top   (active)>",
          "<NSLayoutConstraint:0x42 'assistantView.top' V:|-(0)-[SystemInputAssistantView:0x5]   (active, names: '|':UIInputSetHostView:0x7 )>",
          "<NSLayoutConstraint:0x43 'inputView.top' V:|-(0)-[UIKBCompatInputView:0x6]   (active, names: '|':UIInputSetHostView:0x7 )>"
      )

      Will attempt to recover by breaking constraint
      <NSLayoutConstraint:0x40 'assistantHeight' SystemInputAssistantView:0x5.height == 45   (active)>
      """
    let explanation = try Explainer.explain(log: log, fileName: "keyboard.log")
    let conflict = try #require(explanation.conflicts.first)
    #expect(conflict.wouldBreak == "0x40")
    #expect(conflict.fixes.isEmpty)
    let note =
      "Every constraint in the set is UIKit's (or Interface Builder's), so none is the app's "
      + "to lower or remove: the conflict is between system constraints, and what the app can "
      + "change is what they follow (a view's frame, autoresizing mask, content priorities or "
      + "size, or the bar, cell or container it sits in)."
    #expect(conflict.systemOnly == note)
    #expect(explanation.text.hasSuffix("  " + note))
    #expect(!explanation.text.contains("No single change"))
  }

  /// Ownership by identifier, whatever the class printed; the app's own identifiers stay
  /// the app's.
  @Test(arguments: [
    ("BIB_Trailing_CB_Leading", true), ("IB_Trailing_Trailing", true),
    ("MaskEV_Leading_BIB_Trailing", true), ("UINavItemContentGuide-leading", true),
    ("UINav_static_button_horiz_position", true), ("assistantHeight", true),
    ("accessoryView.bottom", true), ("inputView.top", true), ("TUIKeyplane.height", true),
    ("UIView-topMargin-guide-constraint", true), ("UIViewSafeAreaLayoutGuide-left", true),
    ("UICollectionViewListCell-top-contentView-constraint", true), ("UISV-spacing", true),
    ("_UITemporaryLayoutWidth", true), ("avatarWidth", false), ("id1", false),
  ])
  func ownershipByIdentifier(identifier: String, owned: Bool) throws {
    let log =
      "(\n\"<NSLayoutConstraint:0x50 '\(identifier)' UIView:0x1.width == 10   (active)>\"\n)"
    let constraint = try #require(Explainer.parse(log: log).constraints["0x50"])
    #expect(constraint.identifier == identifier)
    #expect(constraint.appCanChange == !owned)
  }
}
