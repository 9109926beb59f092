import Testing

@testable import LayoutExplain

/// Real logs cut, quoted, redacted or garbled on their way into a post, and damaged copies
/// of real logs (`damaged-…`, the damage named). Each says what the paste lost without
/// blaming the layout, and finds the conflict whenever what is left holds it.
@Suite struct RealLogDamageTests {
  func explain(_ name: String) throws -> Explanation {
    try Explainer.explain(log: try RealLog.named(name).text, fileName: name + ".log")
  }

  static let cutList =
    "the rest of the list of the message at line 2 and its \"Will attempt to recover by "
    + "breaking constraint\" line: the paste ends inside the list, so constraints that took part "
    + "may be among those cut off"

  static let cutListHolds =
    "a conflict among the constraints listed at line 2: they can all hold when rebuilt, and the "
    + "paste ends inside the list, so the constraints that conflict are likely among those cut off"

  /// The base of the damaged copies below: a 100 pt view in a 44 pt row, all visual format.
  @Test func rowHeightInVisualFormat() throws {
    try RealLogExpectation(conflicts: [
      .init(
        set: ["0x7fb022ec5600", "0x7fb022ec6450", "0x7fb0222d8e40", "0x7fb022ec6d50"],
        uikitBroke: "0x7fb022ec6d50", wouldBreak: "0x7fb0222d8e40",
        phrases: [
          "UITableViewCellContentView.height = 0 (UIView.top − UITableViewCellContentView.top) "
            + "+ 100 (UIView.height) + 0 (UITableViewCellContentView.bottom − UIView.bottom) = "
            + "100 pt, but 'UIView-Encapsulated-Layout-Height' makes it 44 pt."
        ])
    ]).check("colo-12-encapsulated-height-vfl")
  }

  /// The same log without its quotes and with `Names:` tables that lost their parentheses.
  @Test func namesTablesWithoutParentheses() throws {
    try RealLogExpectation(conflicts: [
      .init(
        set: ["0x7fb022ec5600", "0x7fb022ec6450", "0x7fb0222d8e40", "0x7fb022ec6d50"],
        uikitBroke: "0x7fb022ec6d50", wouldBreak: "0x7fb0222d8e40",
        phrases: ["= 100 pt, but 'UIView-Encapsulated-Layout-Height' makes it 44 pt."])
    ]).check("damaged-colo-12-no-quotes-no-parens")
  }

