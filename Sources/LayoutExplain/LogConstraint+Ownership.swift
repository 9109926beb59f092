extension LogConstraint {
  /// Whether the app can lower or remove the constraint, so a fix may offer to: not a system
  /// constraint, nor one UIKit lays out its own views with (``isUIKitOwned``, which
  /// `BreakRule` reads too), nor one of the identifiers UIKit prints for its guides, margins,
  /// cells and keyboard that the rule leaves as fitted (``systemIdentifierPrefixes``).
  var appCanChange: Bool {
    if source.isSystem || isUIKitOwned { return false }
    guard let identifier else { return true }
    return !Self.systemIdentifierPrefixes.contains { identifier.hasPrefix($0) }
  }

  /// Identifier prefixes of UIKit's constraints beyond ``uikitOwnedIdentifierPrefixes``, as
  /// public logs print them (`Sources/LayoutExplain/README.md`, *Fixes the app can make*):
  /// a bar's alignment size (`UIButtonBar.maximumAlignmentSize`), the keyboard's key plane
  /// (`TUIKeyplane.height`), margins, safe areas, guides and cells' content views
  /// (`UIView-topMargin-guide-constraint`, `UIViewSafeAreaLayoutGuide-left`,
  /// `UICollectionViewListCell-top-contentView-constraint`), and stack views, encapsulated
  /// sizes and UIKit's temporary constraints when a log's format hid their class.
  static let systemIdentifierPrefixes = [
    "UIButtonBar", "TUIKeyplane", "UIView-", "UIViewSafeAreaLayoutGuide",
    "UIViewLayoutMarginsGuide", "UICollectionViewListCell-", "UITableViewCell-",
    "UILayoutGuide", "UISV-", "_UI", "UIVC-", "NSView-", "fittingSize",
  ]
}
