import Testing

@testable import LayoutExplain

/// Real logs of plain views, stack views, autoresizing masks and macOS windows. Each log is
/// stored under `Logs/` with the address of the post it was copied from.
@Suite struct RealLogViewTests {
  /// iOS 10, a stack view hides an arranged view whose label keeps 16 pt above and below.
  @Test func stackViewHidingAgainstInsets() throws {
    try RealLogExpectation(
      conflicts: [
        .init(
          set: ["0x610000291fd0", "0x6100002920c0", "0x61800028d570"],
          uikitBroke: "0x6100002920c0", wouldBreak: "0x6100002920c0",
          phrases: [
            "Prox.PlaceDetailsEventView.height = 16 (UILabel.top − Prox.PlaceDetailsEventView.top) "
              + "+ at least 0 (UILabel.height) + 16 (Prox.PlaceDetailsEventView.bottom − "
              + "UILabel.bottom) = at least 32 pt, but 'UISV-hiding' makes it 0 pt."
          ])
      ],
      missing: [
        "the list of constraints of the message at line 19: the paste has none of its "
          + "descriptions",
        "the \"Will attempt to recover by breaking constraint\" line of the message at line 19, "
          + "so which constraint UIKit broke is unknown",
      ],
      unreproduced: [19]
    ).check("prox-242-stack-view-hiding")
  }

  /// iOS 9, two heights for one view in the visual format.
  @Test func twoHeightsForOneView() throws {
    try RealLogExpectation(conflicts: [
      .init(
        set: ["0x7fca0bd54cc0", "0x7fca0bd564a0"],
        uikitBroke: "0x7fca0bd54cc0", wouldBreak: "0x7fca0bd54cc0",
        phrases: [
          "UIView.height == 84 makes UIView.height 84 pt, but UIView.height == 200 makes it 200 pt."
        ])
    ]).check("folding-cell-63-two-heights")
  }

  /// iOS 9 syslog (`<Warning>:`, tab-indented list): an input view's autoresizing frame
  /// (`h=-&-`, relative to its host) against a right-edge pin.
  @Test func inputViewAutoresizingAgainstRightEdge() throws {
    try RealLogExpectation(conflicts: [
      .init(
        set: ["0x14f0decb0", "0x14deb9590", "0x14f2dc6c0"],
        uikitBroke: "0x14f2dc6c0", wouldBreak: "0x14f2dc6c0",
        phrases: [
          "CKMessageEntryView.midX − UIInputSetHostView.midX = −0.5 × 375 (CKMessageEntryView.width "
            + "− UIInputSetHostView.width) + 0 (CKMessageEntryView.right − UIInputSetHostView.right) "
            + "= −187.5 pt, but the autoresizing mask (h=-&- v=--&) makes it 187.5 pt."
        ])
    ]).check("steroids-1044-syslog-input-view")
  }

  /// iOS 8: a view centred at `midX == + 187.5` in its superview by its autoresizing mask,
  /// and pinned to both edges of that 371.325 pt superview.
  @Test func centredByTheMaskAndPinnedToBothEdges() throws {
    try RealLogExpectation(
      conflicts: [
        .init(
          set: ["0x7fbfe408a060", "0x7fbfe40ace00", "0x7fbfe1f881a0", "0x7fbfe4163e20"],
          uikitBroke: "0x7fbfe408a060", wouldBreak: "0x7fbfe408a060",
          phrases: [
            "UIView 0x7fbfe1fb48c0.midX − UIView 0x7fbfe4213c20.minX = 0 (UIView "
              + "0x7fbfe1fb48c0.trailing − UIView 0x7fbfe4213c20.trailing) + 0 (UIView "
              + "0x7fbfe1fb48c0.leading − UIView 0x7fbfe4213c20.leading) + 0.5 × 371.325 (UIView "
              + "0x7fbfe4213c20.width) = 185.6625 pt, but the autoresizing mask (h=--& v=--&) "
              + "makes it 187.5 pt."
          ])
      ],
      missing: [
        "the first lines of the message (\"Unable to simultaneously satisfy constraints.\"): "
          + "the paste starts at line 5, in the middle of it"
      ]
    ).check("youtube-draggable-2-autoresizing-midx")
  }

