extension LogConstraint {
  /// Whether UIKit (or Interface Builder) owns the constraint, so the app cannot lower or
  /// remove it: every system source, and the app-looking constraints UIKit makes for its own
  /// views, named by identifiers only UIKit prints (a navigation bar's button bar, the
  /// keyboard's assistant bar, list cells). `BreakRule` does not read these identifiers (its
  /// victims stay as fitted); only the fixes offered do.
  var isOwnedByUIKit: Bool {
    if source.isSystem { return true }
    guard let identifier else { return false }
    return Self.uikitIdentifierPrefixes.contains { identifier.hasPrefix($0) }
  }

  /// Identifier prefixes of the constraints UIKit makes inside its own views, as public
  /// logs print them (`Sources/LayoutExplain/README.md`, *Fixes the app can make*).
  static let uikitIdentifierPrefixes = [
    // Navigation and tool bars: the button bar's layout (`BIB_Leading_Leading`,
    // `IB_Trailing_Trailing`, `CB_Trailing_Trailing`, `Mask_Leading_Leading`,
    // `MaskEV_Leading_BIB_Trailing`, `UIButtonBar.maximumAlignmentSize`), the title's
    // content guide (`UINavItemContentGuide-leading`) and static buttons
    // (`UINav_static_button_horiz_position`).
    "BIB_", "IB_", "CB_", "Mask_", "MaskEV_", "UIButtonBar", "UINavItemContentGuide-", "UINav_",
    // The keyboard and its assistant (shortcut) bar: `assistantHeight`,
    // `assistantView.top`, `accessoryView.bottom`, `inputView.top`, `TUIKeyplane.height`.
    "assistant", "accessoryView.", "inputView.", "TUIKeyplane",
    // Layout guides, margins, safe areas and cells' content views, by whatever class printed
    // them: `UIView-topMargin-guide-constraint`, `UIViewSafeAreaLayoutGuide-left`,
    // `UICollectionViewListCell-top-contentView-constraint`, `UILayoutGuide-…`.
    "UIView-", "UIViewSafeAreaLayoutGuide", "UIViewLayoutMarginsGuide",
    "UICollectionViewListCell-", "UITableViewCell-", "UILayoutGuide",
    // Stack views' spacing (system spacing included), encapsulated sizes and UIKit's
    // temporary constraints, when a log's format hid their class.
    "UISV-", "_UI", "UIVC-", "NSView-", "fittingSize",
  ]
}
