/// Who made a constraint in a UIKit app, as far as its class and identifier in a console log
/// tell: conflict explanations and their diagrams (each source its own line style) share it.
///
/// UIKit protects the constraints it makes itself when it picks one to break, and the fixes
/// differ (a system constraint is changed through the property that made it).
public enum ConstraintSource: String, Codable, Sendable, Hashable, CaseIterable {
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
}
