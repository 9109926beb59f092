import Testing

@testable import LayoutExplain

/// Real logs whose conflict reads as a sum a developer can check: a chain along one axis
/// (margins and negative constants with their signs), a ratio, a view centred in another,
/// and a position an autoresizing mask sets in a superview found through a sibling. Each
/// log is stored under `Logs/` with the address of the post it was copied from.
@Suite struct RealLogSumTests {
  /// iOS 8, VFL only: the second label's superview is named by no description of its own;
  /// it is the first label's (`MSAnnotatedGauge`, from its names table), since the visual
  /// format spaces the two. Its autoresizing `midY == + 39` then meets 5 + 12 + 0 + 32/2.
  /// UIKit broke the spacing; the rule breaks the larger of the two labels' heights (32).
  @Test func autoresizingMidYOfASibling() throws {
    try RealLogExpectation(
      conflicts: [
        .init(
          set: [
            "0x7fa5588afba0", "0x7fa5588afdc0", "0x7fa5588afd10", "0x7fa5588affc0",
            "0x7fa5588e6380",
          ],
          uikitBroke: "0x7fa5588afd10", wouldBreak: "0x7fa5588affc0",
          phrases: [
            "UILabel '3,74'.midY − MSAnnotatedGauge.minY = 5 (UILabel.top − MSAnnotatedGauge.top) "
              + "+ 12 (UILabel.height) + 0 (UILabel '3,74'.top − UILabel.bottom) + 0.5 × 32 "
              + "(UILabel '3,74'.height) = 33 pt, but the autoresizing mask (h=--& v=--&) makes it "
              + "39 pt."
          ])
      ],
      missing: [
        "which view is the superview of UILabel 0x7fa5588ae800: autoresizing constraint "
          + "(h=--& v=--&) places it in its superview's coordinates, taken as MSAnnotatedGauge "
          + "0x7fa5588ac020, the superview of UILabel 0x7fa5588ade20, because "
          + "NSLayoutConstraint:0x7fa5588afd10 spaces the two in the visual format, which only "
          + "views of one superview have"
      ]
    ).check("msgauge-10-autoresizing-midy")
  }

  /// iOS 8: `leadingMargin - 8` and `trailingMargin == trailing - 8` keep their minus signs,
  /// and the margins they are measured from are added back.
  @Test func negativeInsetsFromMargins() throws {
    try RealLogExpectation(conflicts: [
      .init(
        set: ["0x7f9d8c114a80", "0x7f9d8c13bed0", "0x7f9d8c131260", "0x7f9d8c14d270"],
        uikitBroke: "0x7f9d8c114a80", wouldBreak: "0x7f9d8c114a80",
        phrases: [
          "UITableViewCellContentView.width = 320 (UIImageView.width) − 8 "
            + "(UITableViewCellContentView.trailingMargin − UIImageView.trailing) + 8 "
            + "(UITableViewCellContentView's trailing margin) − 8 (UIImageView.leading − "
            + "UITableViewCellContentView.leadingMargin) + 8 (UITableViewCellContentView's "
            + "leading margin) = 320 pt, but 'UIView-Encapsulated-Layout-Width' makes it 375 pt."
        ])
    ]).check("dice-1-margins-minus8")
  }

