/// Conflict logs written for these tests in the shapes real consoles print: one per platform era, library and kind of damage.
enum Fixtures {
  /// iOS 8: a cell's content view keeps its autoresizing width of 44 while a label asks for
  /// 20 + 100 + 20 in the visual-format form.
  static let tableCellContentView = #"""
    2015-03-12 10:22:31.415 Demo[4121:907] Unable to simultaneously satisfy constraints.
    	Probably at least one of the constraints in the following list is one you don't want. Try this: (1) look at each constraint and try to figure out which you don't expect; (2) find the code that added the unwanted constraint or constraints and fix it. (Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) 
    (
        "<NSLayoutConstraint:0x7f9a3a52d8e0 H:|-(20)-[UILabel:0x7f9a3a52c6b0'Title']   (Names: '|':UITableViewCellContentView:0x7f9a3a52bfa0 )>",
        "<NSLayoutConstraint:0x7f9a3a52d930 H:[UILabel:0x7f9a3a52c6b0'Title'(100)]>",
        "<NSLayoutConstraint:0x7f9a3a52d980 H:[UILabel:0x7f9a3a52c6b0'Title']-(20)-|   (Names: '|':UITableViewCellContentView:0x7f9a3a52bfa0 )>",
        "<NSAutoresizingMaskLayoutConstraint:0x7f9a3a530e10 h=--& v=--& H:[UITableViewCellContentView:0x7f9a3a52bfa0(44)]>"
    )

    Will attempt to recover by breaking constraint 
    <NSLayoutConstraint:0x7f9a3a52d930 H:[UILabel:0x7f9a3a52c6b0'Title'(100)]>

    Break on objc_exception_throw to catch this in the debugger.
    The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKit/UIView.h> may also be helpful.
    """#

  /// iOS 11+: a self-sizing cell before its first layout, with the 44-point encapsulated
  /// height.
  static let encapsulatedHeight = #"""
    2019-05-02 14:03:11.872331+0200 Shop[5123:2210933] [LayoutConstraints] Unable to simultaneously satisfy constraints.
    	Probably at least one of the constraints in the following list is one you don't want. 
    	Try this: 
    		(1) look at each constraint and try to figure out which you don't expect; 
    		(2) find the code that added the unwanted constraint or constraints and fix it. 
    (
        "<NSLayoutConstraint:0x600002d4a4b0 UIImageView:0x7fb8c8d0f1a0.height == 80   (active)>",
        "<NSLayoutConstraint:0x600002d4a550 UIImageView:0x7fb8c8d0f1a0.top == UITableViewCellContentView:0x7fb8c8d0e8f0.top + 12   (active)>",
        "<NSLayoutConstraint:0x600002d4a5a0 UITableViewCellContentView:0x7fb8c8d0e8f0.bottom == UIImageView:0x7fb8c8d0f1a0.bottom + 12   (active)>",
        "<NSLayoutConstraint:0x600002d4b2f0 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7fb8c8d0e8f0.height == 44   (active)>"
    )

    Will attempt to recover by breaking constraint 
    <NSLayoutConstraint:0x600002d4a4b0 UIImageView:0x7fb8c8d0f1a0.height == 80   (active)>

    Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
    The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
    """#

  /// iOS 13: a view made in code (frame x 16, width 0) without
  /// `translatesAutoresizingMaskIntoConstraints = false` keeps its zero width. UIKit's list
  /// holds its `minX` pin, which agrees with the leading inset and is not part of the
  /// conflict.
  static let autoresizingMask = #"""
    2020-11-20 08:15:42.100512+0100 Notes[2211:88123] [LayoutConstraints] Unable to simultaneously satisfy constraints.
    	Probably at least one of the constraints in the following list is one you don't want. 
    	Try this: 
    		(1) look at each constraint and try to figure out which you don't expect; 
    		(2) find the code that added the unwanted constraint or constraints and fix it. 
    	(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) 
    (
        "<NSAutoresizingMaskLayoutConstraint:0x6000031d8a50 h=--& v=--& UIView:0x7f8e4f40a2c0.minX == 16   (active, names: '|':UIView:0x7f8e4f6072d0 )>",
        "<NSAutoresizingMaskLayoutConstraint:0x6000031d8aa0 h=--& v=--& UIView:0x7f8e4f40a2c0.width == 0   (active)>",
        "<NSLayoutConstraint:0x6000031c4f00 UIView:0x7f8e4f40a2c0.leading == UILayoutGuide:0x600002a0c1c0'UIViewSafeAreaLayoutGuide'.leading + 16   (active)>",
        "<NSLayoutConstraint:0x6000031c4f50 UIView:0x7f8e4f40a2c0.trailing == UILayoutGuide:0x600002a0c1c0'UIViewSafeAreaLayoutGuide'.trailing - 16   (active)>",
        "<NSLayoutConstraint:0x6000031c5e00 'UIViewSafeAreaLayoutGuide-left' H:|-(0)-[UILayoutGuide:0x600002a0c1c0'UIViewSafeAreaLayoutGuide'](LTR)   (active, names: '|':UIView:0x7f8e4f6072d0 )>",
        "<NSLayoutConstraint:0x6000031c5ea0 'UIViewSafeAreaLayoutGuide-right' H:[UILayoutGuide:0x600002a0c1c0'UIViewSafeAreaLayoutGuide']-(0)-|(LTR)   (active, names: '|':UIView:0x7f8e4f6072d0 )>",
        "<NSLayoutConstraint:0x6000031d3660 'UIView-Encapsulated-Layout-Width' UIView:0x7f8e4f6072d0.width == 414   (active)>"
    )

