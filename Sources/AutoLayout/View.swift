import LayoutCore

/// A rectangle in a view tree whose frame Auto Layout computes (UIKit's `UIView`).
///
/// Views are made free-standing and added to an engine's ``LayoutEngine/root`` (or to a
/// view below it). Properties that affect layout tell the engine, which re-solves on its next
/// ``LayoutEngine/layoutIfNeeded()``.
public class View: LayoutItem {
  /// The value of an intrinsic dimension that has no natural size (UIKit's `-1`).
  public static let noIntrinsicMetric: Double = -1

  /// The parent view.
  public internal(set) weak var superview: View?
  /// The children, back to front.
  public internal(set) var subviews: [View] = []
  /// The engine, for the root view only.
  weak var owningEngine: LayoutEngine?
  /// What the view derives from its ancestors, as of its epoch (``hierarchyFacts``).
  var cachedFacts = HierarchyFacts()

  /// Takes the subtree apart one level at a time: released through `subviews`, a tree
  /// thousands of views deep would free each child from inside its parent's deinit, a
  /// recursion that overflows a small (test task or secondary thread) stack.
  deinit {
    // Subviews someone else holds outlive this view at the top of trees of their own.
    if !subviews.isEmpty { HierarchyEpoch.advance() }
    var pending = subviews
    subviews = []
    while var view = pending.popLast() {
      // Only a view this array holds the last reference to is freed here; its children move
      // to the list first, so freeing it frees no subtree.
      if isKnownUniquelyReferenced(&view) {
        pending.append(contentsOf: view.subviews)
        view.subviews = []
      }
    }
  }

  /// Whether the view is hidden. Hidden views keep taking part in layout, as in UIKit,
  /// except that a stack view collapses its hidden arranged subviews.
  public var isHidden = false {
    didSet {
      if isHidden != oldValue { (superview as? StackView)?.arrangedSubviewVisibilityChanged(self) }
    }
  }

  /// Whether the view is fully transparent (`alpha` 0, often faded in by code): it lays out
  /// as a shown view (a stack view does not collapse it) but shows nothing, so renderings
  /// and problem checks treat it as hidden.
  public var isTransparent = false

  /// Whether the engine turns ``frame`` and ``autoresizingMask`` into constraints that fix
  /// the view's frame. `true` by default, as for views made in code.
  public var translatesAutoresizingMaskIntoConstraints = true {
    didSet {
      if translatesAutoresizingMaskIntoConstraints != oldValue { refreshAutoresizing() }
    }
  }
  /// Which parts of the frame stretch with the superview when autoresizing applies.
  public var autoresizingMask: AutoresizingMask = [] {
    didSet { if autoresizingMask != oldValue { refreshAutoresizing() } }
  }
  /// The frame assigned in code, the source of the autoresizing constraints.
  var assignedFrame: Rect = .zero
  /// The superview size the assigned frame refers to, once known.
  var autoresizingReference: Size?

  /// The natural size of the content; ``noIntrinsicMetric`` on an axis without one.
  public var intrinsicContentSize = Size(width: noIntrinsicMetric, height: noIntrinsicMetric) {
    didSet {
      guard intrinsicContentSize != oldValue else { return }
      refreshContentSize()
      (superview as? StackView)?.arrangedSubviewContentChanged(self)
    }
  }
  var textStorage: TextContent?
  var sizesToTextStorage = true
  var measuredFor: TextMeasurementKey?
  /// The baselines of the measured text, used where none is set by hand.
  var textBaselines: TextBaselines?
  var huggingPriorities: [LayoutAxis: Priority] = [.horizontal: 250, .vertical: 250]
  var compressionPriorities: [LayoutAxis: Priority] = [.horizontal: 750, .vertical: 750]
  /// Distance from the top to the first baseline; nil puts it at the bottom edge.
  public var firstBaselineOffsetFromTop: Double? {
    didSet { engine?.setNeedsFullResync() }
  }
  /// Distance from the bottom up to the last baseline; nil puts it at the bottom edge.
  public var lastBaselineOffsetFromBottom: Double? {
    didSet { engine?.setNeedsFullResync() }
  }

  /// The margins, leading/trailing aware (8 on each edge by default).
  public var directionalLayoutMargins = DirectionalEdgeInsets(all: 8) {
    didSet { engine?.setNeedsLayout() }
  }
  /// Whether the view's margins grow to keep content inside the superview's margins.
  public var preservesSuperviewLayoutMargins = false {
    didSet { engine?.setNeedsLayout() }
  }
  /// Whether the safe-area insets are added to the margins.
  public var insetsLayoutMarginsFromSafeArea = true {
    didSet { engine?.setNeedsLayout() }
  }
  /// How the view's content follows the layout direction.
  public var semanticContentAttribute: SemanticContentAttribute = .unspecified {
    didSet {
      guard semanticContentAttribute != oldValue else { return }
      HierarchyEpoch.advance()
      engine?.setNeedsFullResync()
    }
  }
  /// The effective margins (absolute edges) from the last layout pass.
  public internal(set) var layoutMargins: EdgeInsets = EdgeInsets(all: 8)
  /// How far the root's safe area reaches into this view, from the last layout pass.
  public internal(set) var safeAreaInsets: EdgeInsets = .zero

