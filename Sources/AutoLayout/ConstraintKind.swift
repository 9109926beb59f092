/// Who made a constraint: the user, or the engine on the user's behalf.
public enum ConstraintKind: Sendable, Hashable {
  /// Made by the library user (anchors, item API, maker DSL, layout files).
  case user
  /// The implicit `width >= 0` / `height >= 0` of every view and guide; never printed in
  /// conflict reports.
  case nonNegativeSize
  /// `size <= intrinsic` at the view's content-hugging priority.
  case contentHugging
  /// `size >= intrinsic` at the view's compression-resistance priority.
  case compressionResistance
  /// A frame translated from `translatesAutoresizingMaskIntoConstraints` and the mask.
  case autoresizing
  /// The root view's origin, pinned at (0, 0).
  case rootOrigin
  /// The root view's size as the window imposes it (UIKit's encapsulated layout size). The
  /// engine drives it through edit variables and prints it when a conflict overrides it.
  case rootSize
  /// Pins of a layout-margins guide to its view.
  case marginsGuide
  /// Pins of a safe-area guide to its view.
  case safeAreaGuide
  /// Pins of a readable-content guide to its view.
  case readableContentGuide
  /// Pins of a scroll view's content guide to the scroll view's origin.
  case scrollContentGuide

  /// Whether the engine made the constraint.
  public var isSystem: Bool { self != .user }

  /// The class UIKit uses for such constraints in its console output.
  var className: String {
    switch self {
    case .user, .marginsGuide, .safeAreaGuide, .readableContentGuide, .rootOrigin, .rootSize,
      .scrollContentGuide:
      "NSLayoutConstraint"
    case .nonNegativeSize: "NSLayoutConstraint"
    case .contentHugging, .compressionResistance: "NSContentSizeLayoutConstraint"
    case .autoresizing: "NSAutoresizingMaskLayoutConstraint"
    }
  }
}
