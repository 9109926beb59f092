/// Conflict logs in UIKit's console format, written for the diagram tests.
enum ExplainDiagramLogs {
  /// A table header sized to width 0 by `UIView-Encapsulated-Layout-Width` before the table
  /// knows its width: 16 + label + 8 + button + 16 cannot fit.
  static let zeroWidthHeader = """
    2026-11-27 09:14:02.118204+0000 Orders[8812:310455] [LayoutConstraints] Unable to simultaneously satisfy constraints.
    	Probably at least one of the constraints in the following list is one you don't want. 
    	Try this: 
    		(1) look at each constraint and try to figure out which you don't expect; 
    		(2) find the code that added the unwanted constraint or constraints and fix it. 
    (
        "<NSLayoutConstraint:0x600002a01a40 UILabel:0x7fb4c8d0a1f0'Recent Orders'.leading == UIView:0x7fb4c8d09e60.leading + 16   (active)>",
        "<NSLayoutConstraint:0x600002a01ae0 UIButton:0x7fb4c8d0b310'See All'.leading >= UILabel:0x7fb4c8d0a1f0'Recent Orders'.trailing + 8   (active)>",
        "<NSLayoutConstraint:0x600002a01b80 UIView:0x7fb4c8d09e60.trailing == UIButton:0x7fb4c8d0b310'See All'.trailing + 16   (active)>",
        "<NSLayoutConstraint:0x600002a01c20 'UIView-Encapsulated-Layout-Width' UIView:0x7fb4c8d09e60.width == 0   (active)>"
    )

    Will attempt to recover by breaking constraint 
    <NSLayoutConstraint:0x600002a01b80 UIView:0x7fb4c8d09e60.trailing == UIButton:0x7fb4c8d0b310'See All'.trailing + 16   (active)>

    Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
    The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
    """

  /// A badge whose width is its container's minus 40 while the container is forced to 24:
  /// the badge's width comes out negative.
  static let negativeWidth = """
    2026-11-27 09:20:44.500120+0000 Orders[8812:310455] [LayoutConstraints] Unable to simultaneously satisfy constraints.
    	Probably at least one of the constraints in the following list is one you don't want. 
    (
        "<NSLayoutConstraint:0x600002b10010 UILabel:0x7fb4c8e00100'12'.width == UIView:0x7fb4c8e00200.width - 40   (active)>",
        "<NSLayoutConstraint:0x600002b10020 UILabel:0x7fb4c8e00100'12'.centerX == UIView:0x7fb4c8e00200.centerX   (active)>",
        "<NSLayoutConstraint:0x600002b10030 UILabel:0x7fb4c8e00100'12'.width >= 0   (active)>",
        "<NSLayoutConstraint:0x600002b10040 'UIView-Encapsulated-Layout-Width' UIView:0x7fb4c8e00200.width == 24   (active)>"
    )

    Will attempt to recover by breaking constraint 
    <NSLayoutConstraint:0x600002b10010 UILabel:0x7fb4c8e00100'12'.width == UIView:0x7fb4c8e00200.width - 40   (active)>
    """

  /// A banner pinned a million points from its cell, on both axes.
  static let millionOffset = """
    2026-11-27 09:31:10.000001+0000 Orders[8812:310455] [LayoutConstraints] Unable to simultaneously satisfy constraints.
    (
        "<NSLayoutConstraint:0x600002c20010 UIImageView:0x7fb4c8f00100.top == UITableViewCellContentView:0x7fb4c8f00200.top + 1000000   (active)>",
        "<NSLayoutConstraint:0x600002c20020 UIImageView:0x7fb4c8f00100.height == 1000000   (active)>",
        "<NSLayoutConstraint:0x600002c20030 UITableViewCellContentView:0x7fb4c8f00200.bottom == UIImageView:0x7fb4c8f00100.bottom + 1000000   (active)>",
        "<NSLayoutConstraint:0x600002c20040 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7fb4c8f00200.height == 44   (active)>"
    )

    Will attempt to recover by breaking constraint 
    <NSLayoutConstraint:0x600002c20020 UIImageView:0x7fb4c8f00100.height == 1000000   (active)>
    """

  /// A cell 44 high holding a 100-high view pinned to both its edges in the visual format,
  /// with the names table saying which view is `|`.
  static let visualFormatCell = """
    Unable to simultaneously satisfy constraints.
    (
        "<NSLayoutConstraint:0x600003d30010 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7fb4c9000200.height == 44   (active)>",
        "<NSLayoutConstraint:0x600003d30020 V:|-(0)-[UIView:0x7fb4c9000100]   (active, names: '|':UITableViewCellContentView:0x7fb4c9000200 )>",
        "<NSLayoutConstraint:0x600003d30030 UIView:0x7fb4c9000100.height == 100   (active)>",
        "<NSLayoutConstraint:0x600003d30040 V:[UIView:0x7fb4c9000100]-(0)-|   (active, names: '|':UITableViewCellContentView:0x7fb4c9000200 )>"
    )

    Will attempt to recover by breaking constraint 
    <NSLayoutConstraint:0x600003d30040 V:[UIView:0x7fb4c9000100]-(0)-|   (active, names: '|':UITableViewCellContentView:0x7fb4c9000200 )>
    """
}
