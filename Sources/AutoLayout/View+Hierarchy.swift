extension View {
  /// Adds `view` as the last (frontmost) child, removing it from its old superview first.
  ///
  /// - Throws: ``LayoutEngineError/invalidHierarchy(_:)`` when `view` is this view, one of
  ///   its ancestors, or an engine's root.
  public func addSubview(_ view: View) throws(LayoutEngineError) {
    try insertSubview(view, at: subviews.count + (view.superview === self ? -1 : 0))
  }

  /// Inserts `view` among the children at `index` (clamped to the valid range).
  ///
  /// - Throws: ``LayoutEngineError/invalidHierarchy(_:)`` as ``addSubview(_:)``.
  public func insertSubview(_ view: View, at index: Int) throws(LayoutEngineError) {
    guard !view.isAncestor(of: self) else {
      throw .invalidHierarchy(
        "\(view.debugName) cannot be added to \(debugName), its own descendant")
    }
    guard view.owningEngine == nil else {
      throw .invalidHierarchy("\(view.debugName) is the root of an engine")
    }
    if view.superview != nil { view.removeFromSuperview() }
    let position = max(0, min(index, subviews.count))
    subviews.insert(view, at: position)
    view.superview = self
    view.hierarchyMoved()
    // The assigned frame now refers to the new superview, whose size the next pass records.
    view.autoresizingReference = nil
    view.refreshAutoresizing()
    engine?.attach(view)
  }

  /// Removes the view from its superview, deactivating every constraint that relates an item
  /// inside the view's subtree to one outside it (as UIKit does).
  public func removeFromSuperview() {
    guard let parent = superview else { return }
    let engine = self.engine
    let inside = Set(subtree.map(ObjectIdentifier.init))
    func isInside(_ item: LayoutItem?) -> Bool {
      guard let node = item?.node else { return false }
      return inside.contains(ObjectIdentifier(node))
    }
    var ancestor: View? = parent
    while let view = ancestor {
      for constraint in view.constraints
      where isInside(constraint.firstItem) || isInside(constraint.secondItem) {
        constraint.deactivate()
      }
      ancestor = view.superview
    }
    engine?.detach(self)
    parent.subviews.removeAll { $0 === self }
    superview = nil
    hierarchyMoved()
    refreshAutoresizing()
    (parent as? StackView)?.subviewRemoved(self)
  }

  /// Adds a free layout guide owned by this view.
  ///
  /// - Throws: ``LayoutEngineError/guideAlreadyOwned(_:)`` when another view owns it.
  public func addLayoutGuide(_ guide: LayoutGuide) throws(LayoutEngineError) {
    if guide.owningView === self { return }
    guard guide.owningView == nil else { throw .guideAlreadyOwned(guide.debugName) }
    guide.owningView = self
    layoutGuides.append(guide)
    engine?.attachGuide(guide)
  }

  /// Removes a guide this view owns, deactivating the constraints that use it.
  public func removeLayoutGuide(_ guide: LayoutGuide) {
    guard guide.owningView === self, guide.role == .free else { return }
    var ancestor: View? = self
    while let view = ancestor {
      for constraint in view.constraints
      where constraint.firstItem === guide || constraint.secondItem === guide {
        constraint.deactivate()
      }
      ancestor = view.superview
    }
    engine?.detachGuide(guide)
    layoutGuides.removeAll { $0 === guide }
    guide.owningView = nil
  }

  /// Makes what the view derives from its ancestors stale after it moved: its own facts
  /// only when it has no subviews, else every view's (``HierarchyEpoch``).
  func hierarchyMoved() {
    if subviews.isEmpty {
      cachedFacts = HierarchyFacts()
    } else {
      HierarchyEpoch.advance()
    }
  }

  /// The nearest view that is an ancestor of (or equal to) both views, if they share a tree:
  /// both climb to the shallower one's depth, then together, by jumps while their jumps
  /// differ (``HierarchyFacts/jump``), so the steps are logarithmic in the depth.
  static func nearestCommonAncestor(_ a: View, _ b: View) -> View? {
    let depth = min(a.hierarchyFacts.depth, b.hierarchyFacts.depth)
    guard var first = a.ancestor(atDepth: depth), var second = b.ancestor(atDepth: depth)
    else { return nil }
    // Both views' facts are current, and so are their ancestors'.
    while first !== second {
      if let up = first.cachedFacts.jump, let other = second.cachedFacts.jump, up !== other {
        (first, second) = (up, other)
      } else if let up = first.superview, let other = second.superview {
        (first, second) = (up, other)
      } else {
        return nil
      }
    }
    return first
  }
}
