import Foundation
import Testing

@testable import LayoutExplain

/// The JSON shape and log-level behaviour (repeated messages, lost lists).
@Suite struct ExplanationTests {
  @Test func jsonHasIssueNineKeys() throws {
    let explanation = try Explainer.explain(log: Fixtures.encapsulatedHeight, fileName: "log.txt")
    let data = try JSONEncoder().encode(explanation)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect(
      object["conflict"] as? [String] == [
        "0x600002d4a4b0", "0x600002d4a550", "0x600002d4a5a0", "0x600002d4b2f0",
      ])
    #expect(object["uikitBroke"] as? String == "0x600002d4a4b0")
    #expect(object["wouldBreak"] as? String == "0x600002d4a4b0")
    #expect((object["fixes"] as? [Any])?.count == 2)
    #expect(object["missing"] as? [String] == [])
    let constraints = try #require(object["constraints"] as? [[String: Any]])
    #expect(constraints.first?["address"] as? String == "0x600002d4a4b0")
    #expect(constraints.first?["description"] as? String == "UIImageView.height == 80")
  }

  @Test func viewsCarryTheFramesLeftAfterTheBreak() throws {
    let explanation = try Explainer.explain(log: Fixtures.encapsulatedHeight, fileName: "log.txt")
    let cell = try #require(explanation.views.first { $0.name == "UITableViewCellContentView" })
    let image = try #require(explanation.views.first { $0.name == "UIImageView" })
    // The image's constant height gives way, as UIKit's did: the cell keeps 44 and the
    // image, pinned 12 and 12 inside it, gets 20.
    #expect(cell.frame?[3] == 44)
    #expect(image.frame?[3] == 20)
    let top = try #require(explanation.constraints.first { $0.address == "0x600002d4a550" })
    #expect(top.firstView == "UIImageView")
    #expect(top.secondView == "UITableViewCellContentView")
    #expect(top.axis == .vertical)
  }

