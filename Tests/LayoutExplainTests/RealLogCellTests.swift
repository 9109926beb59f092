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
          "UILabel: top 0 + bottom 0 + height 103 need UICollectionReusableView to be 103 pt tall",
          "'UIView-Encapsulated-Layout-Height' makes it 115 pt tall",
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
          uikitBroke: "0x7f8c624cbf90", wouldBreak: "0x7f8c624cd800",
          phrases: [
            "UIImageView: height 46 + top 12 + bottom at least 12 need "
              + "UITableViewCellContentView to be at least 70 pt tall",
            "makes it 69.5 pt tall",
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
        phrases: ["width 320", "'UIView-Encapsulated-Layout-Width' makes it 0 pt wide"])
    ]).check("purelayout-187-cell-width")
  }

  /// iOS 11, SnapKit with source lines, the header lost in the paste.
  @Test func snapKitCellOfWidth20() throws {
    try RealLogExpectation(
      conflicts: [
        .init(
          set: ["0x1700bb7e0", "0x1700bbc00", "0x1700bbc60", "0x17029ab80"],
          uikitBroke: "0x1700bbc00", wouldBreak: "0x1700bbc60",
          phrases: [
            "UIImageView: left 20; UILabel: left 10 + right 20 need UIView to be at least 50 pt "
              + "wide", "'UIView-Encapsulated-Layout-Width' makes it 20 pt wide",
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
          "UIStackView: leading 4 + trailing 10 need Trust.BrowserNavigationBar to be at least "
            + "14 pt wide"
        ])
    ]).check("trust-wallet-279-zero-width-bar")
  }

  /// SpringBoard's syslog, double tabs: `NSSpace(8)`, margins and a label whose text is a
  /// space.
  @Test func standardSpacingAndMargins() throws {
    try RealLogExpectation(conflicts: [
      .init(
        set: ["0x7fd94cca9b10", "0x7fd94ccb0ff0", "0x7fd94ccb1040", "0x7fd94ccb86e0"],
        uikitBroke: "0x7fd94ccb0ff0", wouldBreak: "0x7fd94ccb1040",
        phrases: [
          "UILabel ' ': leading 0 + margin 8; UIButton 'Show More': leading 8 + trailing 0 + "
            + "margin 8 need SPUISearchTableHeaderView to be at least 24 pt wide"
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
          "RealmClear.TableViewCell 'cell': midX 14.5 + leading 8 need UIImageView to be 13 pt "
            + "wide, but the autoresizing mask (h=--& v=--&) makes it 26 pt wide"
        ])
    ]).check("realm-tasks-31-encapsulated-left")
  }
}
