/// A rectangle that takes part in layout without being a view (UIKit's `UILayoutGuide`):
/// a free guide added with ``View/addLayoutGuide(_:)``, or one of a view's system guides.
public final class LayoutGuide: LayoutItem {
  /// What made the guide.
  public enum Role: Sendable, Hashable {
    /// Added by the user.
    case free
    /// The view's layout-margins guide.
    case layoutMargins
    /// The view's safe-area guide.
    case safeArea
    /// The view's readable-content guide.
    case readableContent
    /// A scroll view's content guide.
    case scrollContent
    /// The view's keyboard guide.
    case keyboard
  }

  /// The view the guide belongs to; its frame is in this view's coordinates.
  public internal(set) weak var owningView: View?
  /// What made the guide.
  public let role: Role
  /// The user guide's implicit `width >= 0` and `height >= 0` constraints.
  var systemConstraints: [LayoutConstraint] = []
  /// For system guides: the pins to the owning view's left, top, right and bottom edges.
  var pins: [LayoutConstraint] = []

  /// Makes a free guide; the name is how diagnostics print it.
  public init(_ name: String = "") {
    role = .free
    super.init(name: name)
    systemConstraints = [LayoutAttribute.width, .height].map {
      LayoutConstraint(
        unchecked: self, $0, .greaterThanOrEqual, nil, .notAnAttribute, kind: .nonNegativeSize)
    }
  }

  /// Makes a system guide of `owner`, pinned to its edges by constraints whose constants the
  /// engine keeps up to date.
  init(role: Role, owner: View) {
    self.role = role
    let suffix: String
    let kind: ConstraintKind
    let identifiers: [String]
    switch role {
    case .free, .layoutMargins:
      suffix = "layoutMarginsGuide"
      kind = .marginsGuide
      identifiers = ["left", "top", "right", "bottom"].map { "UIView-\($0)Margin-guide-constraint" }
    case .safeArea:
      suffix = "safeAreaLayoutGuide"
      kind = .safeAreaGuide
      identifiers = ["left", "top", "right", "bottom"].map { "UIViewSafeAreaLayoutGuide-\($0)" }
    case .readableContent:
      suffix = "readableContentGuide"
      kind = .readableContentGuide
      identifiers = ["left", "top", "right", "bottom"].map {
        "UIView-readableContentGuide-\($0)"
      }
    case .scrollContent:
      suffix = "contentLayoutGuide"
      kind = .scrollContentGuide
      identifiers = ["left", "top"].map { "UIScrollView-contentLayoutGuide-\($0)" }
    case .keyboard:
      // Pinned like the safe-area guide, with the keyboard's region as the insets.
      suffix = "keyboardLayoutGuide"
      kind = .safeAreaGuide
      identifiers = ["left", "top", "right", "bottom"].map { "UIView-keyboardLayoutGuide-\($0)" }
    }
    super.init(name: "\(owner.debugName).\(suffix)")
    owningView = owner
    // guide.left == view.left + inset; view.right == guide.right + inset (and so on), so
    // every constant is the inset itself, as UIKit prints them.
    let shapes: [(LayoutItem, LayoutAttribute, LayoutItem)] = [
      (self, .left, owner), (self, .top, owner), (owner, .right, self), (owner, .bottom, self),
    ]
    pins = zip(shapes, identifiers).map { shape, identifier in
      LayoutConstraint(
        unchecked: shape.0, shape.1, .equal, shape.2, shape.1, identifier: identifier, kind: kind)
    }
    if role == .scrollContent {
      // The content size is free but never negative, like any item's size.
      systemConstraints = [LayoutAttribute.width, .height].map {
        LayoutConstraint(
          unchecked: self, $0, .greaterThanOrEqual, nil, .notAnAttribute, kind: .nonNegativeSize)
      }
    }
  }

  override var node: View? { owningView }
  override var className: String { "UILayoutGuide" }

  /// The guide's rectangle in its owning view's coordinates, from the last layout pass.
  public var layoutFrame: Rect {
    roundedFrame(relativeTo: owningView)
  }

  /// The constraints the engine keeps for this guide.
  var allSystemConstraints: [LayoutConstraint] { systemConstraints + pins }
}