  /// iOS 6 style autoresizing `width == UIView.width - 320` (flexible width): the view is
  /// 320 narrower than its container, which the chain inside it needs 63 more than; the
  /// paste ends inside the "breaking" description. The set is UIKit's list, the indicator's
  /// `width == 44` in it; the rule breaks that width (the spacing UIKit broke stays), meets
  /// the chain again with the indicator's width at least 0 and breaks the spacing.
  @Test func autoresizingWidthLessThanItsContainer() throws {
    try RealLogExpectation(
      conflicts: [
        .init(
          set: [
            "0x1f524250", "0x1f524550", "0x1f524510", "0x1f5244d0", "0x1f524490", "0x1f524150",
          ],
          uikitBroke: "0x1f5244d0", wouldBreak: "0x1f524510",
          phrases: [
            "UIView.width = 320 (UIView.width − CSNotificationView.width) + 4 "
              + "(UIActivityIndicatorView.leading − CSNotificationView.leading) + 44 "
              + "(UIActivityIndicatorView.width) + 5 (UILabel 'Establishing...'.leading − "
              + "UIActivityIndicatorView.trailing) + at least 0 (UILabel 'Establishing...'.width) "
              + "+ 10 (CSNotificationView.trailing − UILabel 'Establishing...'.trailing) = at "
              + "least 383 pt, but 'UIView-Encapsulated-Layout-Width' makes it 320 pt."
          ]),
        .init(
          set: ["0x1f524250", "0x1f524550", "0x1f5244d0", "0x1f524490", "0x1f524150"],
          uikitBroke: "0x1f5244d0", wouldBreak: "0x1f5244d0",
          phrases: [
            "UIView.width = 320 (UIView.width − CSNotificationView.width) + 4 "
              + "(UIActivityIndicatorView.leading − CSNotificationView.leading) + at least 0 "
              + "(UIActivityIndicatorView.width) + 5 (UILabel 'Establishing...'.leading − "
              + "UIActivityIndicatorView.trailing) + at least 0 (UILabel 'Establishing...'.width) "
              + "+ 10 (CSNotificationView.trailing − UILabel 'Establishing...'.trailing) = at "
              + "least 339 pt, but 'UIView-Encapsulated-Layout-Width' makes it 320 pt."
          ]),
      ],
      missing: [
        "the end of the description of the constraint UIKit broke: the paste ends inside it, "
          + "and its address (0x1f5244d0) names a listed constraint"
      ],
      issues: [
        "19:32: the paste ends inside this description (expected one spacing between two views "
          + "or a view and '|' in the visual format)"
      ]
    ).check("csnotification-72-autoresizing-width-cut")
  }

  /// iOS 7: an aspect ratio (`height == 0.28125*width`) inside a cell of both sizes fixed;
  /// the list closes with `}`. The ratio reads forwards: 0.28125 × 304.
  @Test func ratioAgainstBothCellSizes() throws {
    try RealLogExpectation(conflicts: [
      .init(
        set: [
          "0xbf478a0", "0xbf47190", "0xbf47160", "0xbf47130", "0xbf47100", "0xd4c3c40",
          "0xd4c38a0",
        ],
        uikitBroke: "0xbf478a0", wouldBreak: "0xbf478a0",
        phrases: [
          "BNMyNewsCell_landscape.height = 0 (UIView.height − 0.28125 × UIView.width) + 0 "
            + "(BNMyNewsCell_landscape.leading − UIView.leading) + 0 (UIView.trailing − "
            + "BNMyNewsCell_landscape.trailing) + 0 (BNMyNewsCell_landscape.bottom − "
            + "UIView.bottom) + 0 (UIView.top − BNMyNewsCell_landscape.top) + 0.28125 × 304 "
            + "(BNMyNewsCell_landscape.width) = 85.5 pt, but 'UIView-Encapsulated-Layout-Height' "
            + "makes it 290 pt."
        ])
    ]).check("bbcnews-multiplier-brace")
  }

  /// Masonry, pasted in backticks, no "breaking" line: a button centred in and flush with
  /// the right of a view as wide as two other buttons and the gap between them. Of the two
  /// equal widths of 75 the rule breaks the newer.
  @Test func buttonsAcrossSeveralViews() throws {
    try RealLogExpectation(
      conflicts: [
        .init(
          set: [
            "0x7f9fe97b4f30", "0x7f9fe97aa0e0", "0x7f9fe97b6b00", "0x7f9fe97b56a0",
            "0x7f9fe97b5a00", "0x7f9fe97b5cb0", "0x7f9fe97b94e0",
          ],
          uikitBroke: nil, wouldBreak: "0x7f9fe97b5cb0",
          phrases: [
            "UIButton 0x7f9fe97a5f60.width = 75 (UIButton 0x7f9fe97aaee0.width) + 0 (UIButton "
              + "0x7f9fe97aaee0.centerX − UIView.centerX) + 0 (UIView.right − UIButton "
              + "0x7f9fe97aaee0.right) + 0 (UIView.left − UIButton 0x7f9fe97a5f60.left) − 15 "
              + "(UIButton 0x7f9fe97a5f60.right − UIButton 0x7f9fe97ae0f0.left) − at least 0 "
              + "(UIButton 0x7f9fe97ae0f0.width) + 0 (UIButton 0x7f9fe97ae0f0.right − "
              + "UIView.right) = at most 60 pt, but UIButton 0x7f9fe97a5f60.width == 75 makes it "
              + "75 pt."
          ])
      ],
      missing: [
        "the \"Will attempt to recover by breaking constraint\" line of the message at line 2, "
          + "so which constraint UIKit broke is unknown"
      ]
    ).check("antidote-87-masonry-backtick")
  }