  /// Active constraints installed on this view (their items' nearest common ancestor).
  public internal(set) var constraints: [LayoutConstraint] = []
  /// Free guides added with ``addLayoutGuide(_:)`` (system guides are separate properties).
  public internal(set) var layoutGuides: [LayoutGuide] = []
  var marginsGuideStorage: LayoutGuide?
  var safeAreaGuideStorage: LayoutGuide?
  var readableGuideStorage: LayoutGuide?
  var keyboardGuideStorage: LayoutGuide?
  /// System constraints the engine made for this view (sizes, content, autoresizing).
  var systemConstraints: [LayoutConstraint] = []
  var contentConstraints: [LayoutConstraint] = []
  var autoresizingConstraints: [LayoutConstraint] = []
  /// Constraints made by this view's maker DSL, for remake and update.
  var makerConstraints: [LayoutConstraint] = []

  /// Whether the view scrolls its content (UIKit's `UIScrollView`): constraints between its
  /// edges and its descendants then bind its ``contentLayoutGuide``, not its frame.
  public let isScrollView: Bool
  /// Whether UIKit sets this scroll view's content size itself (a table, collection or text
  /// view sizes it from its rows, items or text), so its ``contentLayoutGuide`` does not say
  /// how far it scrolls.
  public var computesContentSize = false
  var contentGuideStorage: LayoutGuide?

  /// Makes a view. The name is how diagnostics print it.
  public init(_ name: String = "", isScrollView: Bool = false) {
    self.isScrollView = isScrollView
    super.init(name: name)
    let nonNegative = [LayoutAttribute.width, .height].map {
      LayoutConstraint(
        unchecked: self, $0, .greaterThanOrEqual, nil, .notAnAttribute, kind: .nonNegativeSize)
    }
    for constraint in nonNegative {
      constraint.isActive = true
      constraint.host = self
    }
    systemConstraints = nonNegative
  }

  override var node: View? { self }
  override var className: String { "UIView" }

  /// The engine laying out this view's tree, if the tree has one.
  public var engine: LayoutEngine? { hierarchyFacts.engine }

  /// The view's ``HierarchyFacts``, worked out top-down from the nearest ancestor whose
  /// facts are current: one walk per stale stretch of the tree, not one per question.
  var hierarchyFacts: HierarchyFacts {
    let now = HierarchyEpoch.current
    if cachedFacts.epoch == now { return cachedFacts }
    var stale: [View] = [self]
    while let parent = stale[stale.count - 1].superview, parent.cachedFacts.epoch != now {
      stale.append(parent)
    }
    for view in stale.reversed() {
      view.cachedFacts = HierarchyFacts(of: view, below: view.superview, epoch: now)
    }
    return cachedFacts
  }

  /// The view's ancestor (or the view itself) `depth` levels below the top of its tree, in
  /// steps logarithmic in the distance (``HierarchyFacts/jump``); nil for a depth below the
  /// view's own.
  func ancestor(atDepth depth: Int) -> View? {
    var view = self
    var facts = hierarchyFacts
    guard depth >= 0, facts.depth >= depth else { return nil }
    // The view's facts are current, and so are its ancestors'.
    while facts.depth > depth {
      if let jump = facts.jump, jump.cachedFacts.depth >= depth {
        view = jump
      } else if let parent = view.superview {
        view = parent
      } else {
        return nil
      }
      facts = view.cachedFacts
    }
    return view
  }

  /// The frame in the superview's coordinates from the last layout pass, rounded to pixels.
  /// Setting it gives the frame autoresizing translates into constraints.
  public var frame: Rect {
    get { frameInSuperview }
    set {
      assignedFrame = newValue
      // The frame refers to the superview's current size, known only once it is laid out;
      // otherwise the engine records that size at the next pass.
      autoresizingReference = superview.flatMap {
        $0.isLaidOut ? $0.unroundedFrameInRoot.size : nil
      }
      frameInSuperview = newValue
      refreshAutoresizing()
    }
  }
  var frameInSuperview: Rect = .zero

  /// The view's own rectangle: origin zero, size of the frame.
  public var bounds: Rect { Rect(x: 0, y: 0, width: frame.width, height: frame.height) }

  /// The direction that resolves leading and trailing for this view.
  public var effectiveUserInterfaceLayoutDirection: LayoutDirection {
    hierarchyFacts.direction
  }

  /// This view and every view below it, parents before children.
  public var subtree: [View] {
    var result: [View] = []
    var stack: [View] = [self]
    while let view = stack.popLast() {
      result.append(view)
      stack.append(contentsOf: view.subviews.reversed())
    }
    return result
  }

  /// Whether `self` is `other` or one of its ancestors.
  public func isAncestor(of other: View) -> Bool {
    // A leaf (how a view being added usually is) is the ancestor of itself alone.
    if subviews.isEmpty { return other === self }
    return other.ancestor(atDepth: hierarchyFacts.depth) === self
  }
}