  /// An iOS 6 log whose label hugs its content at the required priority: the hugging half
  /// of the NSContentSizeLayoutConstraint takes part in the conflict, and lowering it is a
  /// fix.
  @Test func requiredHuggingTakesPart() throws {
    let explanation = try Explainer.explain(
      log: Self.contentSizeLog(size: 32, tail: "Hug:1000 CompressionResistance:750"),
      fileName: "log.txt")
    #expect(explanation.issues.isEmpty)
    let conflict = try #require(explanation.conflicts.first)
    #expect(conflict.constraints == ["0x7573e90", "0x7571230", "0x7571260", "0x7578000"])
    #expect(conflict.uikitBroke == "0x7573e90")
    #expect(
      conflict.summary
        == "UILabel.width = −20 (UIView.leading − UILabel.leading) − 20 (UILabel.trailing − "
        + "UIView.trailing) + 320 (UIView.width) = 280 pt, but UILabel.width <= 32 allows at "
        + "most 32 pt.")
    #expect(
      conflict.fixes.map(\.summary) == [
        "Set translatesAutoresizingMaskIntoConstraints = false on UIView: its autoresizing mask "
          + "(h=--& v=--&: fixed width, fixed height) turns its frame into constraints that "
          + "fight the others.",
        "Lower the horizontal content hugging priority of UILabel from 1000 to 999 "
          + "(setContentHuggingPriority(.init(999), for: .horizontal)), so its intrinsic width "
          + "(NSContentSizeLayoutConstraint:0x7573e90) gives way instead of breaking the layout.",
        "Lower the priority of UIView.trailing == UILabel.trailing + 20 "
          + "(NSLayoutConstraint:0x7571260) to 999, below the required "
          + "NSContentSizeLayoutConstraint:0x7573e90, so it gives way instead of breaking the "
          + "layout.",
        "Remove UIView.trailing == UILabel.trailing + 20 (NSLayoutConstraint:0x7571260).",
      ])
    #expect(conflict.fixes[1].kind == .lowerContentPriority)
    #expect(conflict.fixes[1].view == "UILabel")
    #expect(conflict.fixes[1].priority == 999)
  }

  /// Required compression resistance, and both priorities required: the fix lowers the
  /// half that takes part, or both.
  @Test(arguments: [
    (
      "Hug:250 CompressionResistance:1000",
      "Lower the horizontal compression resistance priority of UILabel from 1000 to 999 "
        + "(setContentCompressionResistancePriority(.init(999), for: .horizontal)), so its "
        + "intrinsic width (NSContentSizeLayoutConstraint:0x7573e90) gives way instead of "
        + "breaking the layout."
    ),
    (
      "Hug:1000 CompressionResistance:1000",
      "Lower the horizontal content hugging and compression resistance priorities of UILabel "
        + "from 1000 to 999 (setContentHuggingPriority(.init(999), for: .horizontal) and "
        + "setContentCompressionResistancePriority(.init(999), for: .horizontal)), so its "
        + "intrinsic width (NSContentSizeLayoutConstraint:0x7573e90) gives way instead of "
        + "breaking the layout."
    ),
  ])
  func requiredCompressionResistanceTakesPart(tail: String, fix: String) throws {
    let explanation = try Explainer.explain(
      log: Self.contentSizeLog(size: 400, tail: tail), fileName: "log.txt")
    let conflict = try #require(explanation.conflicts.first)
    #expect(conflict.constraints == ["0x7573e90", "0x7571230", "0x7571260", "0x7578000"])
    #expect(conflict.fixes.filter { $0.kind == .lowerContentPriority }.map(\.summary) == [fix])
  }

  /// A label of intrinsic width `size` pinned 20 pt inside a 320 pt autoresizing view.
  static func contentSizeLog(size: Int, tail: String) -> String {
    """
    Unable to simultaneously satisfy constraints.
    (
        "<NSContentSizeLayoutConstraint:0x7573e90 H:[UILabel:0x7577ec0(\(size))] \(tail)>",
        "<NSLayoutConstraint:0x7571230 H:|-(20)-[UILabel:0x7577ec0]   (Names: '|':UIView:0x7570100 )>",
        "<NSLayoutConstraint:0x7571260 H:[UILabel:0x7577ec0]-(20)-|   (Names: '|':UIView:0x7570100 )>",
        "<NSAutoresizingMaskLayoutConstraint:0x7578000 h=--& v=--& H:[UIView:0x7570100(320)]>"
    )

    Will attempt to recover by breaking constraint
    <NSContentSizeLayoutConstraint:0x7573e90 H:[UILabel:0x7577ec0(\(size))] \(tail)>
    """
  }

  @Test func parseOnlyGivesMessagesAndConstraints() {
    let parsed = Explainer.parse(log: Fixtures.stackViewSpacing)
    #expect(parsed.blocks.count == 1)
    #expect(parsed.blocks[0].listed.count == 6)
    #expect(parsed.blocks[0].broken == "0x600000c8e0f0")
    #expect(parsed.constraints["0x600000c8f390"]?.identifier == "UISV-spacing")
  }

  @Test func repeatedMessagesAreExplainedOnce() throws {
    let twice = Fixtures.encapsulatedHeight + "\n" + Fixtures.encapsulatedHeight
    let explanation = try Explainer.explain(log: twice, fileName: "log.txt")
    #expect(explanation.conflicts.count == 1)
    #expect(explanation.constraints.count == 4)
  }

  /// An icon 76 wide and a label 15 after it in a container 0 wide: UIKit breaks the width,
  /// meets the chain again with the icon's width at least 0 and breaks the spacing. The set
  /// of the first message is UIKit's list, the width in it, so the rule breaks the width
  /// too, then the spacing when it meets the chain again; the second message, whose list
  /// lacks the width, is explained with the spacing UIKit named.
  @Test func sameSetBrokenTwiceGivesTwoConflicts() throws {
    let list = [
      "<NSLayoutConstraint:0xa1 UIImageView:0x51.leading == UIView:0x50.leading   (active)>",
      "<NSLayoutConstraint:0xa2 UIImageView:0x51.width == 76   (active)>",
      "<NSLayoutConstraint:0xa3 H:[UIImageView:0x51]-(15)-[UILabel:0x52]   (active)>",
      "<NSLayoutConstraint:0xa4 UILabel:0x52.trailing == UIView:0x50.trailing - 12   (active)>",
      "<NSLayoutConstraint:0xa5 'UIView-Encapsulated-Layout-Width' UIView:0x50.width == 0   "
        + "(active)>",
    ]
    func message(_ listed: [String], broken: String) -> String {
      "Unable to simultaneously satisfy constraints.\n(\n"
        + listed.map { "    \"\($0)\"" }.joined(separator: ",\n")
        + "\n)\n\nWill attempt to recover by breaking constraint\n\(broken)\n"
    }
    let log =
      message(list, broken: list[1]) + message(list.filter { $0 != list[1] }, broken: list[2])
    let explanation = try Explainer.explain(log: log, fileName: "log.txt")
    #expect(
      explanation.conflicts.map(\.constraints) == [
        ["0xa1", "0xa2", "0xa3", "0xa4", "0xa5"], ["0xa1", "0xa3", "0xa4", "0xa5"],
        ["0xa1", "0xa3", "0xa4", "0xa5"],
      ])
    #expect(explanation.conflicts.map(\.uikitBroke) == ["0xa2", "0xa2", "0xa3"])
    #expect(explanation.conflicts.map(\.wouldBreak) == ["0xa2", "0xa3", "0xa3"])
    #expect(explanation.conflicts.map(\.unrelated) == [[], ["0xa2"], []])
  }

  @Test func twoDifferentMessagesGiveTwoConflicts() throws {
    let both = Fixtures.snapKit + "\n" + Fixtures.masonry
    let explanation = try Explainer.explain(log: both, fileName: "log.txt")
    #expect(explanation.conflicts.map(\.wouldBreak) == ["0x600001b8c6c0", "0x7fe5c9c56410"])
  }

  @Test func brokenConstraintMissingFromTheListIsAdded() throws {
    let log = """
      Unable to simultaneously satisfy constraints.
          "<NSLayoutConstraint:0x10 UIView:0x1.width == 100   (active)>"
      Will attempt to recover by breaking constraint
      <NSLayoutConstraint:0x11 UIView:0x1.width == 50   (active)>
      """
    let explanation = try Explainer.explain(log: log, fileName: "log.txt")
    let conflict = try #require(explanation.conflicts.first)
    #expect(conflict.constraints == ["0x10", "0x11"])
    #expect(conflict.uikitBroke == "0x11")
    #expect(conflict.wouldBreak == "0x10")
    #expect(explanation.missing.first?.hasPrefix("the constraint UIKit broke (0x11)") == true)
  }

  @Test func macOSOneLineForm() throws {
    let log = """
      Conflicting constraints detected: ("<NSLayoutConstraint:0x20 NSView:0x1.width == 100   (active)>", "<NSLayoutConstraint:0x21 NSView:0x1.width >= 120   (active)>"). Will attempt to recover by breaking <NSLayoutConstraint:0x21 NSView:0x1.width >= 120   (active)>.
      """
    let explanation = try Explainer.explain(log: log, fileName: "log.txt")
    let conflict = try #require(explanation.conflicts.first)
    #expect(conflict.constraints == ["0x20", "0x21"])
    #expect(conflict.uikitBroke == "0x21")
    #expect(
      conflict.summary
        == "NSView.width == 100 makes NSView.width 100 pt, but NSView.width >= 120 needs at "
        + "least 120 pt.")
    #expect(conflict.framework == "AppKit")
    #expect(explanation.framework == "AppKit")
    #expect(explanation.text.contains("\n  AppKit broke: NSView.width >= 120"))
    #expect(!explanation.text.contains("UIKit"))
  }

  /// AppKit's multi-line message is AppKit's too; an iOS log keeps UIKit's name.
  @Test func theFrameworkThatBrokeIsNamedAsTheLogNamesIt() throws {
    let mac = try Explainer.explain(log: Fixtures.macOS, fileName: "log.txt")
    #expect(mac.framework == "AppKit")
    #expect(mac.conflicts.map(\.framework) == ["AppKit"])
    #expect(mac.text.contains("\n  AppKit broke: "))
    #expect(mac.conflicts.first?.reason.hasSuffix("are protected, as AppKit protects them") == true)
    let iOS = try Explainer.explain(log: Fixtures.encapsulatedHeight, fileName: "log.txt")
    #expect(iOS.framework == "UIKit")
    #expect(iOS.text.contains("\n  UIKit broke: "))
  }
}

