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

  /// The nearest view that is an ancestor of (or equal to) both views, if they share a tree.
  static func nearestCommonAncestor(_ a: View, _ b: View) -> View? {
    var ancestors = Set<ObjectIdentifier>()
    var current: View? = a
    while let view = current {
      ancestors.insert(ObjectIdentifier(view))
      current = view.superview
    }
    current = b
    while let view = current {
      if ancestors.contains(ObjectIdentifier(view)) { return view }
      current = view.superview
    }
    return nil
  }
}