  /// iOS 8, no "breaking" line: a names table whose `|` is an image view; the set keeps the
  /// label's pins inside it, as UIKit's list does, rather than the image view's width ≥ 0.
  @Test func insetsWiderThanTheHUD() throws {
    let name = "kvnprogress-6-vfl-no-breaking"
    try RealLogExpectation(
      conflicts: [
        .init(
          set: [
            "0x7fd978f82970", "0x7fd978f82a10", "0x7fd978f82db0", "0x7fd978f82e00",
            "0x7fd978f7da00",
          ],
          uikitBroke: nil, wouldBreak: "0x7fd978f82db0",
          phrases: [
            "KVNProgress.width = 20 (UIImageView.trailing − UILabel 'Loading...'.trailing) + at "
              + "least 0 (UILabel 'Loading...'.width) + 20 (UILabel 'Loading...'.leading − "
              + "UIImageView.leading) + 249 (KVNProgress.trailing − UIImageView.trailing) + 249 "
              + "(UIImageView.leading − KVNProgress.leading) = at least 538 pt, but "
              + "KVNProgress.width == 320 makes it 320 pt."
          ])
      ],
      missing: [
        "the \"Will attempt to recover by breaking constraint\" line of the message at line 2, "
          + "so which constraint UIKit broke is unknown"
      ]
    ).check(name)
    let explanation = try Explainer.explain(
      log: try RealLog.named(name).text, fileName: name + ".log")
    #expect(explanation.conflicts.first?.unrelated == [])
  }

  /// A post that pasted the list after a line of prose, without the header: a chain of
  /// eight through three labels and a view, 19.5 pt over the row height. The set holds both
  /// constant heights, as UIKit's list does; breaking the label's 15 alone would leave the
  /// chain 4.5 pt over, so the view's 80 breaks, UIKit's victim.
  @Test func longChainInARow() throws {
    try RealLogExpectation(
      conflicts: [
        .init(
          set: [
            "0x15756760", "0x15757130", "0x15758060", "0x15758120", "0x157581e0", "0x15758210",
            "0x15758270", "0x1575d760",
          ],
          uikitBroke: "0x15757130", wouldBreak: "0x15757130",
          phrases: [
            "UITableViewCellContentView.height = 15 (UILabel 'XXXX'.height) + 80 (UIView.height) "
              + "+ 21 (UILabel 'XXXX'.top − UITableViewCellContentView.top) + 14 "
              + "(Project.GWWLabel 'YYYY'.top − UILabel 'XXXX'.bottom) + at least 0 "
              + "(Project.GWWLabel 'YYYY'.height) + 3 (UIView.top − Project.GWWLabel "
              + "'YYYY'.bottom) + 8 (UILabel 'ZZZZ'.top − UIView.bottom) + at least 0 (UILabel "
              + "'ZZZZ'.height) + 18 (UITableViewCellContentView.bottom − UILabel 'ZZZZ'.bottom) "
              + "= at least 159 pt, but 'UIView-Encapsulated-Layout-Height' makes it 139.5 pt."
          ])
      ],
      missing: [
        "the first lines of the message (\"Unable to simultaneously satisfy constraints.\"): "
          + "the paste starts at line 4, in the middle of it"
      ]
    ).check("so-gwwlabel-no-header")
  }

  /// iOS 9: a stack view hides a view (`'UISV-hiding'`, width 0) that is 1 pt wider than
  /// another.
  @Test func hiddenWidthAgainstARelativeWidth() throws {
    try RealLogExpectation(conflicts: [
      .init(
        set: ["0x12dd33150", "0x12d9f1dc0"],
        uikitBroke: "0x12dd33150", wouldBreak: "0x12dd33150",
        phrases: [
          "BTUICardHint.width = 1 (BTUICardHint.width − BTUIVisaVectorArtView.width) + at least "
            + "0 (BTUIVisaVectorArtView.width) = at least 1 pt, but 'UISV-hiding' makes it 0 pt."
        ])
    ]).check("braintree-237-uisv-hiding")
  }
}