    Will attempt to recover by breaking constraint 
    <NSLayoutConstraint:0x6000031c4f50 UIView:0x7f8e4f40a2c0.trailing == UILayoutGuide:0x600002a0c1c0'UIViewSafeAreaLayoutGuide'.trailing - 16   (active)>

    Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
    The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
    """#

  /// iOS 12: a horizontal stack view 120 wide with two 60-point buttons and 8 points of
  /// `UISV-spacing`.
  static let stackViewSpacing = #"""
    2018-09-30 17:44:02.331871-0700 Editor[911:40112] [LayoutConstraints] Unable to simultaneously satisfy constraints.
    	Probably at least one of the constraints in the following list is one you don't want. 
    	Try this: 
    		(1) look at each constraint and try to figure out which you don't expect; 
    		(2) find the code that added the unwanted constraint or constraints and fix it. 
    (
        "<NSLayoutConstraint:0x600000c8e0a0 UIButton:0x7fd2a2c0b1e0'Cancel'.width == 60   (active)>",
        "<NSLayoutConstraint:0x600000c8e0f0 UIButton:0x7fd2a2c0c5a0'Save'.width == 60   (active)>",
        "<NSLayoutConstraint:0x600000c8e190 UIStackView:0x7fd2a2c0a9d0.width == 120   (active)>",
        "<NSLayoutConstraint:0x600000c8f2a0 'UISV-canvas-connection' UIStackView:0x7fd2a2c0a9d0.leading == UIButton:0x7fd2a2c0b1e0'Cancel'.leading   (active)>",
        "<NSLayoutConstraint:0x600000c8f2f0 'UISV-canvas-connection' H:[UIButton:0x7fd2a2c0c5a0'Save']-(0)-|   (active, names: '|':UIStackView:0x7fd2a2c0a9d0 )>",
        "<NSLayoutConstraint:0x600000c8f390 'UISV-spacing' H:[UIButton:0x7fd2a2c0b1e0'Cancel']-(8)-[UIButton:0x7fd2a2c0c5a0'Save']   (active)>"
    )

    Will attempt to recover by breaking constraint 
    <NSLayoutConstraint:0x600000c8e0f0 UIButton:0x7fd2a2c0c5a0'Save'.width == 60   (active)>

    Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
    The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
    """#

  /// SnapKit 5: constraints print with the file and line that made them.
  static let snapKit = #"""
    2020-08-14 09:41:07.118204+0200 App[812:55210] [LayoutConstraints] Unable to simultaneously satisfy constraints.
    	Probably at least one of the constraints in the following list is one you don't want. 
    	Try this: 
    		(1) look at each constraint and try to figure out which you don't expect; 
    		(2) find the code that added the unwanted constraint or constraints and fix it. 
    (
        "<SnapKit.LayoutConstraint:0x600001b8c6c0@ProfileHeaderView.swift#61 UIImageView:0x7f9f8e50d7b0.width == 320.0>",
        "<SnapKit.LayoutConstraint:0x600001b8c780@ProfileHeaderView.swift#62 UIImageView:0x7f9f8e50d7b0.left == ProfileHeaderView:0x7f9f8e50c2a0.left + 16.0>",
        "<SnapKit.LayoutConstraint:0x600001b8c840@ProfileHeaderView.swift#63 UIImageView:0x7f9f8e50d7b0.right == ProfileHeaderView:0x7f9f8e50c2a0.right - 16.0>",
        "<NSLayoutConstraint:0x600001e9a1c0 'UIView-Encapsulated-Layout-Width' ProfileHeaderView:0x7f9f8e50c2a0.width == 320   (active)>"
    )

