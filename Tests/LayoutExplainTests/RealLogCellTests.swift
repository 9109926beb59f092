import Testing

/// Real logs of table and collection cells and headers: a size the container imposes
/// (`'UIView-Encapsulated-Layout-*'`) against the content's constraints. Each log is stored
/// under `Logs/` with the address of the post it was copied from.
@Suite struct RealLogCellTests {
  /// iOS 7, visual format only, `Break on objc_exception_throw`.
  @Test func collectionHeaderHeightIOS7() throws {
    try RealLogExpectation(conflicts: [
      .init(
        set: ["0xcfa8f00", "0xcfa8f30", "0xcfa98c0", "0xcfabfa0"],
        uikitBroke: "0xcfa98c0", wouldBreak: "0xcfa98c0",
        phrases: [
          "UICollectionReusableView.height = 0 (UILabel.top − UICollectionReusableView.top) + 0 "
            + "(UICollectionReusableView.bottom − UILabel.bottom) + 103 (UILabel.height) = 103 pt",
          "'UIView-Encapsulated-Layout-Height' makes it 115 pt.",
        ])
    ]).check("whats-new-13-ios7-reusable-view")
  }

  /// iOS 8, the message pasted from its advice line on: `V:[…]-(>=12)-|` and a fractional
  /// row height.
  @Test func rowHeightWithAGapAtLeast() throws {
    try RealLogExpectation(
      conflicts: [
        .init(
          set: ["0x7f8c624cbf90", "0x7f8c624cd850", "0x7f8c62720650", "0x7f8c624cd800"],
          uikitBroke: "0x7f8c624cbf90", wouldBreak: "0x7f8c624cbf90",
          phrases: [
            "UITableViewCellContentView.height = 46 (UIImageView.height) + 12 (UIImageView.top "
              + "− UITableViewCellContentView.top) + at least 12 (UITableViewCellContentView.bottom "
              + "− UIImageView.bottom) = at least 70 pt",
            "makes it 69.5 pt.",
          ])
      ],
      missing: [
        "the first lines of the message (\"Unable to simultaneously satisfy constraints.\"): "
          + "the paste starts at line 6, in the middle of it"
      ]
    ).check("wordpress-2385-lost-first-lines")
  }

  /// iOS 10, PureLayout: a width the app set on the content view against the cell's 0.
  @Test func contentViewWidthAgainstZero() throws {
    try RealLogExpectation(conflicts: [
      .init(
        set: ["0x608000494500", "0x60000029d650"],
        uikitBroke: "0x608000494500", wouldBreak: "0x608000494500",
        phrases: [
          "UITableViewCellContentView.width == 320 makes UITableViewCellContentView.width 320 pt",
          "'UIView-Encapsulated-Layout-Width' makes it 0 pt.",
        ])
    ]).check("purelayout-187-cell-width")
  }

  /// iOS 11, SnapKit with source lines, the header lost in the paste.
  @Test func snapKitCellOfWidth20() throws {
    try RealLogExpectation(
      conflicts: [
        .init(
          set: ["0x1700bb7e0", "0x1700bbc00", "0x1700bbc60", "0x17029ab80"],
          uikitBroke: "0x1700bbc00", wouldBreak: "0x1700bbc00",
          phrases: [
            "UIView.width = 20 (UIImageView.left − UIView.left) + at least 0 (UIImageView.width) "
              + "+ 10 (UILabel.left − UIImageView.right) + at least 0 (UILabel.width) + 20 "
              + "(UIView.right − UILabel.right) = at least 50 pt",
            "'UIView-Encapsulated-Layout-Width' makes it 20 pt.",
            "Sizes cannot be negative",
          ])
      ],
      missing: [
        "the first lines of the message (\"Unable to simultaneously satisfy constraints.\"): "
          + "the paste starts at line 4, in the middle of it"
      ]
    ).check("snapkit-462-encapsulated-width")
  }

  /// iOS 11, a navigation bar laid out at width 0.
  @Test func barAtWidthZero() throws {
    try RealLogExpectation(conflicts: [
      .init(
        set: ["0x60800029e870", "0x60800029e8c0", "0x60800029f360"],
        uikitBroke: "0x60800029e8c0", wouldBreak: "0x60800029e8c0",
        phrases: [
          "Trust.BrowserNavigationBar.width = 4 (UIStackView.leading − "
            + "Trust.BrowserNavigationBar.leading) + at least 0 (UIStackView.width) + 10 "
            + "(Trust.BrowserNavigationBar.trailing − UIStackView.trailing) = at least 14 pt"
        ])
    ]).check("trust-wallet-279-zero-width-bar")
  }

  /// SpringBoard's syslog, double tabs: `NSSpace(8)`, margins and a label whose text is a
  /// space.
  @Test func standardSpacingAndMargins() throws {
    try RealLogExpectation(conflicts: [
      .init(
        set: ["0x7fd94cca9b10", "0x7fd94ccb0ff0", "0x7fd94ccb1040", "0x7fd94ccb86e0"],
        uikitBroke: "0x7fd94ccb0ff0", wouldBreak: "0x7fd94ccb0ff0",
        phrases: [
          "SPUISearchTableHeaderView.width = 0 (UILabel ' '.leading − "
            + "SPUISearchTableHeaderView.leadingMargin) + at least 0 (UILabel ' '.width) + 8 "
            + "(SPUISearchTableHeaderView's leading margin) + 8 (UIButton 'Show More'.leading − "
            + "UILabel ' '.trailing) + at least 0 (UIButton 'Show More'.width) + 0 "
            + "(SPUISearchTableHeaderView.trailingMargin − UIButton 'Show More'.trailing) + 8 "
            + "(SPUISearchTableHeaderView's trailing margin) = at least 24 pt"
        ])
    ]).check("swift2byexample-7-nsspace-margins")
  }

  /// A cell whose autoresizing image view (`midX == + 14.5`, width 26) is also pinned 8 from
  /// the cell's leading edge; the cell's own `'UIView-Encapsulated-Layout-Left'` is listed
  /// but takes no part.
  @Test func autoresizingImageInACell() throws {
    try RealLogExpectation(conflicts: [
      .init(
        set: ["0x7fe348c07480", "0x7fe348c502b0", "0x7fe34b092600"],
        uikitBroke: "0x7fe34b092600", wouldBreak: "0x7fe34b092600",
        phrases: [
          "UIImageView.midX − RealmClear.TableViewCell 'cell'.minX = 0.5 × 26 (UIImageView.width) "
            + "+ 8 (UIImageView.leading − RealmClear.TableViewCell 'cell'.leading) = 21 pt, but "
            + "the autoresizing mask (h=--& v=--&) makes it 14.5 pt."
        ])
    ]).check("realm-tasks-31-encapsulated-left")
  }
}