  /// tvOS: two views placed by autoresizing masks (`midY == + 70`) in a toast whose
  /// constraints put the label's centre at 75. The view's superview is not named and is
  /// inferred from its bottom pin.
  @Test func toastPlacedByMasks() throws {
    try RealLogExpectation(
      conflicts: [
        .init(
          set: [
            "0x7ff728508900", "0x7ff72851ef70", "0x7ff728680a70", "0x7ff72871c870",
            "0x7ff728723710", "0x7ff728726930",
          ],
          uikitBroke: "0x7ff728726930", wouldBreak: "0x7ff72871c870",
          phrases: [
            "UILabel 'Build started'.midY − TVOSToast.TVOSToast.minY = 0.5 × 70 (UIView.midY − "
              + "TVOSToast.TVOSToast.minY) + 0.25 × 140 (UIView.height) + 0.5 × 10 "
              + "(TVOSToast.TVOSToast.bottom − UIView.bottom) + 0.5 × 10 (UILabel 'Build "
              + "started'.top − TVOSToast.TVOSToast.top) − 0.5 × 10 (TVOSToast.TVOSToast.bottom − "
              + "UILabel 'Build started'.bottom) = 75 pt, but the autoresizing mask (h=--& v=--&) "
              + "makes it 70 pt."
          ])
      ],
      missing: [
        "the first lines of the message (\"Unable to simultaneously satisfy constraints.\"): "
          + "the paste starts at line 9, in the middle of it",
        "which view is the superview of UIView 0x7ff728732070: autoresizing constraint "
          + "(h=--& v=--&) places it in its superview's coordinates, taken as "
          + "TVOSToast.TVOSToast 0x7ff728736c30 because its bottom is pinned to that view's "
          + "bottom",
      ]
    ).check("tvostoast-1-autoresizing-midy")
  }

  /// iOS 9, pasted into markdown with `**` and `\<…\>` escapes and no quotes: a view left at
  /// height 0 by its mask holds an input view that needs 16 pt.
  @Test func markdownEscapedAutoresizingHeight() throws {
    try RealLogExpectation(conflicts: [
      .init(
        set: ["0x15eee1890", "0x15ee170b0", "0x15e9988e0", "0x15ed14a00", "0x15d7ca260"],
        uikitBroke: "0x15e9988e0", wouldBreak: "0x15e9988e0",
        phrases: [
          "UIView 0x15ed4cf40.height = 8 (UIView 0x15ecf6160.top − "
            + "ApptentiveMessageCenterInputView.top) + at least 0 (UIView 0x15ecf6160.height) + 8 "
            + "(ApptentiveMessageCenterInputView.bottom − UIView 0x15ecf6160.bottom) + 0 "
            + "(ApptentiveMessageCenterInputView.top − UIView 0x15ed4cf40.top) + 0 (UIView "
            + "0x15ed4cf40.bottom − ApptentiveMessageCenterInputView.bottom) = at least 16 pt, but "
            + "the autoresizing mask (h=--& v=--&) makes it 0 pt.",
          "UIView 0x15ecf6160's height ≥ 0 takes part",
        ])
    ]).check("apptentive-178-markdown-escaped")
  }

