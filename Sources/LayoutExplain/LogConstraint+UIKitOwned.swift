extension LogConstraint {
  /// Whether UIKit made the constraint to lay out views of its own although it prints like
  /// an app's (a plain `NSLayoutConstraint`): one of the identifiers UIKit gives those
  /// (``hasUIKitIdentifier``), every item it names is one of UIKit's private classes
  /// (`_UIButtonBarButton`, Swift's `_TtC5UIKit…`), or the view it places is one
  /// (``placesPrivateUIKitView``: a share sheet's `_UIActivityActionCellTitleLabel` pinned
  /// to a plain `UIView`). `BreakRule` protects these from the app's constraints, not from
  /// UIKit's system ones.
  var isUIKitOwned: Bool {
    if hasUIKitIdentifier || placesPrivateUIKitView { return true }
    let items = [firstItem] + (secondItem.map { [$0] } ?? [])
    return items.allSatisfy { item in
      let resolved = item.isSuperview ? (superview ?? item) : item
      return Self.isPrivateUIKitClass(resolved.className ?? resolved.name ?? "")
    }
  }

  /// Whether the constraint has one of the identifiers UIKit gives the constraints among its
  /// own views (``uikitOwnedIdentifierPrefixes``). `BreakRule` breaks these before UIKit's
  /// unnamed ones.
  var hasUIKitIdentifier: Bool {
    guard let identifier else { return false }
    return Self.uikitOwnedIdentifierPrefixes.contains { identifier.hasPrefix($0) }
  }

  /// Whether the view the constraint places, its first item or, when the first item is the
  /// second's superview (`V:[_UIActivityActionCellTitleLabel]-(15)-|`), its second, is one
  /// of UIKit's private classes. An app does not place UIKit's private views; it does place
  /// its own views against them (a view in a back button pinned to `_UIBackButtonMaskView`,
  /// a label in `_UIButtonBarButton`), and against `_UILayoutGuide`, the object
  /// `topLayoutGuide` and `bottomLayoutGuide` return, so that class is not counted.
  var placesPrivateUIKitView: Bool {
    let placed = firstContainsSecond ? (secondItem ?? firstItem) : firstItem
    let resolved = placed.isSuperview ? (superview ?? placed) : placed
    let name = resolved.className ?? resolved.name ?? ""
    return Self.isPrivateUIKitClass(name) && !name.hasPrefix("_UILayoutGuide")
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
