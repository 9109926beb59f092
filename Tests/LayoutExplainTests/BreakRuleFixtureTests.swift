import Testing

@testable import LayoutExplain

/// `BreakRule` in `layout explain` (`wouldBreak`, the engine's choice too): one hand-written
/// log per rule, each with the victim UIKit would name, the damaged forms logs arrive in (no
/// parentheses, no indentation, AppKit's forms, several messages pasted together), and the
/// minimal set chosen to hold the victim the log names.
@Suite struct BreakRuleFixtureTests {
  func conflicts(_ log: String) throws -> [Explanation.Conflict] {
    try Explainer.explain(log: log, fileName: "log.txt").conflicts
  }

  static let protectedHeight =
    "; system constraints ('UIView-Encapsulated-Layout-Height') are protected, as UIKit "
    + "protects them"
  static let protectedWidth =
    "; system constraints ('UIView-Encapsulated-Layout-Width') are protected, as UIKit "
    + "protects them"
  static let order =
    " among the set's user constraints (constant sizes, then spacings, centres, relative "
    + "sizes, trailing or bottom edges, leading or top edges; bounds before equalities)"

  /// A cell's image view pinned 10 points inside a 44-point content view and 100 high: the
  /// constant height breaks, not the pins around it.
  @Test func constantSizeBeforePins() throws {
    let log = """
      Unable to simultaneously satisfy constraints.
      (
          "<NSLayoutConstraint:0x10 V:|-(10)-[UIImageView:0x1]   (active, names: '|':UITableViewCellContentView:0x2 )>",
          "<NSLayoutConstraint:0x11 UIImageView:0x1.height == 100   (active)>",
          "<NSLayoutConstraint:0x12 V:[UIImageView:0x1]-(10)-|   (active, names: '|':UITableViewCellContentView:0x2 )>",
          "<NSLayoutConstraint:0x13 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x2.height == 44   (active)>"
      )

      Will attempt to recover by breaking constraint
      <NSLayoutConstraint:0x11 UIImageView:0x1.height == 100   (active)>
      """
    let conflict = try #require(try conflicts(log).first)
    #expect(conflict.uikitBroke == "0x11")
    #expect(conflict.wouldBreak == "0x11")
    #expect(
      conflict.reason
        == "it sets a size to a constant, which UIKit breaks first" + Self.order
        + Self.protectedHeight)
  }

  /// Two labels in a row in a 0-wide header: the spacing between them breaks.
  @Test func spacingBeforeEdges() throws {
    let log = """
      (
          "<NSLayoutConstraint:0x20 H:|-(16)-[UILabel:0x3]   (active, names: '|':UIView:0x5 )>",
          "<NSLayoutConstraint:0x21 H:[UILabel:0x3]-(8)-[UIButton:0x4]   (active)>",
          "<NSLayoutConstraint:0x22 H:[UIButton:0x4]-(16)-|   (active, names: '|':UIView:0x5 )>",
          "<NSLayoutConstraint:0x23 'UIView-Encapsulated-Layout-Width' UIView:0x5.width == 0   (active)>"
      )

      Will attempt to recover by breaking constraint
      <NSLayoutConstraint:0x21 H:[UILabel:0x3]-(8)-[UIButton:0x4]   (active)>
      """
    let conflict = try #require(try conflicts(log).first)
    #expect(conflict.wouldBreak == "0x21")
    #expect(conflict.reason.hasPrefix("it sets the spacing between two items, which UIKit"))
  }

  /// A label pinned 16 points inside a container its autoresizing mask makes 0 wide, the
  /// trailing pin listed first: the trailing pin breaks, not the leading one.
  @Test func trailingEdgeBeforeLeadingEdge() throws {
    let log = """
      (
          "<NSLayoutConstraint:0x30 UILabel:0x6.trailing == UIView:0x7.trailing - 16   (active)>",
          "<NSLayoutConstraint:0x31 UILabel:0x6.leading == UIView:0x7.leading + 16   (active)>",
          "<NSAutoresizingMaskLayoutConstraint:0x32 h=--& v=--& UIView:0x7.width == 0   (active)>"
      )

      Will attempt to recover by breaking constraint
      <NSLayoutConstraint:0x30 UILabel:0x6.trailing == UIView:0x7.trailing - 16   (active)>
      """
    let conflict = try #require(try conflicts(log).first)
    #expect(conflict.wouldBreak == "0x30")
    #expect(conflict.reason.hasPrefix("it pins a trailing or bottom edge to another, which"))
    #expect(
      conflict.reason.hasSuffix(
        "system constraints (autoresizing constraint (h=--& v=--&)) are protected, as UIKit protects them"
      ))
  }

  /// A view centred 44 points above the middle of a view it fills: the centring breaks.
  @Test func centreBeforeEdges() throws {
    let log = """
      (
          "<NSLayoutConstraint:0x40 V:|-(0)-[UIView:0x8]   (active, names: '|':EmptyView:0x9 )>",
          "<NSLayoutConstraint:0x41 V:[UIView:0x8]-(0)-|   (active, names: '|':EmptyView:0x9 )>",
          "<NSLayoutConstraint:0x42 UIView:0x8.centerY == EmptyView:0x9.centerY - 44   (active)>"
      )

      Will attempt to recover by breaking constraint
      <NSLayoutConstraint:0x42 UIView:0x8.centerY == EmptyView:0x9.centerY - 44   (active)>
      """
    let conflict = try #require(try conflicts(log).first)
    #expect(conflict.wouldBreak == "0x42")
    #expect(conflict.reason.hasPrefix("it aligns a centre, which UIKit breaks first"))
  }

  /// A view half as wide as a 0-wide container it is pinned 10 points inside: the ratio
  /// breaks before the pins.
  @Test func relativeSizeBeforeEdges() throws {
    let log = """
      (
          "<NSLayoutConstraint:0x50 H:|-(10)-[UIView:0xa]   (active, names: '|':UIView:0xb )>",
          "<NSLayoutConstraint:0x51 H:[UIView:0xa]-(10)-|   (active, names: '|':UIView:0xb )>",
          "<NSLayoutConstraint:0x52 UIView:0xa.width == 0.5*UIView:0xb.width   (active)>",
          "<NSLayoutConstraint:0x53 'UIView-Encapsulated-Layout-Width' UIView:0xb.width == 100   (active)>"
      )

      Will attempt to recover by breaking constraint
      <NSLayoutConstraint:0x52 UIView:0xa.width == 0.5*UIView:0xb.width   (active)>
      """
    let conflict = try #require(try conflicts(log).first)
    #expect(conflict.wouldBreak == "0x52")
    #expect(conflict.reason.hasPrefix("it relates a size to another size, which UIKit"))
  }

  /// A toolbar set 0 high with its stack view pinned 8 inside its top and bottom (no names
  /// table: the insets say which is inside): the toolbar's height is a container's size,
  /// which UIKit keeps; the stack view's bottom pin breaks, as UIKit broke it.
  @Test func containersSizeOutlastsItsContentsPins() throws {
    let log = """
      (
          "<NSLayoutConstraint:0x70 UIStackView:0xd.top == UIView:0xe.top + 8   (active)>",
          "<NSLayoutConstraint:0x71 UIStackView:0xd.bottom == UIView:0xe.bottom - 8   (active)>",
          "<NSLayoutConstraint:0x72 UIView:0xe.height == 0   (active)>"
      )

      Will attempt to recover by breaking constraint
      <NSLayoutConstraint:0x71 UIStackView:0xd.bottom == UIView:0xe.bottom - 8   (active)>
      """
    let conflict = try #require(try conflicts(log).first)
    #expect(conflict.wouldBreak == "0x71")
    #expect(
      conflict.reason
        == "it pins a trailing or bottom edge to another, which UIKit breaks first among the "
        + "set's user constraints (constant sizes, then spacings, centres, relative sizes, "
        + "trailing or bottom edges, leading or top edges, the size of a view its content is "
        + "pinned inside last; bounds before equalities)")
  }

  /// A label pinned 8 inside a view whose width equals a conversation view's encapsulated 0
  /// (the visual format names the superview): the view's relative width is a container's
  /// size and the label's trailing pin breaks.
  @Test func containersRelativeSizeOutlastsItsContentsPins() throws {
    let log = """
      (
          "<NSLayoutConstraint:0x80 H:|-(8)-[UILabel:0xf]   (Names: '|':UIView:0x10 )>",
          "<NSLayoutConstraint:0x81 H:[UILabel:0xf]-(8)-|   (Names: '|':UIView:0x10 )>",
          "<NSLayoutConstraint:0x82 UIView:0x10.width == ConversationView:0x11.width>",
          "<NSLayoutConstraint:0x83 'UIView-Encapsulated-Layout-Width' H:[ConversationView:0x11(0)]>"
      )

      Will attempt to recover by breaking constraint
      <NSLayoutConstraint:0x81 H:[UILabel:0xf]-(8)-|   (Names: '|':UIView:0x10 )>
      """
    let conflict = try #require(try conflicts(log).first)
    #expect(conflict.wouldBreak == "0x81")
    #expect(conflict.reason.hasPrefix("it pins a trailing or bottom edge to another"))
  }

  /// Two widths of one icon, 40 then 24: they differ only in their constant, and the larger
  /// breaks although it is listed first.
  @Test func largerOfTwoWidthsBreaks() throws {
    let log = """
      (
          "<NSLayoutConstraint:0x60 UIImageView:0xc.width == 40   (active)>",
          "<NSLayoutConstraint:0x61 UIImageView:0xc.width == 24   (active)>"
      )

      Will attempt to recover by breaking constraint
      <NSLayoutConstraint:0x60 UIImageView:0xc.width == 40   (active)>
      """
    let conflict = try #require(try conflicts(log).first)
    #expect(conflict.wouldBreak == "0x60")
    #expect(
      conflict.reason
        == "it sets a size to a constant, which UIKit breaks first" + Self.order
        + "; of the 2 constraints that differ only in their constant it is the one that puts "
        + "its item further (larger, or further right or down)")
  }

  /// Two trailing spacings to the superview written the visual way, 20 then 29
  /// (`H:[b]-(20)-|`, the superview first): seen from the button, 20 puts it further right,
  /// so that one breaks.
  @Test func largerOffsetWhenTheSuperviewComesFirst() throws {
    let log = """
      (
          "<NSLayoutConstraint:0x62 H:[NSButton:0x1f'OK']-(20)-|   (Names: '|':NSView:0x20 )>",
          "<NSLayoutConstraint:0x63 H:[NSButton:0x1f'OK']-(29)-|   (Names: '|':NSView:0x20 )>"
      )

      Will attempt to recover by breaking constraint
      <NSLayoutConstraint:0x62 H:[NSButton:0x1f'OK']-(20)-|   (Names: '|':NSView:0x20 )>
      """
    let conflict = try #require(try conflicts(log).first)
    #expect(conflict.wouldBreak == "0x62")
  }

  /// A view 10 in from the left of a 0-wide header, its trailing edge on a second view's,
  /// and the second view's 10 in from the header's right: both trailing pins are the same
  /// shape, and the older (listed first) breaks.
  @Test func oldestOfEqualShapes() throws {
    let log = """
      (
          "<NSLayoutConstraint:0x64 UIView:0x21.leading == UIView:0x23.leading + 10   (active)>",
          "<NSLayoutConstraint:0x65 UIView:0x21.trailing == UIView:0x22.trailing   (active)>",
          "<NSLayoutConstraint:0x66 UIView:0x22.trailing == UIView:0x23.trailing - 10   (active)>",
          "<NSLayoutConstraint:0x67 'UIView-Encapsulated-Layout-Width' UIView:0x23.width == 0   (active)>"
      )

      Will attempt to recover by breaking constraint
      <NSLayoutConstraint:0x65 UIView:0x21.trailing == UIView:0x22.trailing   (active)>
      """
    let conflict = try #require(try conflicts(log).first)
    #expect(conflict.wouldBreak == "0x65")
    #expect(
      conflict.reason
        == "it pins a trailing or bottom edge to another, which UIKit breaks first" + Self.order
        + "; of the 2 such constraints it is the oldest (listed first); system constraints "
        + "('UIView-Encapsulated-Layout-Width') are protected, as UIKit protects them")
  }

  /// A view at least 200 wide beside one 150 wide in a 320-point container: both are constant
  /// sizes, and the bound breaks although it is listed first.
  @Test func boundBeforeEquality() throws {
    let log = """
      (
          "<NSLayoutConstraint:0x68 H:|-(0)-[UIView:0x24]   (active, names: '|':UIView:0x26 )>",
          "<NSLayoutConstraint:0x69 UIView:0x24.width >= 200   (active)>",
          "<NSLayoutConstraint:0x6a H:[UIView:0x24]-(0)-[UIView:0x25]   (active)>",
          "<NSLayoutConstraint:0x6b UIView:0x25.width == 150   (active)>",
          "<NSLayoutConstraint:0x6c H:[UIView:0x25]-(0)-|   (active, names: '|':UIView:0x26 )>",
          "<NSLayoutConstraint:0x6d 'UIView-Encapsulated-Layout-Width' UIView:0x26.width == 320   (active)>"
      )

      Will attempt to recover by breaking constraint
      <NSLayoutConstraint:0x69 UIView:0x24.width >= 200   (active)>
      """
    let conflict = try #require(try conflicts(log).first)
    #expect(conflict.wouldBreak == "0x69")
    #expect(
      conflict.reason
        == "it sets a size to a constant, which UIKit breaks first" + Self.order
        + Self.protectedWidth)
  }

  /// A stack pinned 5 in from both sides of a view `systemLayoutSizeFitting` measures at
  /// width 0 (`'fittingSizeHTarget'`): the fitting width is UIKit's and protected, so the
  /// trailing pin breaks, not the width.
  @Test func fittingSizeTargetIsProtected() throws {
    let log = """
      (
          "<NSLayoutConstraint:0x6e H:|-(5)-[UIStackView:0x27]   (active, names: '|':UIView:0x28 )>",
          "<NSLayoutConstraint:0x6f UIStackView:0x27.trailing == UIView:0x28.trailing - 5   (active)>",
          "<NSLayoutConstraint:0x70 'fittingSizeHTarget' UIView:0x28.width == 0   (active)>"
      )

      Will attempt to recover by breaking constraint
      <NSLayoutConstraint:0x6f UIStackView:0x27.trailing == UIView:0x28.trailing - 5   (active)>
      """
    let explanation = try Explainer.explain(log: log, fileName: "log.txt")
    let conflict = try #require(explanation.conflicts.first)
    #expect(conflict.wouldBreak == "0x6f")
    #expect(explanation.constraints.first { $0.address == "0x70" }?.source == .otherSystem)
    #expect(
      conflict.reason.hasSuffix(
        "; system constraints ('fittingSizeHTarget') are protected, as UIKit protects them"))
  }

  /// A cell's button 16 in from the content view's trailing edge and on its trailing margin:
  /// read with the margin (8 points), the two differ only in their constant, and the margin,
  /// which puts the button further right, breaks although it is listed second.
  @Test func aMarginIsATwinOfItsEdge() throws {
    let log = """
      (
          "<NSLayoutConstraint:0xb0 H:[UIButton:0x62]-(16)-|   (active, names: '|':UITableViewCellContentView:0x61 )>",
          "<NSLayoutConstraint:0xb1 UITableViewCellContentView:0x61.trailingMargin == UIButton:0x62.trailing   (active)>"
      )

      Will attempt to recover by breaking constraint
      <NSLayoutConstraint:0xb1 UITableViewCellContentView:0x61.trailingMargin == UIButton:0x62.trailing   (active)>
      """
    let conflict = try #require(try conflicts(log).first)
    #expect(conflict.wouldBreak == "0xb1")
    #expect(
      conflict.reason
        == "it pins a trailing or bottom edge to another, which UIKit breaks first" + Self.order
        + "; of the 2 constraints that differ only in their constant it is the one that puts "
        + "its item further (larger, or further right or down)")
  }

  /// Only autoresizing constraints: one of them has to break, by the same order, in which
  /// the superview's own height is a container's and breaks last.
  @Test func everyMemberIsASystemConstraint() throws {
    let log = """
      (
          "<NSAutoresizingMaskLayoutConstraint:0x70 h=-&- v=-&- V:|-(0)-[UIView:0xd]   (active, names: '|':UIView:0xe )>",
          "<NSAutoresizingMaskLayoutConstraint:0x71 h=-&- v=-&- V:[UIView:0xd]-(17)-|   (active, names: '|':UIView:0xe )>",
          "<NSAutoresizingMaskLayoutConstraint:0x72 h=--& v=--& V:[UIView:0xe(0)]>"
      )

      Will attempt to recover by breaking constraint
      <NSAutoresizingMaskLayoutConstraint:0x71 h=-&- v=-&- V:[UIView:0xd]-(17)-|   (active, names: '|':UIView:0xe )>
      """
    let conflict = try #require(try conflicts(log).first)
    // The view's own height is a container's (0xd is held inside it by both edges), so the
    // bottom pin breaks, as the log says UIKit broke it.
    #expect(conflict.wouldBreak == "0x71")
    #expect(
      conflict.reason
        == "it pins a trailing or bottom edge to another, which UIKit breaks first among the "
        + "set's constraints (constant sizes, then spacings, centres, relative sizes, trailing "
        + "or bottom edges, leading or top edges, the size of a view its content is pinned "
        + "inside last; bounds before equalities); every constraint in the set is a system "
        + "constraint, so one of them has to give way")
  }

  static let rowLog = """
    Unable to simultaneously satisfy constraints.
    (
        "<NSLayoutConstraint:0x80 UILabel:0xf.top == UIView:0x10.top + 8   (active)>",
        "<NSLayoutConstraint:0x81 UILabel:0xf.bottom == UIView:0x10.bottom - 8   (active)>",
        "<NSLayoutConstraint:0x82 'UISV-hiding' UIView:0x10.height == 0   (active)>"
    )

    Will attempt to recover by breaking constraint
    <NSLayoutConstraint:0x81 UILabel:0xf.bottom == UIView:0x10.bottom - 8   (active)>
    """

  /// The list without its `(` and `)` lines, as pasted from a truncated selection.
  @Test func listWithoutParentheses() throws {
    let log = Self.rowLog.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { $0 != "(" && $0 != ")" }.joined(separator: "\n")
    let conflict = try #require(try conflicts(log).first)
    #expect(conflict.constraints == ["0x80", "0x81", "0x82"])
    #expect(conflict.uikitBroke == "0x81")
    #expect(conflict.wouldBreak == "0x81")
  }

  /// Every line's indentation lost.
  @Test func indentationLost() throws {
    let log = Self.rowLog.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.drop { $0 == " " || $0 == "\t" } }.joined(separator: "\n")
    let conflict = try #require(try conflicts(log).first)
    #expect(conflict.constraints == ["0x80", "0x81", "0x82"])
    #expect(conflict.wouldBreak == "0x81")
  }

  /// Two messages pasted together, the second without a blank line before it: each is
  /// explained with its own victim.
  @Test func severalMessagesPastedTogether() throws {
    let second = """
      Unable to simultaneously satisfy constraints.
      (
          "<NSLayoutConstraint:0x90 UIButton:0x11.width == 40   (active)>",
          "<NSLayoutConstraint:0x91 UIButton:0x11.width == 24   (active)>"
      )
      Will attempt to recover by breaking constraint
      <NSLayoutConstraint:0x90 UIButton:0x11.width == 40   (active)>
      """
    let found = try conflicts(Self.rowLog + "\n" + second)
    #expect(found.map(\.constraints) == [["0x80", "0x81", "0x82"], ["0x90", "0x91"]])
    #expect(found.map(\.uikitBroke) == ["0x81", "0x90"])
    #expect(found.map(\.wouldBreak) == ["0x81", "0x90"])
  }

  /// AppKit's message on macOS: views are `NSView`s and the framework named is AppKit; a
  /// 15-point image view pinned 10 points inside a 20-point view loses its width.
  @Test func appKitMessage() throws {
    let log = """
      [Layout] Unable to simultaneously satisfy constraints:
      (
          "<NSLayoutConstraint:0xa0 NSImageView:0x12.width == 15   (active)>",
          "<NSLayoutConstraint:0xa1 H:|-(10)-[NSImageView:0x12]   (active, names: '|':NSView:0x13 )>",
          "<NSLayoutConstraint:0xa2 H:[NSImageView:0x12]-(10)-|   (active, names: '|':NSView:0x13 )>",
          "<NSAutoresizingMaskLayoutConstraint:0xa3 h=--& v=--& NSView:0x13.width == 20   (active)>"
      )

      Will attempt to recover by breaking constraint
      <NSLayoutConstraint:0xa0 NSImageView:0x12.width == 15   (active)>

      Set the NSUserDefault NSConstraintBasedLayoutVisualizeMutuallyExclusiveConstraints to YES to have -[NSWindow visualizeConstraints:] automatically called when this happens.  And/or, set a symbolic breakpoint on LAYOUT_CONSTRAINTS_NOT_SATISFIABLE to catch this in the debugger.
      """
    let conflict = try #require(try conflicts(log).first)
    #expect(conflict.framework == "AppKit")
    #expect(conflict.wouldBreak == "0xa0")
    #expect(
      conflict.reason.hasPrefix("it sets a size to a constant, which AppKit breaks first"))
  }

  /// AppKit's one-line form, "Conflicting constraints detected": the bound breaks.
  @Test func appKitConflictingConstraintsDetected() throws {
    let log = """
      Conflicting constraints detected: ("<NSLayoutConstraint:0xb0 NSView:0x14.width == 100   (active)>", "<NSLayoutConstraint:0xb1 NSView:0x14.width >= 120   (active)>"). Will attempt to recover by breaking <NSLayoutConstraint:0xb1 NSView:0x14.width >= 120   (active)>.
      """
    let conflict = try #require(try conflicts(log).first)
    #expect(conflict.framework == "AppKit")
    #expect(conflict.uikitBroke == "0xb1")
    #expect(conflict.wouldBreak == "0xb1")
  }

  /// AppKit's multi-line "Conflicting constraints detected: (" form, pasted after a UIKit
  /// message whose list lost its parentheses and indentation: both are read, each with its
  /// own victim.
  @Test func appKitMultiLineFormAfterDamagedMessage() throws {
    let damaged = Self.rowLog.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { $0 != "(" && $0 != ")" }
      .map { $0.drop { $0 == " " || $0 == "\t" } }.joined(separator: "\n")
    let appKit = """
      Conflicting constraints detected: (
          "<NSLayoutConstraint:0xc0 H:|-(5)-[NSView:0x15](LTR)   (active, names: '|':NSView:0x16 )>",
          "<NSLayoutConstraint:0xc1 NSView:0x15.right == NSView:0x16.right - 5   (active)>",
          "<NSAutoresizingMaskLayoutConstraint:0xc2 h=--& v=--& NSView:0x16.width == 0   (active)>"
      ).

      Will attempt to recover by breaking <NSLayoutConstraint:0xc1 NSView:0x15.right == NSView:0x16.right - 5   (active)>.
      """
    let found = try conflicts(damaged + "\n" + appKit)
    #expect(found.map(\.constraints) == [["0x80", "0x81", "0x82"], ["0xc0", "0xc1", "0xc2"]])
    #expect(found.map(\.uikitBroke) == ["0x81", "0xc1"])
    #expect(found.map(\.wouldBreak) == ["0x81", "0xc1"])
    #expect(found.map(\.framework) == ["UIKit", "AppKit"])
  }

  /// A view pinned 10 points inside a 100-point container and 50 wide, and a second view as
  /// wide as the first and 50 wide: the container's width conflicts with two minimal sets.
  /// The first one found holds the second view's width; the log says UIKit broke the first
  /// view's width, so the set holding it is explained, and the rule breaks it there.
  static func twoMinimalSets(broken: String) -> String {
    """
    (
        "<NSLayoutConstraint:0xd1 H:|-(10)-[UIView:0x1a]   (active, names: '|':UIView:0x1c )>",
        "<NSLayoutConstraint:0xd2 H:[UIView:0x1a]-(10)-|   (active, names: '|':UIView:0x1c )>",
        "<NSLayoutConstraint:0xd3 UIView:0x1a.width == 50   (active)>",
        "<NSLayoutConstraint:0xd4 UIView:0x1b.width == UIView:0x1a.width   (active)>",
        "<NSLayoutConstraint:0xd5 UIView:0x1b.width == 50   (active)>",
        "<NSLayoutConstraint:0xd6 'UIView-Encapsulated-Layout-Width' UIView:0x1c.width == 100   (active)>"
    )

    Will attempt to recover by breaking constraint
    \(broken)
    """
  }

  @Test func minimalSetHoldsTheVictimTheLogNames() throws {
    let log = Self.twoMinimalSets(
      broken: "<NSLayoutConstraint:0xd3 UIView:0x1a.width == 50   (active)>")
    let conflict = try #require(try conflicts(log).first)
    #expect(conflict.constraints == ["0xd1", "0xd2", "0xd3", "0xd6"])
    #expect(conflict.uikitBroke == "0xd3")
    #expect(conflict.wouldBreak == "0xd3")
  }

  /// The same constraints when the log names the second view's width: the first minimal set
  /// found holds it, and is kept.
  @Test func firstMinimalSetKeptWhenItHoldsTheVictim() throws {
    let log = Self.twoMinimalSets(
      broken: "<NSLayoutConstraint:0xd5 UIView:0x1b.width == 50   (active)>")
    let conflict = try #require(try conflicts(log).first)
    #expect(conflict.constraints == ["0xd1", "0xd2", "0xd4", "0xd5", "0xd6"])
    #expect(conflict.wouldBreak == "0xd5")
  }

  /// A disclosure label whose text is `>`: the quoted `'>'` does not end the description.
  @Test func viewTextThatIsAClosingBracket() throws {
    let log = """
      (
          "<NSLayoutConstraint:0xe1 UILabel:0x1d'>'.height == 12   (active)>",
          "<NSLayoutConstraint:0xe2 UILabel:0x1d'>'.top == UIView:0x1e.top + 8   (active)>",
          "<NSLayoutConstraint:0xe3 UIView:0x1e.bottom == UILabel:0x1d'>'.bottom + 8   (active)>",
          "<NSLayoutConstraint:0xe4 'UIView-Encapsulated-Layout-Height' UIView:0x1e.height == 44   (active)>"
      )

      Will attempt to recover by breaking constraint
      <NSLayoutConstraint:0xe1 UILabel:0x1d'>'.height == 12   (active)>
      """
    let explanation = try Explainer.explain(log: log, fileName: "log.txt")
    #expect(explanation.issues.isEmpty)
    let conflict = try #require(explanation.conflicts.first)
    #expect(conflict.constraints == ["0xe1", "0xe2", "0xe3", "0xe4"])
    #expect(conflict.wouldBreak == "0xe1")
  }
}
