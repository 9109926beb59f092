extension LayoutEngine {
  /// Takes a subtree into the engine: registers its views and guides and queues every
  /// constraint stored on them.
  func attach(_ subtree: View) {
    for view in subtree.subtree {
      register(view)
      for constraint in view.systemConstraints + view.contentConstraints
        + view.autoresizingConstraints + view.constraints
      {
        enqueue(constraint)
      }
      if view === root {
        for pin in rootOrigin { enqueue(pin) }
      }
      for guide in view.layoutGuides + view.systemGuides {
        attachGuide(guide)
      }
    }
  }

  /// Takes a guide into the engine.
  func attachGuide(_ guide: LayoutGuide) {
    register(guide)
    for constraint in guide.systemConstraints {
      constraint.isActive = true
      constraint.host = guide.owningView
    }
    for constraint in guide.allSystemConstraints { enqueue(constraint) }
  }

  /// Releases a subtree: its constraints leave the solver on the next pass.
  func detach(_ subtree: View) {
    for view in subtree.subtree {
      for guide in view.layoutGuides + view.systemGuides { detachGuide(guide) }
      unregister(view)
      for constraint in view.systemConstraints + view.contentConstraints
        + view.autoresizingConstraints + view.constraints
      {
        enqueue(constraint)
      }
    }
  }

  /// Releases a guide.
  func detachGuide(_ guide: LayoutGuide) {
    unregister(guide)
    for constraint in guide.allSystemConstraints { enqueue(constraint) }
  }

  private func register(_ item: LayoutItem) {
    let id = ObjectIdentifier(item)
    guard items[id] == nil else { return }
    items[id] = item
    itemOrder.append(item)
    if (item as? View)?.textStorage != nil { mayHaveText = true }
    let v = item.variables
    itemVariables += [v.minX, v.minY, v.width, v.height]
    for kind in LayoutVariableKind.allCases {
      variableOwners[item.variable(kind).id] = (item, kind)
    }
    needsLayout = true
  }

  private func unregister(_ item: LayoutItem) {
    guard items.removeValue(forKey: ObjectIdentifier(item)) != nil else { return }
    item.isLaidOut = false
    if let index = itemOrder.firstIndex(where: { $0 === item }) {
      itemOrder.remove(at: index)
      itemVariables.removeSubrange((index * 4)..<(index * 4 + 4))
    }
    for kind in LayoutVariableKind.allCases {
      variableOwners[item.variable(kind).id] = nil
    }
    needsLayout = true
  }

  /// Whether the item is in this engine's tree.
  func isRegistered(_ item: LayoutItem) -> Bool {
    items[ObjectIdentifier(item)] != nil
  }
}