  /// The same log cut after two descriptions of the list (its trailing comma shows more
  /// followed): the cut is named as what is missing, not a size the container imposes, and
  /// the message still counts as a conflict UIKit reported.
  @Test func listCutMidWay() throws {
    try RealLogExpectation(
      conflicts: [], missing: [Self.cutList, Self.cutListHolds], unreproduced: [2]
    ).check("damaged-colo-12-cut-mid-list")
    let explanation = try explain("damaged-colo-12-cut-mid-list")
    #expect(
      explanation.text.hasPrefix(
        "UIKit reported a conflict (the message at line 2), but the 2 constraints read from "
          + "damaged-colo-12-cut-mid-list.log can all hold when rebuilt: the log lacks what took "
          + "part (see \"Missing from the log\")."))
  }

  /// iOS 13, a blockquote; the paste ends inside the "breaking" description at `0x28241f`,
  /// which six listed addresses start with: which one UIKit broke is unknown, and the
  /// "breaking" line is not said to be missing.
  @Test func breakingAddressCutShort() throws {
    try RealLogExpectation(
      conflicts: [
        .init(
          set: [
            "0x28241fed0", "0x28241fb60", "0x28241fb10", "0x28241fc00", "0x28241fbb0",
            "0x28241f610",
          ],
          uikitBroke: nil, wouldBreak: "0x28241fed0",
          phrases: [
            "UIStackView.height = 100 (UIView 0x13dd10ce0.height) + 0",
            "= 100 pt, but "
              + "'UIView-Encapsulated-Layout-Height' makes it 711 pt.",
          ])
      ],
      missing: [
        "the constraint UIKit broke in the message at line 2: the paste ends inside its "
          + "description, at address 0x28241f, which starts 6 listed addresses (0x28241fed0, "
          + "0x28241fb60, 0x28241fb10, 0x28241fc00, 0x28241fbb0, 0x28241f610)"
      ],
      issues: ["17:31: the paste ends inside this description (expected '==', '<=' or '>=' in '')"]
    ).check("representablekit-3-quoted-stack")
  }

  /// iOS 11: the paste ends inside the names table, at `'|':UIView:0x7fd9`. The only
  /// `UIView` of the log whose address starts so is taken, which closes the conflict: the
  /// safe area is 34 pt above the view's bottom, where the keyboard guide starts.
  @Test func namesTableAddressCutShort() throws {
    try RealLogExpectation(
      conflicts: [
        .init(
          set: ["0x60c00008f280", "0x60c00008f780", "0x60c00008fb40", "0x60c00008edd0"],
          uikitBroke: nil, wouldBreak: "0x60c00008fb40",
          phrases: [
            "UITableView.bottom − KeyboardAdjuster.KeyboardLayoutGuide 'KeyboardLayoutGuide'.top = "
              + "at most 0 (UITableView.bottom − UILayoutGuide 'UIViewSafeAreaLayoutGuide'.bottom) "
              + "+ 0 (UIView.bottom − KeyboardAdjuster.KeyboardLayoutGuide "
              + "'KeyboardLayoutGuide'.top) − 34 (UILayoutGuide 'UIViewSafeAreaLayoutGuide'.bottom "
              + "− UIView.bottom) = at most −34 pt, but UITableView.bottom >= "
              + "KeyboardAdjuster.KeyboardLayoutGuide 'KeyboardLayoutGuide'.top needs at least 0 "
              + "pt."
          ])
      ],
      missing: [
        "the end of the description of 'UIViewSafeAreaLayoutGuide-bottom' (line 11): the paste "
          + "ends inside it, cutting the address 0x7fd9 of a UIView; taken as UIView "
          + "0x7fd91a801460, the only UIView in the log whose address starts so",
        Self.cutList,
      ]
    ).check("keyboardadjuster-8-safearea-cut")
  }

  /// iOS 17, every line in markdown bold and each `-` turned into `~~`: all six descriptions
  /// are read, and the list is cut before the header view's height.
  @Test func boldLinesAndStrikethroughDashes() throws {
    try RealLogExpectation(
      conflicts: [], missing: [Self.cutList, Self.cutListHolds], unreproduced: [2]
    ).check("firefox-20783-markdown-bold-strike")
    let explanation = try explain("firefox-20783-markdown-bold-strike")
    #expect(explanation.constraints.count == 6)
    let connection = try #require(explanation.constraints.first { $0.address == "0x600002178a00" })
    #expect(connection.provenance == "NSLayoutConstraint 'UISV-canvas-connection'")
    #expect(
      connection.description
        == "UIStackView.top == _UILayoutSpacer 'UISV-alignment-spanner'.top")
  }

  /// iOS 13, a blockquote cut inside the "breaking" description, in a label's text. The set
  /// is the five constraints UIKit listed: the label's height reaches the conflict through
  /// the view whose height equals it (`0x60000272db30`), which the minimal set keeps rather
  /// than the label's own implicit `height >= 0`, as UIKit's engine (which has no implicit
  /// sizes) must.
  @Test func breakingDescriptionCutInALabel() throws {
    try RealLogExpectation(
      conflicts: [
        .init(
          set: [
            "0x60000272dea0", "0x60000272ddb0", "0x60000272dd60", "0x60000272db30",
            "0x60000277c690",
          ],
          uikitBroke: "0x60000272ddb0", wouldBreak: "0x60000272ddb0",
          phrases: ["= at least 40 pt, but 'UIView-Encapsulated-Layout-Height' makes it 38 pt."])
      ],
      missing: [
        "the end of the description of the constraint UIKit broke: the paste ends inside it, "
          + "and its address (0x60000272ddb0) names a listed constraint"
      ]
    ).check("faqview-33-quoted-cut-breaking")
  }

  /// A real log with every `<`, `>`, `'` and `"` HTML-escaped, and the same log hard-wrapped
  /// at 60 columns, the header included: both explain as the original does.
  @Test(arguments: ["damaged-dice-1-html-escaped", "damaged-dice-1-wrapped-at-60"])
  func escapedOrWrappedCopies(name: String) throws {
    try RealLogExpectation(conflicts: [
      .init(
        set: ["0x7f9d8c114a80", "0x7f9d8c13bed0", "0x7f9d8c131260", "0x7f9d8c14d270"],
        uikitBroke: "0x7f9d8c114a80", wouldBreak: "0x7f9d8c114a80",
        phrases: ["= 320 pt, but 'UIView-Encapsulated-Layout-Width' makes it 375 pt."])
    ]).check(name)
  }

  /// macOS: Console printed `<private>` for the list and the broken constraint. The error
  /// says the log is redacted and how to get the descriptions.
  @Test func redactedMacOSLog() throws {
    #expect(throws: ExplainError.redacted(fileName: "x.log", lines: [3, 6])) {
      try Explainer.explain(
        log: try RealLog.named("masonry-415-macos-redacted-private").text, fileName: "x.log")
    }
    let message = ExplainError.redacted(fileName: "x.log", lines: [3, 6]).description
    #expect(message.hasPrefix("x.log: the log is redacted: it shows <private> in place of"))
    #expect(message.contains("Xcode's console"))
    #expect(message.contains("Enable-Private-Data"))
  }

  /// A redacted line among readable descriptions is named in `missing`.
  @Test func partlyRedactedLog() throws {
    let log = """
      Unable to simultaneously satisfy constraints.
      (
          "<NSLayoutConstraint:0x1 UIView:0x2.width == 10   (active)>",
          <private>
      )
      """
    let explanation = try Explainer.explain(log: log, fileName: "log.txt")
    #expect(
      explanation.missing.first?.hasPrefix(
        "the constraint descriptions at line 4: the log shows <private> in their place") == true)
    #expect(explanation.issues.isEmpty)
  }
}