  /// macOS 14, autoresizing constraints only: a text view's content view 49 pt from its
  /// right edge in a 2 pt wide text view. `H:[content]-(49)-|` is the content view's mask
  /// though it reads `NSTextView.trailing == …`, so each view's fix names its own mask.
  @Test func textViewMaskNarrowerThanItsContentInset() throws {
    let name = "transmission-6644-macos-text-view-mask"
    try RealLogExpectation(conflicts: [
      .init(
        set: ["0x60000250c460", "0x60000250c4b0", "0x60000250c5f0"],
        uikitBroke: "0x60000250c4b0", wouldBreak: "0x60000250c4b0",
        phrases: [
          "NSTextView.width = 0 (_NSTextContentView.minX − NSTextView.minX) + at least 0 "
            + "(_NSTextContentView.width) + 49 (NSTextView.trailing − _NSTextContentView.trailing) "
            + "= at least 49 pt, but the autoresizing mask (h=--& v=--&) makes it 2 pt."
        ])
    ]).check(name)
    let explanation = try Explainer.explain(log: RealLog.named(name).text, fileName: name)
    #expect(
      explanation.conflicts.first?.fixes.map(\.summary) == [
        "Set translatesAutoresizingMaskIntoConstraints = false on _NSTextContentView: its "
          + "autoresizing mask (h=-&- v=-&-: flexible width, flexible height) turns its frame "
          + "into constraints that fight the others.",
        "Set translatesAutoresizingMaskIntoConstraints = false on NSTextView: its autoresizing "
          + "mask (h=--& v=--&: fixed width, fixed height) turns its frame into constraints that "
          + "fight the others.",
      ])
  }

  /// macOS, AppKit's trailer of the message before leading the paste: a cell that names
  /// itself by its class (`ItemCell.width`, names: `ItemCell:0x…`) is called once
  /// ("ItemCell", not "ItemCell 'ItemCell'"), and its 194 pt mask is 5 pt short.
  @Test func cellNamedByItsClassTooNarrow() throws {
    let name = "munki-1241-macos-item-cell-names"
    try RealLogExpectation(conflicts: [
      .init(
        set: [
          "0x78a6c2df0", "0x78a6c2fd0", "0x78a6c3020", "0x78a6c3c00", "0x78a6c2f30",
          "0x78a6c2c10",
        ],
        uikitBroke: "0x78a6c2df0", wouldBreak: "0x78a6c2df0",
        phrases: [
          "ItemCell.width = at least 152 (NSTextField.width) + 8 (ItemCell.trailing − "
            + "NSTextField.trailing) + 3 (NSTextField.leading − NSImageView.trailing) + 6 "
            + "(NSImageView.leading − ItemCell.leading) + 30 (NSImageView.width) = at least 199 "
            + "pt, but the autoresizing mask (h=--& v=-&-) makes it 194 pt."
        ])
    ]).check(name)
    let explanation = try Explainer.explain(log: RealLog.named(name).text, fileName: name)
    #expect(explanation.views.map(\.name) == ["NSTextField", "ItemCell", "NSImageView"])
  }

  /// macOS 10.12 (`[Layout]`, AppKit's advice): a document view pinned to a clip view that
  /// its scroll view's mask keeps 15 pt from the edge.
  @Test func macOSClipViewInset() throws {
    try RealLogExpectation(conflicts: [
      .init(
        set: ["0x60800009ed70", "0x60800009f6d0", "0x6080002876c0"],
        uikitBroke: "0x60800009f6d0", wouldBreak: "0x60800009ed70",
        phrases: [
          "NSScrollView.trailing − NSClipView.trailing = 0 (NSScrollView.trailing − "
            + "NSView.trailing) + 0 (NSView.trailing − NSClipView.trailing) = 0 pt, but the "
            + "autoresizing mask (h=-&- v=-&-) makes it 15 pt."
        ])
    ]).check("iina-486-macos-clip-view")
  }

  /// macOS 10.8: autoresizing constraints only, a clip view 17 pt from the top of an 8 pt
  /// scroll view. AppKit broke a constraint outside the minimal set; the description of
  /// it is cut off, and its address identifies it.
  @Test func macOSScrollViewTooShort() throws {
    try RealLogExpectation(
      conflicts: [
        .init(
          set: ["0x7f931a4ab820", "0x7f931b0a6020", "0x7f931b0a8f60"],
          uikitBroke: "0x7f931b02b5c0", wouldBreak: "0x7f931b0a6020",
          phrases: [
            "NSScrollView.height = 17 (NSClipView.top − NSScrollView.top) + at least 0 "
              + "(NSClipView.height) + 0 (NSScrollView.bottom − NSClipView.bottom) = at least 17 "
              + "pt, but the autoresizing mask (h=--& v=--&) makes it 8 pt.",
            "NSClipView's height ≥ 0 takes part",
          ])
      ],
      missing: [
        "the end of the description of the constraint AppKit broke: the paste ends inside it, "
          + "and its address (0x7f931b02b5c0) names a listed constraint"
      ],
      issues: [
        "13:52: the paste ends inside this description (expected '==', '<=' or '>=' in 'h')"
      ]
    ).check("vienna-771-macos-autoresizing")
  }
}
