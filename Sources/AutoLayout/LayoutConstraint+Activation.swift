extension LayoutConstraint {
  /// Activates the constraint: installs it on its items' nearest common ancestor. Activating
  /// an active constraint does nothing and is counted in ``EngineStatistics/noOpActivations``.
  ///
  /// - Throws: ``LayoutEngineError/noCommonAncestor(first:second:)``.
  public func activate() throws(LayoutEngineError) {
    try Self.activate([self])
  }

  /// Deactivates the constraint. Deactivating an inactive constraint does nothing and is
  /// counted in ``EngineStatistics/noOpDeactivations``.
  public func deactivate() {
    Self.deactivate([self])
  }

  /// Activates the constraints atomically: if one cannot be activated, none is.
  ///
  /// - Throws: ``LayoutEngineError/noCommonAncestor(first:second:)``.
  public static func activate(_ constraints: [LayoutConstraint]) throws(LayoutEngineError) {
    var hosts: [View] = []
    hosts.reserveCapacity(constraints.count)
    for constraint in constraints {
      hosts.append(try constraint.resolveHost())
    }
    for (constraint, host) in zip(constraints, hosts) {
      if constraint.isActive {
        host.engine?.statistics.noOpActivations += 1
        continue
      }
      for (item, attribute) in constraint.itemAttributes where attribute.isMargin {
        _ = (item as? View)?.layoutMarginsGuide
      }
      constraint.isActive = true
      constraint.host = host
      host.constraints.append(constraint)
      host.engine?.enqueue(constraint)
    }
  }

  /// Deactivates the constraints.
  public static func deactivate(_ constraints: [LayoutConstraint]) {
    for constraint in constraints {
      guard constraint.isActive, let host = constraint.host else {
        constraint.lastEngine?.statistics.noOpDeactivations += 1
        continue
      }
      constraint.isActive = false
      host.constraints.removeAll { $0 === constraint }
      host.engine?.enqueue(constraint)
      constraint.host = nil
    }
  }

  /// The items with their attributes, second item only when present.
  var itemAttributes: [(LayoutItem, LayoutAttribute)] {
    var result = [(firstItem, firstAttribute)]
    if let secondItem { result.append((secondItem, secondAttribute)) }
    return result
  }

  /// The nearest common ancestor of the items' views, where the constraint is installed.
  func resolveHost() throws(LayoutEngineError) -> View {
    let noAncestor = LayoutEngineError.noCommonAncestor(
      first: anchorDescription(firstItem, firstAttribute),
      second: secondItem.map { anchorDescription($0, secondAttribute) } ?? "nil")
    guard let first = firstItem.node else { throw noAncestor }
    guard let secondItem else { return first }
    guard let second = secondItem.node, let ancestor = View.nearestCommonAncestor(first, second)
    else { throw noAncestor }
    return ancestor
  }
}
