extension LogConstraint {
  /// Whether the constraint ties the layout margins or safe area guide of one of UIKit's
  /// private views to it (`UIView-bottomMargin-guide-constraint` whose `|` is a
  /// `_UIButtonBarStackView`): UIKit lays out its own views with it and names it, so
  /// `BreakRule` breaks it among UIKit's named constraints (with `BIB_Leading_Leading`), before
  /// UIKit's unnamed ones, rather than protecting it as it protects the guides of the app's
  /// views.
  var isPrivateViewGuide: Bool {
    guard source == .layoutGuide else { return false }
    let items = [firstItem] + (secondItem.map { [$0] } ?? [])
    return items.contains { item in
      let resolved = item.isSuperview ? (superview ?? item) : item
      return Self.isPrivateUIKitClass(resolved.className ?? resolved.name ?? "")
    }
  }
}
