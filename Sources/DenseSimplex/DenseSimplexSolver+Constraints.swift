import LayoutCore

extension DenseSimplexSolver {
  /// Adds a constraint; the next read re-solves.
  ///
  /// - Complexity: O(terms) for a non-required constraint; for a required one, O(terms of the
  ///   required constraints sharing a variable with it) when the witness point can be kept or
  ///   repaired, otherwise one phase-one simplex over the required constraints (and deletion
  ///   filtering over the connected ones when it fails).
  /// - Throws: ``LayoutError/duplicateConstraint(_:)``, ``LayoutError/nonFinite(_:)``,
  ///   ``LayoutError/problemTooLarge(_:)``,
  ///   ``LayoutError/unsatisfiable(constraint:conflicting:)``. On error nothing changes.
  public func add(_ constraint: Constraint) throws(LayoutError) {
    try add([constraint])
  }

  /// Adds several constraints atomically, checking the required ones together once.
  ///
  /// The result, and the error on failure, are those of adding the constraints one by one in
  /// order (a failing constraint's conflicting set may name earlier members of the batch), but
  /// nothing is added when any of them fails.
  ///
  /// - Complexity: O(total terms) plus at most one phase-one simplex over the required
  ///   constraints; a failure adds a binary search for the first failing constraint.
  /// - Throws: the errors of adding one constraint, for the first constraint that fails.
  public func add(_ batch: [Constraint]) throws(LayoutError) {
    var seen = Set<Int>()
    var invalid: (index: Int, error: LayoutError)?
    for (index, constraint) in batch.enumerated() {
      guard positions[constraint.id] == nil, seen.insert(constraint.id).inserted else {
        invalid = (index, .duplicateConstraint(constraint))
        break
      }
      do {
        try NumericRange.validate(constraint)
      } catch {
        invalid = (index, error)
        break
      }
    }
    // One by one, the constraints before an invalid one would go in first, and one of them
    // may fail first: check them as a batch of their own before reporting the invalid one.
    let valid = invalid.map { Array(batch[..<$0.index]) } ?? batch
    // Every check below reads the merged terms, so they are computed once, up front.
    for constraint in valid { mergedTerms[constraint.id] = constraint.expression.reduced().terms }
    do throws(LayoutError) {
      try checkSize(adding: valid)
      try checkRequired(valid)
      if let invalid { throw invalid.error }
    } catch {
      for constraint in valid { mergedTerms[constraint.id] = nil }
      throw error
    }
    for constraint in valid { insert(constraint) }
    counters.mutations += valid.count
  }

  /// Removes a constraint; the next read re-solves as if it had never been added.
  ///
  /// - Complexity: O(constraints).
  /// - Throws: ``LayoutError/unknownConstraint(_:)``.
  public func remove(_ constraint: Constraint) throws(LayoutError) {
    guard let position = positions[constraint.id] else { throw .unknownConstraint(constraint) }
    constraints.remove(at: position)
    positions[constraint.id] = nil
    for index in position..<constraints.count { positions[constraints[index].id] = index }
    let required = constraint.priority.isRequired
    for term in terms(of: constraint) {
      guard let index = variableIndex[term.variable.id] else { continue }
      variableUses[index] -= 1
      if variableUses[index] == 0 { usedVariableCount -= 1 }
      if required {
        requiredByVariable[term.variable.id]?.removeAll { $0.id == constraint.id }
        if requiredByVariable[term.variable.id]?.isEmpty == true {
          requiredByVariable[term.variable.id] = nil
        }
      }
    }
    if !required {
      let value = constraint.priority.value
      priorityUses[value, default: 0] -= 1
      if priorityUses[value] == 0 { priorityUses[value] = nil }
    }
    privateColumns -= DenseKernel.privateColumns(relation: constraint.relation, required: required)
    mergedTerms[constraint.id] = nil
    pendingConstants[constraint.id] = nil
    counters.mutations += 1
    invalidate()
  }

  /// Records a validated constraint.
  func insert(_ constraint: Constraint) {
    positions[constraint.id] = constraints.count
    constraints.append(constraint)
    let required = constraint.priority.isRequired
    // First appearance is textual, as in the Cassowary backend: a variable written with a zero
    // coefficient is seen here, although no tableau column is made for it.
    for term in constraint.expression.terms { _ = register(term.variable) }
    for term in terms(of: constraint) {
      let index = register(term.variable)
      variableUses[index] += 1
      if variableUses[index] == 1 { usedVariableCount += 1 }
      if required { requiredByVariable[term.variable.id, default: []].append(constraint) }
    }
    if !required { priorityUses[constraint.priority.value, default: 0] += 1 }
    privateColumns += DenseKernel.privateColumns(relation: constraint.relation, required: required)
    invalidate()
  }

  /// The index of `variable` in `variables`, registering it the first time it is seen.
  func register(_ variable: Variable) -> Int {
    if let index = variableIndex[variable.id] { return index }
    let index = variables.count
    variables.append(variable)
    variableIndex[variable.id] = index
    variableUses.append(0)
    return index
  }

  /// The constraint's terms with repeated variables merged and zero coefficients dropped,
  /// from the cache when the constraint has been seen.
  func terms(of constraint: Constraint) -> [Term] {
    mergedTerms[constraint.id] ?? constraint.expression.reduced().terms
  }

  /// Marks the problem changed so the next read rebuilds the tableau.
  func invalidate() {
    needsRebuild = true
    isSolved = false
  }

  /// Throws when adding `batch` would make the tableau exceed ``maximumCells``.
  func checkSize(adding batch: [Constraint]) throws(LayoutError) {
    var newVariables = Set<Int>()
    var levels = Set(priorityUses.keys)
    var extraColumns = 0
    for constraint in batch {
      for term in terms(of: constraint) {
        let index = variableIndex[term.variable.id]
        if index == nil || variableUses[index!] == 0 { newVariables.insert(term.variable.id) }
      }
      let required = constraint.priority.isRequired
      if !required { levels.insert(constraint.priority.value) }
      extraColumns += DenseKernel.privateColumns(relation: constraint.relation, required: required)
    }
    let usedVariables = usedVariableCount + newVariables.count
    let rows = constraints.count + batch.count
    let cells = DenseKernel.cells(
      variables: usedVariables, rows: rows, privateColumns: privateColumns + extraColumns,
      levels: levels.count)
    guard cells <= maximumCells else {
      throw .problemTooLarge(
        "the dense tableau for \(rows) constraints over \(usedVariables) variables needs "
          + "\(cells) cells, more than this solver's bound of \(maximumCells)")
    }
  }
}
