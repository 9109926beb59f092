import Testing

/// Real logs from apps that use Masonry (whose descriptions hide UIKit's identifiers and
/// may name views and constraints by `mas_key`). Each log is stored under `Logs/` with the
/// address of the post it was copied from.
@Suite struct RealLogLibraryTests {
  static let hiddenHeight =
    "Masonry's descriptions hide identifiers, so its constant height is taken as the size "
    + "the container imposes ('UIView-Encapsulated-Layout-Height')"

  /// Masonry's debugging example: four messages, constraints named by keys
  /// (`ConflictingConstraint[0]`, `BottomConstraint`), views by keys (`blueView`). In the
  /// last message UIKit broke `height >= 5000`, which the minimal set does not need:
  /// `greenView` would need a negative height.
  @Test func masonryKeysAcrossFourMessages() throws {
    try RealLogExpectation(conflicts: [
      .init(
        set: ["ConflictingConstraint[0]", "0x6000000a4bc0"],
        uikitBroke: "0x6000000a4bc0", wouldBreak: "0x6000000a4bc0",
        phrases: [
          "UILabel 'blueView'.left == MASExampleDebuggingView 'superview'.left + 1 makes UILabel 'blueView'.left − MASExampleDebuggingView 'superview'.left 1 pt, but UILabel 'blueView'.left == MASExampleDebuggingView 'superview'.left + 10 makes it 10 pt."
        ]),
      .init(
        set: ["ConflictingConstraint[3]", "BottomConstraint"],
        uikitBroke: "ConflictingConstraint[3]", wouldBreak: "ConflictingConstraint[3]",
        phrases: [
          "UILabel 'blueView'.bottom == MASExampleDebuggingView 'superview'.bottom − 10 makes UILabel 'blueView'.bottom − MASExampleDebuggingView 'superview'.bottom −10 pt, but UILabel 'blueView'.bottom == MASExampleDebuggingView 'superview'.bottom + 1 makes it 1 pt."
        ]),
      .init(
        set: ["ConflictingConstraint[1]", "0x6000000a4b00"],
        uikitBroke: "ConflictingConstraint[1]", wouldBreak: "ConflictingConstraint[1]",
        phrases: [
          "UILabel 'blueView'.right == MASExampleDebuggingView 'superview'.right − 10 makes UILabel 'blueView'.right − MASExampleDebuggingView 'superview'.right −10 pt, but UILabel 'blueView'.right == MASExampleDebuggingView 'superview'.right + 1 makes it 1 pt."
        ]),
      .init(
        set: [
          "ConstantConstraint", "ConflictingConstraint[2]", "0x6000000a49e0", "0x6000000a4c80",
          "0x6000000a5280",
        ],
        uikitBroke: "ConstantConstraint", wouldBreak: "ConstantConstraint",
        phrases: [
          "UILabel 'blueView'.height = 1 (UILabel 'blueView'.top − MASExampleDebuggingView 'superview'.top) − 10 (UIView 'greenView'.bottom − UILabel 'blueView'.top) + 0 (UILabel 'blueView'.height − UIView 'greenView'.height) + at most −10 (MASExampleDebuggingView 'superview'.top − UIView 'greenView'.top) = at most −19 pt, but UILabel 'blueView'.height >= 5000 needs at least 5000 pt."
        ], hasFixes: false),
      .init(
        set: ["ConflictingConstraint[2]", "0x6000000a49e0", "0x6000000a5280"],
        uikitBroke: "ConstantConstraint", wouldBreak: "0x6000000a49e0",
        phrases: [
          "UILabel 'blueView'.top − UIView 'greenView'.bottom = 1 (UILabel 'blueView'.top − MASExampleDebuggingView 'superview'.top) + at most −10 (MASExampleDebuggingView 'superview'.top − UIView 'greenView'.top) − at least 0 (UIView 'greenView'.height) = at most −9 pt, but UILabel 'blueView'.top == UIView 'greenView'.bottom + 10 makes it 10 pt. (Sizes cannot be negative: UIView 'greenView''s height ≥ 0 takes part.)",
          "UIView 'greenView''s height ≥ 0 takes part",
        ]),
    ]).check("masonry-debugging-keys")
  }

