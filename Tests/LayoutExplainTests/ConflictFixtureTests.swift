import Testing

@testable import LayoutExplain

/// The fixture logs, end to end: minimal set, broken constraints, sentence and fixes.
@Suite struct ConflictFixtureTests {
  func explain(_ log: String) throws -> Explanation {
    try Explainer.explain(log: log, fileName: "log.txt")
  }

  func fixKinds(_ conflict: Explanation.Conflict) -> [String] {
    conflict.fixes.map { "\($0.kind.rawValue) \($0.constraint ?? $0.view ?? "")" }
  }

  @Test func tableCellContentViewWidth() throws {
    let explanation = try explain(Fixtures.tableCellContentView)
    let conflict = try #require(explanation.conflicts.first)
    #expect(explanation.conflicts.count == 1)
    #expect(
      conflict.constraints == [
        "0x7f9a3a52d8e0", "0x7f9a3a52d930", "0x7f9a3a52d980", "0x7f9a3a530e10",
      ])
    #expect(conflict.axis == .horizontal)
    #expect(conflict.uikitBroke == "0x7f9a3a52d930")
    #expect(conflict.wouldBreak == "0x7f9a3a52d930")
    #expect(
      conflict.summary
        == "UITableViewCellContentView.width = 20 (UILabel 'Title'.leading − "
        + "UITableViewCellContentView.leading) + 100 (UILabel 'Title'.width) + 20 "
        + "(UITableViewCellContentView.trailing − UILabel 'Title'.trailing) = 140 pt, but the "
        + "autoresizing mask (h=--& v=--&) makes it 44 pt.")
    #expect(
      fixKinds(conflict) == [
        "disableAutoresizing UITableViewCellContentView", "lowerPriority 0x7f9a3a52d930",
        "remove 0x7f9a3a52d930",
      ])
    #expect(conflict.fixes[0].summary.contains("h=--& v=--&: fixed width, fixed height"))
    #expect(explanation.missing.isEmpty)
    #expect(explanation.issues.isEmpty)
  }

  @Test func encapsulatedLayoutHeight() throws {
    let explanation = try explain(Fixtures.encapsulatedHeight)
    let conflict = try #require(explanation.conflicts.first)
    #expect(
      conflict.constraints == [
        "0x600002d4a4b0", "0x600002d4a550", "0x600002d4a5a0", "0x600002d4b2f0",
      ])
    #expect(conflict.axis == .vertical)
    #expect(conflict.uikitBroke == "0x600002d4a4b0")
    #expect(conflict.wouldBreak == "0x600002d4a4b0")
    #expect(conflict.reason.contains("'UIView-Encapsulated-Layout-Height'"))
    #expect(
      conflict.summary
        == "UITableViewCellContentView.height = 80 (UIImageView.height) + 12 (UIImageView.top − "
        + "UITableViewCellContentView.top) + 12 (UITableViewCellContentView.bottom − "
        + "UIImageView.bottom) = 104 pt, but 'UIView-Encapsulated-Layout-Height' makes it 44 pt.")
    #expect(
      fixKinds(conflict) == ["lowerPriority 0x600002d4a4b0", "remove 0x600002d4a4b0"])
    #expect(
      conflict.fixes[0].summary.contains("below the required 'UIView-Encapsulated-Layout-Height'"))
    #expect(conflict.fixes[0].priority == 999)
  }

  @Test func autoresizingMaskOnAViewMadeInCode() throws {
    let explanation = try explain(Fixtures.autoresizingMask)
    let conflict = try #require(explanation.conflicts.first)
    // The autoresizing minX (16 in the superview) and the leading inset (16 from a guide at
    // the superview's left edge) place the left edge alike; one of them is enough, and the
    // minimal set (a deletion filter dropping the oldest member first) keeps the newer, the
    // leading inset with the guide's left pin. UIKit listed both.
    #expect(
      conflict.constraints == [
        "0x6000031d8aa0", "0x6000031c4f00", "0x6000031c4f50", "0x6000031c5e00", "0x6000031c5ea0",
        "0x6000031d3660",
      ])
    #expect(conflict.unrelated == ["0x6000031d8a50"])
    #expect(conflict.uikitBroke == "0x6000031c4f50")
    #expect(conflict.wouldBreak == "0x6000031c4f50")
    #expect(
      conflict.summary
        == "UIView 0x7f8e4f40a2c0.width = −16 (UILayoutGuide 'UIViewSafeAreaLayoutGuide'.leading "
        + "− UIView 0x7f8e4f40a2c0.leading) − 16 (UIView 0x7f8e4f40a2c0.trailing − UILayoutGuide "
        + "'UIViewSafeAreaLayoutGuide'.trailing) + 0 (UIView 0x7f8e4f6072d0.leading − "
        + "UILayoutGuide 'UIViewSafeAreaLayoutGuide'.leading) + 0 (UILayoutGuide "
        + "'UIViewSafeAreaLayoutGuide'.trailing − UIView 0x7f8e4f6072d0.trailing) + 414 (UIView "
        + "0x7f8e4f6072d0.width) = 382 pt, but the autoresizing mask (h=--& v=--&) makes it 0 pt.")
    #expect(
      fixKinds(conflict) == [
        "disableAutoresizing UIView 0x7f8e4f40a2c0", "lowerPriority 0x6000031c4f50",
        "remove 0x6000031c4f50",
      ])
    let view = try #require(explanation.views.first { $0.address == "0x7f8e4f40a2c0" })
    #expect(view.autoresizingCode == "h=--& v=--&")
    #expect(explanation.views.contains { $0.name == "UILayoutGuide 'UIViewSafeAreaLayoutGuide'" })
  }

  @Test func stackViewSpacing() throws {
    let explanation = try explain(Fixtures.stackViewSpacing)
    let conflict = try #require(explanation.conflicts.first)
    #expect(
      conflict.constraints == [
        "0x600000c8e0a0", "0x600000c8e0f0", "0x600000c8e190", "0x600000c8f2a0", "0x600000c8f2f0",
        "0x600000c8f390",
      ])
    #expect(conflict.uikitBroke == "0x600000c8e0f0")
    // UIKit broke the newer of the two equal widths, as the rule does.
    #expect(conflict.wouldBreak == "0x600000c8e0f0")
    #expect(conflict.reason.contains("('UISV-canvas-connection', 'UISV-spacing') are protected"))
    #expect(
      conflict.summary
        == "UIButton 'Save'.width = −60 (UIButton 'Cancel'.width) + 120 (UIStackView.width) + 0 "
        + "(UIStackView.leading − UIButton 'Cancel'.leading) + 0 (UIButton 'Save'.trailing − "
        + "UIStackView.trailing) − 8 (UIButton 'Cancel'.trailing − UIButton 'Save'.leading) = 52 "
        + "pt, but UIButton 'Save'.width == 60 makes it 60 pt.")
    #expect(fixKinds(conflict) == ["lowerPriority 0x600000c8e0f0", "remove 0x600000c8e0f0"])
    let spacing = try #require(explanation.constraints.first { $0.address == "0x600000c8f390" })
    #expect(spacing.source == .stackView)
    #expect(spacing.description == "UIButton 'Save'.leading == UIButton 'Cancel'.trailing + 8")
  }

  @Test func snapKitWithSourceLines() throws {
    let explanation = try explain(Fixtures.snapKit)
    let conflict = try #require(explanation.conflicts.first)
    #expect(
      conflict.constraints == [
        "0x600001b8c6c0", "0x600001b8c780", "0x600001b8c840", "0x600001e9a1c0",
      ])
    #expect(conflict.uikitBroke == "0x600001b8c6c0")
    #expect(conflict.wouldBreak == "0x600001b8c6c0")
    #expect(
      conflict.summary
        == "ProfileHeaderView.width = 320 (UIImageView.width) + 16 (UIImageView.left − "
        + "ProfileHeaderView.left) + 16 (ProfileHeaderView.right − UIImageView.right) = 352 pt, "
        + "but 'UIView-Encapsulated-Layout-Width' makes it 320 pt.")
    let broken = try #require(explanation.constraints.first { $0.address == "0x600001b8c6c0" })
    #expect(broken.provenance == "SnapKit.LayoutConstraint ProfileHeaderView.swift:61")
    #expect(
      fixKinds(conflict) == ["lowerPriority 0x600001b8c6c0", "remove 0x600001b8c6c0"])
    #expect(explanation.text.contains("ProfileHeaderView.swift:63"))
  }

  @Test func masonryWithKeys() throws {
    let explanation = try explain(Fixtures.masonry)
    let conflict = try #require(explanation.conflicts.first)
    #expect(
      conflict.constraints == [
        "0x7fe5c9c55b40", "0x7fe5c9c56230", "0x7fe5c9c56410", "containerHeight",
      ])
    #expect(conflict.uikitBroke == "0x7fe5c9c56410")
    #expect(conflict.wouldBreak == "0x7fe5c9c56410")
    // The container's height (Masonry's unnamed one, 40) holds the label inside it by both
    // edges, so it ranks last and the label's is the only constant size.
    #expect(
      conflict.reason.hasPrefix(
        "it sets a size to a constant, which UIKit breaks first among the set's user "
          + "constraints"))
    #expect(!conflict.reason.contains("such constraints"))
    #expect(
      conflict.summary
        == "UILabel.height = −10 (UIView.top − UILabel.top) − 10 (UILabel.bottom − UIView.bottom) "
        + "+ 40 (UIView.height) = 20 pt, but UILabel.height == 30 makes it 30 pt.")
    #expect(
      fixKinds(conflict) == ["lowerPriority 0x7fe5c9c56410", "remove 0x7fe5c9c56410"])
  }

  @Test func appKitLog() throws {
    let explanation = try explain(Fixtures.macOS)
    let conflict = try #require(explanation.conflicts.first)
    #expect(
      conflict.constraints == [
        "0x600002c8b0c0", "0x600002c8b160", "0x600002c8b200", "0x600002c8c3e0",
      ])
    #expect(conflict.uikitBroke == "0x600002c8b0c0")
    #expect(conflict.wouldBreak == "0x600002c8b0c0")
    #expect(
      conflict.summary
        == "NSView.width = at least 200 (NSTextField.width) + 20 (NSTextField.leading − "
        + "NSView.leading) + 20 (NSView.trailing − NSTextField.trailing) = at least 240 pt, but "
        + "the autoresizing mask (h=-&- v=-&-) makes it 180 pt.")
    #expect(
      fixKinds(conflict) == [
        "disableAutoresizing NSView", "lowerPriority 0x600002c8b0c0", "remove 0x600002c8b0c0",
      ])
    #expect(conflict.fixes[0].summary.contains("flexible width, flexible height"))
  }

  @Test func damagedPaste() throws {
    let explanation = try explain(Fixtures.damaged)
    let conflict = try #require(explanation.conflicts.first)
    #expect(
      conflict.constraints == [
        "0x6000021f0a00", "0x6000021f0a50", "0x6000021f0aa0", "0x6000021f1b40",
      ])
    #expect(conflict.uikitBroke == "0x6000021f0aa0")
    #expect(conflict.wouldBreak == "0x6000021f0aa0")
    #expect(
      conflict.summary
        == "UIView.width = 12 (UILabel 'Welcome_back'.leading − UIView.leadingMargin) + 8 "
        + "(UIView's leading margin) + 12 (UIView.trailingMargin − UILabel 'Welcome_back'.trailing) "
        + "+ 8 (UIView's trailing margin) + 300 (UILabel 'Welcome_back'.width) = 340 pt, but "
        + "'UIView-Encapsulated-Layout-Width' makes it 320 pt.")
    #expect(fixKinds(conflict) == ["lowerPriority 0x6000021f0aa0", "remove 0x6000021f0aa0"])
    let wrapped = try #require(explanation.constraints.first { $0.address == "0x6000021f0a50" })
    #expect(wrapped.description == "UILabel 'Welcome_back'.trailing == UIView.trailingMargin − 12")
    #expect(wrapped.line == 2)
    #expect(
      explanation.missing == [
        "the first lines of the message (\"Unable to simultaneously satisfy constraints.\"): "
          + "the paste starts at line 1, in the middle of it"
      ])
    #expect(explanation.issues.isEmpty)
  }

  /// A paste whose views lost their addresses (`V:[UIImageView(300)]`, `'|':CardView`): the
  /// names table's class name ties the superview to the view of that name listed elsewhere,
  /// so the two halves of the list meet and the conflict is rebuilt.
  @Test func superviewNamedByClassAlone() throws {
    let log = """
      Unable to simultaneously satisfy constraints.
      (
          "<NSLayoutConstraint:0x10 V:|-(12)-[UIImageView]   (Names: '|':CardView )>",
          "<NSLayoutConstraint:0x11 V:[UIImageView]-(12)-|   (Names: '|':CardView )>",
          "<NSLayoutConstraint:0x12 V:[UIImageView(300)]>",
          "<NSAutoresizingMaskLayoutConstraint:0x13 h=--& v=--& V:[CardView(200)]>"
      )

      Will attempt to recover by breaking constraint
      <NSLayoutConstraint:0x12 V:[UIImageView(300)]>
      """
    let explanation = try explain(log)
    let conflict = try #require(explanation.conflicts.first)
    #expect(explanation.conflicts.count == 1)
    #expect(conflict.constraints == ["0x10", "0x11", "0x12", "0x13"])
    #expect(conflict.uikitBroke == "0x12")
    #expect(conflict.wouldBreak == "0x12")
    #expect(
      conflict.summary
        == "'CardView'.height = 12 ('UIImageView'.top − 'CardView'.top) + 12 ('CardView'.bottom "
        + "− 'UIImageView'.bottom) + 300 ('UIImageView'.height) = 324 pt, but the autoresizing "
        + "mask (h=--& v=--&) makes it 200 pt.")
    #expect(explanation.missing.isEmpty)
    #expect(explanation.issues.isEmpty)
  }
}
