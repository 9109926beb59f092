import LayoutCore

extension DenseSimplexSolver {
  /// Adds a constraint; the next read re-solves.
  ///
  /// - Complexity: O(terms) for a non-required constraint; for a required one, O(terms of the
  ///   required constraints sharing a variable with it) when the witness point can be kept or
  ///   repaired, otherwise one phase-one simplex over the required constraints (and deletion
  ///   filtering over the connected ones when it fails).
  /// - Throws: ``LayoutError/duplicateConstraint(_:)``, ``LayoutError/nonFinite(_:)``,
  ///   ``LayoutError/tooManyPriorities(_:)``, ``LayoutError/problemTooLarge(_:)``,
  ///   ``LayoutError/unsatisfiable(constraint:conflicting:)``. On error nothing changes.
  public func add(_ constraint: Constraint) throws(LayoutError) {
    try append(CollectionOfOne(constraint))
  }

  /// Adds several constraints atomically, checking the required ones together once.
  ///
  /// The result, and the error on failure, are those of adding the constraints one by one in
  /// order (a failing constraint's conflicting set may name earlier members of the batch), but
  /// nothing is added when any of them fails. A batch with many required constraints is
  /// checked by solving the whole problem (the next read then costs nothing); a small one by
  /// the witness point, as single adds are.
  ///
  /// - Complexity: O(total terms) plus at most one simplex over the whole problem; a failure
  ///   adds a binary search for the first failing constraint.
  /// - Throws: the errors of adding one constraint, for the first constraint that fails.
  public func add(_ batch: [Constraint]) throws(LayoutError) {
    try append(batch)
  }

  /// Appends `batch` tentatively, checks it, and rolls it back on any error.
  func append<Batch: Collection<Constraint>>(_ batch: Batch) throws(LayoutError) {
    let mark = problem.mark
    var invalid: LayoutError?
    for constraint in batch {
      guard problem.positions[constraint.id] == nil else {
        invalid = .duplicateConstraint(constraint)
        break
      }
      do {
        try NumericRange.validate(constraint)
      } catch {
        invalid = error
        break
      }
      if problem.levelCount >= PriorityLevels.maximumInSolver,
        problem.needsNewLevel(constraint.priority)
      {
        invalid = .tooManyPriorities(constraint.priority)
        break
      }
      problem.append(constraint)
    }
    // One by one, the constraints before an invalid one would go in first, and one of them
    // may fail first: they are checked as a batch of their own before the invalid one is
    // reported.
    let added = mark.rows..<problem.count
    var solved = false
    do throws(LayoutError) {
      try checkSize()
      solved = try checkRequired(added)
      if let invalid { throw invalid }
    } catch {
      problem.rollback(to: mark)
      // A solve done as the check saw the rows just taken back.
      if solved {
        retire()
        invalidate()
      }
      throw error
    }
    if !solved && !added.isEmpty { invalidate() }
    counters.mutations += added.count
  }

  /// Removes a constraint; the next read re-solves as if it had never been added.
  ///
  /// - Complexity: O(constraints + terms).
  /// - Throws: ``LayoutError/unknownConstraint(_:)``.
  public func remove(_ constraint: Constraint) throws(LayoutError) {
    guard let position = problem.positions[constraint.id] else {
      throw .unknownConstraint(constraint)
    }
    problem.remove(row: position)
    pendingConstants = [:]
    counters.mutations += 1
    invalidate()
  }

  /// Marks the problem changed so the next read rebuilds the tableau.
  func invalidate() {
    needsRebuild = true
    isSolved = false
  }

  /// Throws when the dense tableau of the current rows would exceed ``maximumCells``.
  ///
  /// The tableau holds the rows phase zero leaves (rows minus the rank of their variable part)
  /// plus the priority levels and one objective row, over the private columns and the
  /// right-hand side (see `csolver_tableau_cells`). The rows left are bounded from above by
  /// ``DenseProblem/deficiencyBound``; only when that bound does not fit is the exact count
  /// taken from the kernel, by running phase zero alone, and kept as the new bound.
  ///
  /// - Complexity: O(1), plus phase zero's sparse elimination when the upper bound does not
  ///   fit (only near ``maximumCells``).
  func checkSize() throws(LayoutError) {
    let rows = problem.count
    func cells(definitions: Int) -> Int {
      DenseKernel.tableauCells(
        rows: rows, definitions: definitions, privateColumns: problem.privateColumns,
        levels: problem.levelCount)
    }
    guard cells(definitions: rows - problem.deficiencyBound) > maximumCells else { return }
    // Phase zero eliminates at most one row per variable: when even that does not fit, no
    // measurement is needed.
    let most = min(rows, problem.usedCount)
    let least = cells(definitions: most)
    guard least <= maximumCells else {
      throw tooLarge(cells: least, definitions: most, exact: false)
    }
    let measured = try makeSolveKernel().kernel.measure()
    problem.deficiencyBound = rows - measured.definitions
    guard measured.cells > maximumCells else { return }
    throw tooLarge(cells: measured.cells, definitions: measured.definitions, exact: true)
  }

  /// The ``LayoutError/problemTooLarge(_:)`` of a tableau of `cells` cells after phase zero
  /// eliminated `definitions` variables (`exact`), or at least that many (otherwise).
  private func tooLarge(cells: Int, definitions: Int, exact: Bool) -> LayoutError {
    let rows = problem.count
    return .problemTooLarge(
      "the dense tableau for \(rows) constraints over \(problem.usedCount) variables needs "
        + "\(exact ? "" : "at least ")(\(rows) rows - \(definitions) eliminated + "
        + "\(problem.levelCount) priority levels + 1) x (\(problem.privateColumns) slack and "
        + "error columns + 1) = \(cells) cells, more than this solver's bound of \(maximumCells)")
  }
}
