/// Who made a constraint, as far as its class and identifier tell.
///
/// UIKit protects the constraints it makes itself when it picks one to break, and the fixes
/// differ (a system constraint is changed through the property that made it).
public enum ConstraintSource: String, Codable, Sendable {
  /// Written by the app (anchors, IB, SnapKit, Masonry, visual format).
  case user
  /// `NSAutoresizingMaskLayoutConstraint`: a frame translated from the autoresizing mask.
  case autoresizing
  /// `'UIView-Encapsulated-Layout-Width/Height'`: a size imposed by a container (cells,
  /// headers, child view controllers).
  case encapsulatedLayout
  /// `'UISV-*'`: made by a `UIStackView` for its arranged views.
  case stackView
  /// Margin and safe-area guide constraints (`'UIView-leftMargin-guide-constraint'`).
  case layoutGuide
  /// Intrinsic content size (`NSContentSizeLayoutConstraint`).
  case contentSize
  /// `NSIBPrototypingLayoutConstraint` ('IB auto generated at build time for view with fixed
  /// frame'): Xcode pins a view that has no constraints in Interface Builder to its frame.
  /// No code can change them; constraints given to the view in Interface Builder replace
  /// them.
  case interfaceBuilderPrototyping
  /// Other UIKit constraints (`_UITemporaryLayoutWidth`, `UIVC-*`, ...).
  case otherSystem

  /// Whether UIKit made the constraint.
  public var isSystem: Bool { self != .user }

  /// Classifies a constraint from its class name and identifier.
  static func classify(className: String, identifier: String?) -> ConstraintSource {
    if className == "NSAutoresizingMaskLayoutConstraint" { return .autoresizing }
    if className == "NSContentSizeLayoutConstraint" { return .contentSize }
    if className == "NSIBPrototypingLayoutConstraint"
      || identifier?.hasPrefix("IB auto generated") == true
    {
      return .interfaceBuilderPrototyping
    }
    if let identifier {
      if identifier.hasPrefix("UIView-Encapsulated-Layout") { return .encapsulatedLayout }
      if identifier.hasPrefix("UISV-") { return .stackView }
      if identifier.hasPrefix("UIView-") && identifier.hasSuffix("-guide-constraint")
        || identifier.hasPrefix("UIViewSafeAreaLayoutGuide")
        || identifier.hasPrefix("UIViewLayoutMarginsGuide")
      {
        return .layoutGuide
      }
      if identifier.hasPrefix("_UI") || identifier.hasPrefix("UIVC-")
        || identifier.hasPrefix("NSView-Encapsulated")
      {
        return .otherSystem
      }
    }
    if className.hasPrefix("_UI") {
      return .otherSystem
    }
    return .user
  }
}