/// Sentences for sets without an imposed size.
@Suite struct SentenceTests {
  @Test func distanceLimitWhenNoSizeIsInvolved() throws {
    let log = """
      Unable to simultaneously satisfy constraints.
          "<NSLayoutConstraint:0x30 UIView:0x1.leading == UIView:0x2.leading + 10   (active)>",
          "<NSLayoutConstraint:0x31 UIView:0x1.leading == UIView:0x2.leading + 20   (active)>"
      """
    let conflict = try #require(
      try Explainer.explain(log: log, fileName: "log.txt").conflicts.first)
    #expect(conflict.wouldBreak == "0x31")
    #expect(
      conflict.summary
        == "UIView 0x1.leading == UIView 0x2.leading + 10 makes UIView 0x1.leading − UIView "
        + "0x2.leading 10 pt, but UIView 0x1.leading == UIView 0x2.leading + 20 makes it 20 pt.")
  }

  @Test func implicitNonNegativeSizeIsNamed() throws {
    let log = """
      Unable to simultaneously satisfy constraints.
          "<NSLayoutConstraint:0x40 UILabel:0x1.leading == UIView:0x2.leading + 20   (active)>",
          "<NSLayoutConstraint:0x41 UIView:0x2.trailing == UILabel:0x1.trailing + 20   (active)>",
          "<NSLayoutConstraint:0x42 UIView:0x2.width == 30   (active)>"
      """
    let conflict = try #require(
      try Explainer.explain(log: log, fileName: "log.txt").conflicts.first)
    #expect(conflict.constraints == ["0x40", "0x41", "0x42"])
    // The view holds the label 20 inside both edges: its width is a container's, kept, and
    // the label's trailing pin breaks.
    #expect(conflict.wouldBreak == "0x41")
    #expect(
      conflict.summary
        == "UIView.width = 20 (UILabel.leading − UIView.leading) + at least 0 (UILabel.width) + "
        + "20 (UIView.trailing − UILabel.trailing) = at least 40 pt, but UIView.width == 30 makes "
        + "it 30 pt. (Sizes cannot be negative: UILabel's width ≥ 0 takes part.)")
  }
}
