import LayoutCore

extension DenseSimplexSolver {
  /// Gives constraints new constants, as removing and adding each again would: a
  /// non-required row keeps its place and its new constant is patched into the solved
  /// tableau, so the next read is a warm dual-simplex start, as after a suggestion. Required
  /// constraints, whose constant can conflict, are removed and added again
  /// (``LayoutSolver/replaceConstants(_:)``).
  ///
  /// - Complexity: O(1) per non-required constraint now; the next read patches each into the
  ///   right-hand side (O(rows)) and performs the dual pivots needed.
  /// - Throws: ``LayoutError/unknownConstraint(_:)``, ``LayoutError/nonFinite(_:)``,
  ///   ``LayoutError/unsatisfiable(constraint:conflicting:)``. On error the solver is
  ///   unchanged.
  public func updateConstants(_ updates: [(constraint: Constraint, constant: Double)])
    throws(LayoutError)
  {
    let editIDs = Set(edits.values.map(\.constraint.id))
    for (constraint, constant) in updates {
      guard let row = problem.positions[constraint.id], !editIDs.contains(constraint.id) else {
        throw .unknownConstraint(constraint)
      }
      try NumericRange.validate(problem.constraints[row].withConstant(constant))
    }
    var replaced: [(constraint: Constraint, constant: Double)] = []
    var patched: [(constraint: Constraint, constant: Double)] = []
    for (constraint, constant) in updates {
      let row = problem.positions[constraint.id]!
      guard !problem.isRequired(row) else {
        replaced.append((constraint, constant))
        continue
      }
      patched.append((constraint, problem.constants[row]))
      setConstant(constant, row: row)
    }
    do {
      try replaceConstants(replaced)
    } catch {
      for (constraint, constant) in patched.reversed() {
        setConstant(constant, row: problem.positions[constraint.id]!)
      }
      throw error
    }
  }

  /// Gives non-required row `row` the constant `constant`, patched into the kernel at the
  /// next read when it holds a solved tableau.
  private func setConstant(_ constant: Double, row: Int) {
    counters.mutations += 1
    problem.constraints[row] = problem.constraints[row].withConstant(constant)
    guard problem.constants[row] != constant else { return }
    problem.constants[row] = constant
    if !needsRebuild, kernel != nil { pendingConstants[row] = constant }
    isSolved = false
  }
}
