extension LogConstraint {
  /// Whether UIKit made the constraint to lay out views of its own although it prints like
  /// an app's (a plain `NSLayoutConstraint`): one of the identifiers UIKit gives those
  /// (``uikitOwnedIdentifierPrefixes``), or every item it names is one of UIKit's private
  /// classes (`_UIButtonBarButton`, Swift's `_TtC5UIKit…`). `BreakRule` protects these from
  /// the app's constraints, not from UIKit's system ones.
  var isUIKitOwned: Bool {
    if let identifier,
      Self.uikitOwnedIdentifierPrefixes.contains(where: { identifier.hasPrefix($0) })
    {
      return true
    }
    let items = [firstItem] + (secondItem.map { [$0] } ?? [])
    return items.allSatisfy { item in
      let resolved = item.isSuperview ? (superview ?? item) : item
      return Self.isPrivateUIKitClass(resolved.className ?? resolved.name ?? "")
    }
  }

  /// Identifiers UIKit gives the constraints among its own views: a navigation bar's and a
  /// toolbar's buttons (`BIB_Leading_Leading`, `CB_Trailing_Trailing`, `IB_Trailing_Trailing`,
  /// `Mask_Trailing_Trailing`, `MaskEV_Leading_BIB_Trailing`, `UINavItemContentGuide-leading`,
  /// `UINav_static_button_horiz_position`) and the keyboard's bars (`assistantView.top`,
  /// `assistantHeight`, `accessoryView.bottom`, `inputView.top`).
  static let uikitOwnedIdentifierPrefixes = [
    "BIB_", "CB_", "IB_", "Mask_", "MaskEV_", "UINav", "assistant", "accessoryView.",
    "inputView.",
  ]

  /// Whether a printed class is one of UIKit's private ones: `_UI…`, or a Swift class of
  /// UIKit's (`_TtC5UIKit…`, `_TtCC5UIKit…`, also with a paste's markdown turning `_` into
  /// `*`).
  static func isPrivateUIKitClass(_ name: String) -> Bool {
    let trimmed = name.drop { $0 == "'" || $0 == "*" || $0 == "_" }
    return name.hasPrefix("_UI") || trimmed.hasPrefix("TtC5UIKit")
      || trimmed.hasPrefix("TtCC5UIKit")
  }
}