    Will attempt to recover by breaking constraint 
    <SnapKit.LayoutConstraint:0x600001b8c6c0@ProfileHeaderView.swift#61 UIImageView:0x7f9f8e50d7b0.width == 320.0>

    Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
    The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
    """#

  /// Masonry, one constraint named with `mas_key`.
  static let masonry = #"""
    2016-02-19 17:32:08.612 Demo[1432:66511] Unable to simultaneously satisfy constraints.
    	Probably at least one of the constraints in the following list is one you don't want. Try this: (1) look at each constraint and try to figure out which you don't expect; (2) find the code that added the unwanted constraint or constraints and fix it. 
    (
        "<MASLayoutConstraint:0x7fe5c9c55b40 UILabel:0x7fe5c9c4ba30.top == UIView:0x7fe5c9c4a8e0.top + 10>",
        "<MASLayoutConstraint:0x7fe5c9c56230 UILabel:0x7fe5c9c4ba30.bottom == UIView:0x7fe5c9c4a8e0.bottom - 10>",
        "<MASLayoutConstraint:0x7fe5c9c56410 UILabel:0x7fe5c9c4ba30.height == 30>",
        "<MASLayoutConstraint:containerHeight UIView:0x7fe5c9c4a8e0.height == 40>"
    )

    Will attempt to recover by breaking constraint 
    <MASLayoutConstraint:0x7fe5c9c56410 UILabel:0x7fe5c9c4ba30.height == 30>

    Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
    The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKit/UIView.h> may also be helpful.
    """#

  /// AppKit: a text field at least 200 wide inside a 180-point autoresizing view.
  static let macOS = #"""
    2021-03-03 11:02:44.001 Notes[3311:120442] Unable to simultaneously satisfy constraints:
    (
        "<NSLayoutConstraint:0x600002c8b0c0 NSTextField:0x7f8a1a70b4f0.width >= 200   (active)>",
        "<NSLayoutConstraint:0x600002c8b160 H:|-(20)-[NSTextField:0x7f8a1a70b4f0]   (active, names: '|':NSView:0x7f8a1a70a3d0 )>",
        "<NSLayoutConstraint:0x600002c8b200 H:[NSTextField:0x7f8a1a70b4f0]-(20)-|   (active, names: '|':NSView:0x7f8a1a70a3d0 )>",
        "<NSAutoresizingMaskLayoutConstraint:0x600002c8c3e0 h=-&- v=-&- NSView:0x7f8a1a70a3d0.width == 180   (active)>"
    )

    Will attempt to recover by breaking constraint 
    <NSLayoutConstraint:0x600002c8b0c0 NSTextField:0x7f8a1a70b4f0.width >= 200   (active)>

    Set the NSUserDefault NSConstraintBasedLayoutVisualizeMutuallyExclusiveConstraints to YES to have -[NSWindow visualizeConstraints:] automatically called when this happens.  And/or, set a symbolic breakpoint on LAYOUT_CONSTRAINTS_NOT_SATISFIABLE to catch this in the debugger.
    """#

  /// Pasted from a markdown issue: the header and the list's parentheses are gone, `_` is
  /// escaped, and one description is wrapped in the middle of `trailingMargin`.
  static let damaged = #"""
        "<NSLayoutConstraint:0x6000021f0a00 UILabel:0x7fc1d8e0b150'Welcome\_back'.leading == UIView:0x7fc1d8e0a0f0.leadingMargin + 12   (active)>",
        "<NSLayoutConstraint:0x6000021f0a50 UILabel:0x7fc1d8e0b150'Welcome\_back'.trailing == UIView:0x7fc1d8e0a0f0.trailing
    Margin - 12   (active)>",
        "<NSLayoutConstraint:0x6000021f0aa0 UILabel:0x7fc1d8e0b150'Welcome\_back'.width == 300   (active)>",
        "<NSLayoutConstraint:0x6000021f1b40 'UIView\-Encapsulated\-Layout\-Width' UIView:0x7fc1d8e0a0f0.width == 320   (active)>"

    Will attempt to recover by breaking constraint 
    \<NSLayoutConstraint:0x6000021f0aa0 UILabel:0x7fc1d8e0b150'Welcome\_back'.width == 300   (active)\>
    """#
}

extension Fixtures {
  /// iOS 14: an arranged label hidden in a vertical stack view keeps its own height.
  static let stackViewHiding = #"""
    2021-06-01 12:00:03.517020+0100 Forms[7001:311502] [LayoutConstraints] Unable to simultaneously satisfy constraints.
    	Probably at least one of the constraints in the following list is one you don't want. 
    	Try this: 
    		(1) look at each constraint and try to figure out which you don't expect; 
    		(2) find the code that added the unwanted constraint or constraints and fix it. 
    (
        "<NSLayoutConstraint:0x600003a6c5a0 UILabel:0x7fa1e4d0b8c0'Error'.height == 24   (active)>",
        "<NSLayoutConstraint:0x600003a6d130 'UISV-hiding' UILabel:0x7fa1e4d0b8c0'Error'.height == 0   (active)>"
    )

    Will attempt to recover by breaking constraint 
    <NSLayoutConstraint:0x600003a6c5a0 UILabel:0x7fa1e4d0b8c0'Error'.height == 24   (active)>

    Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
    The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
    """#

  /// Every fixture, for tests that run over all of them.
  static let all = [
    tableCellContentView, encapsulatedHeight, autoresizingMask, stackViewSpacing, snapKit, masonry,
    macOS, damaged, stackViewHiding,
  ]
}
