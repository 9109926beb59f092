import LayoutCore

extension CassowarySolver {
  /// Gives constraints new constants, as removing and adding each again would, re-optimising
  /// once: a non-required constraint's row is shifted in place
  /// (``Tableau/shiftConstant(ofConstraint:to:)``) and the dual simplex restores optimality
  /// after the last. Required constraints, and rows shared by identical constraints, are
  /// removed and added again (``LayoutSolver/replaceConstants(_:)``).
  ///
  /// - Complexity: O(rows holding each shifted constraint's symbols) plus the dual pivots,
  ///   once; the others as a removal and an add each.
  /// - Throws: ``LayoutError/unknownConstraint(_:)``, ``LayoutError/nonFinite(_:)``,
  ///   ``LayoutError/unsatisfiable(constraint:conflicting:)``. On error the solver is
  ///   unchanged.
  public func updateConstants(_ updates: [(constraint: Constraint, constant: Double)])
    throws(LayoutError)
  {
    for (constraint, constant) in updates {
      guard let original = originals[constraint.id] else {
        throw .unknownConstraint(constraint)
      }
      try NumericRange.validate(original.constraint.withConstant(constant))
    }
    var replaced: [(constraint: Constraint, constant: Double)] = []
    var shifted: [(id: Int, constant: Double)] = []
    for (constraint, constant) in updates {
      let original = originals[constraint.id]!.constraint
      let change = constant - original.expression.constant
      guard rowIsOwn(constraint.id), let row = tableau.records[constraint.id],
        tableau.shiftConstant(
          ofConstraint: constraint.id, to: row.constraint.expression.constant + change)
      else {
        replaced.append((constraint, constant))
        continue
      }
      shifted.append((constraint.id, original.expression.constant))
      let updated = tableau.records[constraint.id]!.constraint
      if twins.fingerprints[constraint.id] != nil {
        twins.resign(constraint.id)
        twins.lead(
          constraint.id,
          fingerprint: Twins.fingerprint(updated.expression, updated.relation, updated.priority))
      }
      originals[constraint.id] = (original.withConstant(constant), nextOrder)
      nextOrder += 1
    }
    if !shifted.isEmpty {
      try tableau.dualOptimize()
      try tableau.optimize()
    }
    do {
      try replaceConstants(replaced)
    } catch {
      // Put the shifted constants back, so the call changes nothing.
      if !shifted.isEmpty {
        try updateConstants(shifted.map { (originals[$0.id]!.constraint, $0.constant) })
      }
      throw error
    }
    if precisionNeedsAttention { restorePrecisionIfLost() }
  }

  /// Whether constraint `id`'s tableau row stands for it alone: a row of its own that no
  /// identical constraint shares, or the stand-in of a constraint kept as a definition.
  private func rowIsOwn(_ id: Int) -> Bool {
    if twins.holds(id) { return twins.leaderOf[id] == nil && twins.followers[id] == nil }
    return eliminations.definedBy[id] != nil
  }
}
