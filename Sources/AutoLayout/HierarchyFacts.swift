import LayoutGeometry

/// What a view derives from its ancestors: its depth, the engine laying out its tree, the
/// layout direction resolving its leading and trailing, and whether it is scroll content. Kept per view and worked out again
/// top-down from the nearest ancestor whose facts are current (``HierarchyEpoch``), so each
/// view's are computed once between changes, however deep the tree.
struct HierarchyFacts {
  /// The ``HierarchyEpoch`` count these facts hold for; 0 for never.
  var epoch: UInt64 = 0
  /// The number of superviews above the view.
  var depth = 0
  /// The engine whose root is the top of the view's tree.
  weak var engine: LayoutEngine?
  /// The view's effective user interface layout direction.
  var direction: LayoutDirection = .leftToRight
  /// Whether a scroll view is above the view: its content may run past the screen by design.
  var insideScrollView = false
  /// An ancestor to climb to in one step (a skew-binary jump pointer, after Myers, "An
  /// applicative random-access stack", 1983): the parent's jump's jump when the parent is as
  /// far from its jump as that one is from its own, else the parent; nil at the top. Which
  /// depth it leads to depends on the depth alone, so any ancestor, and two views' nearest
  /// common one, is found in a number of steps logarithmic in the depth.
  weak var jump: View?

  /// The facts of `view`, whose superview `parent` (nil at the top of its tree) has current
  /// facts, as its ancestors then do.
  init(of view: View, below parent: View?, epoch: UInt64) {
    self.epoch = epoch
    let inherited: LayoutDirection
    if let parent {
      let above = parent.cachedFacts
      depth = above.depth + 1
      engine = above.engine
      inherited = above.direction
      insideScrollView = above.insideScrollView || parent.isScrollView
      jump = parent
      if let first = above.jump, let second = first.cachedFacts.jump {
        let firstDepth = first.cachedFacts.depth
        if above.depth - firstDepth == firstDepth - second.cachedFacts.depth { jump = second }
      }
    } else {
      engine = view.owningEngine
      inherited = view.owningEngine?.layoutDirection ?? .leftToRight
    }
    switch view.semanticContentAttribute {
    case .forceLeftToRight, .playback, .spatial: direction = .leftToRight
    case .forceRightToLeft: direction = .rightToLeft
    case .unspecified: direction = inherited
    }
  }

  /// Facts that are never current.
  init() {}
}
