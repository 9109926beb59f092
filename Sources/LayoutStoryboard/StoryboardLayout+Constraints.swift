import AutoLayout
import LayoutCore

extension StoryboardLayout {
  /// Whether `constraint` is a placeholder the environment removes (at run time; the saved
  /// screen keeps them, as the stored frames were computed with them).
  func removes(_ constraint: StoryboardConstraint) -> Bool {
    constraint.isPlaceholder && environment.removesPlaceholderConstraints
  }

  /// Makes every installed constraint of the installed views, placeholders only where the
  /// environment keeps them, and configures the stack views: in document order, each view's
  /// constraints before its subviews' and a stack view's arrangement right after its own
  /// constraints, the order Interface Builder's stored frames show in a conflict (README,
  /// *The size being added gives way*).
  ///
  /// - Throws: ``StoryboardError/invalidConstraint(_:id:reason:)`` for a constraint whose
  ///   item is outside this root (another scene or top-level view, a controller).
  func buildConstraints() throws(StoryboardError) {
    let inRoot = itemIDsInRoot
    for model in documentViews where views[model.id] != nil {
      try buildConstraints(of: model, inRoot: inRoot)
      // A stack view's arrangement goes in after its own constraints and before its arranged
      // views' (README, *The size being added gives way*).
      try buildStack(model)
    }
  }

  /// Makes and queues `model`'s own constraints, in document order.
  private func buildConstraints(
    of model: StoryboardView, inRoot: Set<String>
  ) throws(StoryboardError) {
    for constraint in model.constraints {
      if removes(constraint) {
        placeholders.append(constraint.id)
        continue
      }
      guard document.isInstalled(constraint.id, in: sizeClasses) else {
        uninstalledConstraints.append(constraint.id)
        continue
      }
      for item in [constraint.firstItem, constraint.secondItem].compactMap({ $0 })
      where !inRoot.contains(item) {
        throw .invalidConstraint(
          constraint.location, id: constraint.id,
          reason: "item \"\(item)\" is not a view or layout guide of this root's hierarchy")
      }
      guard let first = items[constraint.firstItem],
        constraint.secondItem.map({ items[$0] != nil }) ?? true
      else {
        // An item that exists in the document but is not installed here takes its
        // constraints with it; an id unknown to the document was refused when reading.
        uninstalledConstraints.append(constraint.id)
        continue
      }
      let form = engineForm(constraint, first, constraint.secondItem.flatMap { items[$0] })
      let layoutConstraint = try make(at: constraint) { () throws(LayoutEngineError) in
        try LayoutConstraint(
          item: form.firstItem, attribute: form.first, relatedBy: constraint.relation,
          toItem: form.secondItem, attribute: form.second,
          multiplier: constraint.multiplier, constant: form.constant,
          priority: priority(constraint.priority),
          identifier: constraint.identifier ?? constraint.id,
          origin: constraint.location)
      }
      constraints[constraint.id] = layoutConstraint
      if usesScrollMargins(constraint, first, constraint.secondItem.flatMap { items[$0] }) {
        scrollMarginConstraints.append(
          (constraint, layoutConstraint, first, constraint.secondItem.flatMap { items[$0] }))
      }
      // One at a time, so a refusal names the constraint and its line.
      do {
        try layoutConstraint.activate()
      } catch {
        throw .invalidConstraint(
          constraint.location, id: constraint.id, reason: error.description)
      }
    }
  }

  /// Ids of every view and guide of the root's hierarchy, installed or not.
  private var itemIDsInRoot: Set<String> {
    var ids: Set<String> = []
    for model in documentViews {
      ids.insert(model.id)
      for guide in [
        model.safeAreaGuideID, model.contentLayoutGuideID, model.frameLayoutGuideID,
        model.keyboardLayoutGuideID,
      ] {
        if let guide { ids.insert(guide) }
      }
      ids.formUnion(model.otherLayoutGuideIDs)
    }
    for guide in [root.topLayoutGuideID, root.bottomLayoutGuideID] {
      if let guide { ids.insert(guide) }
    }
    return ids
  }

  func make(
    at constraint: StoryboardConstraint? = nil,
    _ body: () throws(LayoutEngineError) -> LayoutConstraint
  ) throws(StoryboardError) -> LayoutConstraint {
    do {
      return try body()
    } catch {
      throw .invalidConstraint(
        constraint?.location ?? SourceLocation(file: document.file, line: 0),
        id: constraint?.id ?? "generated", reason: error.description)
    }
  }

  func activate(_ list: [LayoutConstraint]) throws(StoryboardError) {
    do {
      try LayoutConstraint.activate(list)
    } catch {
      throw .layoutFailed(error.description)
    }
  }
}
