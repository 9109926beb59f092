import LayoutDevices
import AutoLayout

extension TraitVariations {
  /// Brings every managed constraint, view and property to its state under `traits`, as one
  /// atomic change: removals first (so an outgoing design never conflicts with the incoming
  /// one), then views, constants and activations. If an activation is refused, everything
  /// done is undone before the error is thrown.
  ///
  /// Reapplying the traits last applied returns at once; traits that resolve to the current
  /// state touch nothing. Both count in ``VariationStatistics/unchangedApplications`` and
  /// leave the engine with no pending work.
  ///
  /// - Returns: what changed.
  /// - Throws: ``AdaptivityError/engine(_:)`` when a constraint cannot be activated (its
  ///   items share no hierarchy) or a view cannot return to its superview.
  /// - Complexity: O(*c* × *d* + *v*) for *c* constraints, *d* the depth of their views, and
  ///   *v* views, plus the engine's cost for what actually changes.
  @discardableResult
  public func apply(_ traits: TraitCollection) throws(AdaptivityError) -> VariationWork {
    statistics.applications += 1
    if traits == appliedTraits {
      statistics.unchangedApplications += 1
      return VariationWork()
    }
    let wantedViews = viewEntries.map { $0.installed.value(for: traits) }
    let removals = viewEntries.indices.filter { !wantedViews[$0] && isAttached($0) }
    let installs = viewEntries.indices.filter { wantedViews[$0] && !isAttached($0) }
    var deactivate: [LayoutConstraint] = []
    var activate: [LayoutConstraint] = []
    var constants: [(LayoutConstraint, old: Double, new: Double)] = []
    for entry in constraintEntries {
      let constraint = entry.constraint
      let wanted =
        entry.installed.value(for: traits)
        && isPresent(constraint.firstItem, wantedViews)
        && (constraint.secondItem.map { isPresent($0, wantedViews) } ?? true)
      if constraint.isActive, !wanted { deactivate.append(constraint) }
      if !constraint.isActive, wanted { activate.append(constraint) }
      if let value = entry.constant?.value(for: traits), value != constraint.constant {
        constants.append((constraint, constraint.constant, value))
      }
    }
    let propertyChanges = properties.compactMap { $0.change(traits) }
    appliedTraits = traits
    guard
      !(removals.isEmpty && installs.isEmpty && deactivate.isEmpty && activate.isEmpty
        && constants.isEmpty && propertyChanges.isEmpty)
    else {
      statistics.unchangedApplications += 1
      return VariationWork()
    }

    LayoutConstraint.deactivate(deactivate)
    for index in removals { detach(viewEntries[index]) }
    do {
      for index in installs { try reattach(viewEntries[index]) }
    } catch {
      appliedTraits = nil
      throw .engine(error)
    }
    for (constraint, _, value) in constants { constraint.constant = value }
    do {
      try LayoutConstraint.activate(activate)
    } catch {
      // Activation is atomic in the engine; undo the rest so the layout stays as it was.
      for (constraint, old, _) in constants { constraint.constant = old }
      for index in installs.reversed() { detach(viewEntries[index]) }
      for index in removals { try? reattach(viewEntries[index]) }
      try? LayoutConstraint.activate(deactivate)
      appliedTraits = nil
      throw .engine(error)
    }
    for assign in propertyChanges { assign() }

    var work = VariationWork()
    work.activations = activate.count
    work.deactivations = deactivate.count
    work.constantChanges = constants.count
    work.viewInstalls = installs.count
    work.viewRemovals = removals.count
    work.propertyChanges = propertyChanges.count
    statistics.work = statistics.work + work
    return work
  }

  /// Whether a managed view is currently in its superview.
  private func isAttached(_ index: Int) -> Bool {
    viewEntries[index].view.superview != nil
  }

  /// Whether an item will be in the hierarchy once the wanted views are (un)installed:
  /// neither its view nor an ancestor is a managed view that is wanted out.
  private func isPresent(_ item: LayoutItem, _ wantedViews: [Bool]) -> Bool {
    var current = (item as? View) ?? (item as? LayoutGuide)?.owningView
    while let view = current {
      if let index = viewIndex[ObjectIdentifier(view)] {
        if !wantedViews[index] { return false }
        current = viewEntries[index].parent
      } else {
        current = view.superview
      }
    }
    return true
  }

  /// Takes a view out of its superview, keeping the unmanaged constraints that cross into
  /// its subtree so they return with it.
  private func detach(_ entry: ViewEntry) {
    guard let parent = entry.view.superview else { return }
    let inside = Set(entry.view.subtree.map(ObjectIdentifier.init))
    func isInside(_ item: LayoutItem?) -> Bool {
      guard let item else { return false }
      guard let node = (item as? View) ?? (item as? LayoutGuide)?.owningView else { return false }
      return inside.contains(ObjectIdentifier(node))
    }
    var crossing: [LayoutConstraint] = []
    var ancestor: View? = parent
    while let view = ancestor {
      for constraint in view.constraints
      where constraintIndex[ObjectIdentifier(constraint)] == nil
        && (isInside(constraint.firstItem) || isInside(constraint.secondItem))
      {
        crossing.append(constraint)
      }
      ancestor = view.superview
    }
    entry.detached = crossing
    entry.index = parent.subviews.firstIndex { $0 === entry.view } ?? entry.index
    entry.view.removeFromSuperview()
  }

  /// Puts a view back at its old position and reactivates the constraints it took along.
  private func reattach(_ entry: ViewEntry) throws(LayoutEngineError) {
    try entry.parent.insertSubview(entry.view, at: entry.index)
    try LayoutConstraint.activate(entry.detached)
    entry.detached = []
  }
}