  /// Masonry, unquoted tab-indented descriptions with a trailing comma and a `mas_key`
  /// view; the cell's height prints as a plain constraint and the paste ends inside the
  /// "breaking" line.
  @Test func masonryCellHeightWithKeyedView() throws {
    try RealLogExpectation(
      conflicts: [
        .init(
          set: ["0x6040000bdee0", "0x6040000bdfa0", "0x6040000be120", "0x604000284d80"],
          uikitBroke: nil, wouldBreak: "0x6040000bdee0",
          phrases: [
            "UITableViewCellContentView.height = 70 (UIImageView 'iconView'.height) + 7 "
              + "(UIImageView 'iconView'.top − UITableViewCellContentView.top) + 7 "
              + "(UITableViewCellContentView.bottom − UIImageView 'iconView'.bottom) = 84 pt",
            "makes it 43.5 pt.",
          ])
      ],
      missing: [
        "the identifier of NSLayoutConstraint:0x604000284d80 (line 12): " + Self.hiddenHeight,
        "the constraint UIKit broke in the message at line 3: the paste ends inside the "
          + "\"Will attempt to recover by breaking constraint\" line",
      ]
    ).check("masonry-478-mas-key-unquoted")
  }

  /// Masonry, the paste starts in the list and ends inside the broken constraint's
  /// description, whose address still names it.
  @Test func masonryChainCutAtBothEnds() throws {
    try RealLogExpectation(
      conflicts: [
        .init(
          set: [
            "0x6000017d91a0", "0x6000017da700", "0x6000017d8fc0", "0x6000017d9e60",
            "0x6000017db4e0", "0x6000010e0780",
          ],
          uikitBroke: "0x6000017da700", wouldBreak: "0x6000017da700",
          phrases: [
            "UITableViewCellContentView.height = 16 (UIImageView.top − "
              + "UITableViewCellContentView.top) + 76 (UIImageView.height) + 0 (UILabel "
              + "0x7f9ee95015d0.bottom − UIImageView.bottom) + 16 (UILabel 0x7f9ee9527c90.top − "
              + "UILabel 0x7f9ee95015d0.bottom) + at least 0 (UILabel 0x7f9ee9527c90.height) + 16 "
              + "(UITableViewCellContentView.bottom − UILabel 0x7f9ee9527c90.bottom) = at least 124 pt",
            "makes it 107.5 pt.",
          ])
      ],
      missing: [
        "the identifier of NSLayoutConstraint:0x6000010e0780 (line 8): " + Self.hiddenHeight,
        "the first lines of the message (\"Unable to simultaneously satisfy constraints.\"): "
          + "the paste starts at line 3, in the middle of it",
        "the end of the description of the constraint UIKit broke: the paste ends inside it, "
          + "and its address (0x6000017da700) names a listed constraint",
      ],
      issues: [
        "12:37: the paste ends inside this description (expected '==', '<=' or '>=' in "
          + "'UIImageView:0x7f9ee95034e0.height =')"
      ]
    ).check("masonry-557-lost-header-truncated")
  }

  /// Masonry keys on a content view (`UITableViewCellContentView:cv`): the paste holds the
  /// end of one message (only its "breaking" line) and the list of the next.
  @Test func masonryTwoWidthsOfAKeyedContentView() throws {
    try RealLogExpectation(
      conflicts: [
        .init(
          set: ["0x610000284e20", "0x600000498510"], uikitBroke: nil,
          wouldBreak: "0x610000284e20",
          phrases: [
            "UITableViewCellContentView 'cv'.width == 0 makes UITableViewCellContentView 'cv'.width 0 pt, but UITableViewCellContentView 'cv'.width == 414 makes it 414 pt."
          ])
      ],
      missing: [
        "the first lines of the message (\"Unable to simultaneously satisfy constraints.\"): "
          + "the paste starts at line 3, in the middle of it",
        "the list of constraints of the message at line 3: the paste has only the constraint "
          + "UIKit broke",
        "the \"Will attempt to recover by breaking constraint\" line of the message at line 8, "
          + "so which constraint UIKit broke is unknown",
      ],
      unreproduced: [3]
    ).check("masonry-447-content-view-names")
  }
}
