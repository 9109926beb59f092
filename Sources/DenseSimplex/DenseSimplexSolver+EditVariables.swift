import LayoutCore

extension DenseSimplexSolver {
  /// Makes `variable` an edit variable: a `variable == suggestion` constraint at `priority`
  /// whose suggestion starts at 0, as in kiwi and the Cassowary backend.
  ///
  /// - Complexity: as adding a non-required constraint, O(1).
  /// - Throws: ``LayoutError/duplicateEditVariable(_:)``,
  ///   ``LayoutError/requiredEditVariable(_:)``, ``LayoutError/problemTooLarge(_:)``.
  public func addEditVariable(_ variable: Variable, priority: Priority) throws(LayoutError) {
    guard edits[variable.id] == nil else { throw .duplicateEditVariable(variable) }
    guard !priority.isRequired else { throw .requiredEditVariable(variable) }
    let constraint = Constraint(Expression(variable), .equal, priority: priority)
    try add(constraint)
    edits[variable.id] = EditState(constraint: constraint, suggested: 0)
  }

  /// Stops editing `variable` and removes its suggestion constraint.
  ///
  /// - Complexity: O(constraints).
  /// - Throws: ``LayoutError/unknownEditVariable(_:)``.
  public func removeEditVariable(_ variable: Variable) throws(LayoutError) {
    guard let edit = edits.removeValue(forKey: variable.id) else {
      throw .unknownEditVariable(variable)
    }
    try remove(edit.constraint)
  }

  /// Whether `variable` is an edit variable.
  ///
  /// - Complexity: O(1) expected.
  public func hasEditVariable(_ variable: Variable) -> Bool {
    edits[variable.id] != nil
  }

  /// Suggests a value for an edit variable. The next read re-solves from the previous optimal
  /// basis with the lexicographic dual simplex, since only one constant changed.
  ///
  /// - Complexity: O(1) now; the next read patches one tableau column into the right-hand
  ///   side (O(rows)) and performs the dual pivots needed, O(tableau cells) each.
  /// - Throws: ``LayoutError/unknownEditVariable(_:)``, ``LayoutError/nonFinite(_:)``.
  public func suggestValue(_ value: Double, for variable: Variable) throws(LayoutError) {
    try NumericRange.validate(suggestion: value, for: variable)
    guard var edit = edits[variable.id] else { throw .unknownEditVariable(variable) }
    counters.mutations += 1
    guard edit.suggested != value else { return }
    edit.suggested = value
    edits[variable.id] = edit
    let constant = edit.constraint.expression.constant - value
    if !needsRebuild, kernel != nil, let row = problem.positions[edit.constraint.id] {
      pendingConstants[row] = constant
    }
    isSolved = false
  }
}
