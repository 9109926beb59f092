import LayoutCore

extension Tableau {
  /// Makes `variable` an edit variable: a `variable == suggestion` constraint at `priority`,
  /// whose suggestion starts at 0 (as in kiwi).
  ///
  /// - Throws: ``LayoutError/duplicateEditVariable(_:)``, ``LayoutError/requiredEditVariable(_:)``.
  mutating func addEditVariable(_ variable: Variable, priority: Priority) throws(LayoutError) {
    guard edits[variable.id] == nil else { throw .duplicateEditVariable(variable) }
    guard !priority.isRequired else { throw .requiredEditVariable(variable) }
    let constraint = Constraint(Expression(variable), .equal, priority: priority)
    try add(constraint)
    var record = records[constraint.id]!
    record.isEdit = true
    records[constraint.id] = record
    edits[variable.id] = EditRecord(
      constraint: constraint, suggested: 0, plus: record.marker, minus: record.other,
      scale: record.scale)
  }

  /// Stops editing `variable` and removes its suggestion constraint.
  ///
  /// - Throws: ``LayoutError/unknownEditVariable(_:)``.
  mutating func removeEditVariable(_ variable: Variable) throws(LayoutError) {
    guard let edit = edits.removeValue(forKey: variable.id) else {
      throw .unknownEditVariable(variable)
    }
    try remove(edit.constraint)
  }

  func hasEditVariable(_ variable: Variable) -> Bool {
    edits[variable.id] != nil
  }

  /// Suggests a value for an edit variable and restores optimality with the dual simplex.
  ///
  /// Only the rows that hold the edit's error symbols change constant; when one of those
  /// symbols is basic, only its own row does.
  ///
  /// - Complexity: O(rows holding the edit's error symbols) plus the dual pivots needed.
  /// - Throws: ``LayoutError/unknownEditVariable(_:)``, ``LayoutError/nonFinite(_:)``.
  mutating func suggestValue(_ value: Double, for variable: Variable) throws(LayoutError) {
    try NumericRange.validate(suggestion: value, for: variable)
    // In place through the index: copying the record out and back retains its constraint
    // and hashes the id twice, a fifth of a small form's suggestion.
    guard let index = edits.index(forKey: variable.id) else {
      throw .unknownEditVariable(variable)
    }
    let edit = edits.values[index]
    let change = value - edit.suggested
    edits.values[index].suggested = value
    counters.mutations += 1
    if change == 0 { return }
    // The row holds the suggestion times its scale.
    shiftRows(plus: edit.plus, minus: edit.minus, by: change * edit.scale)
    try dualOptimize()
    // The dual ratio test passes over coefficients that are rounding (see
    // `dualEnteringSymbol`); a symbol skipped that way can be left with a slightly negative
    // reduced cost. Only symbols whose costs the pivots changed are looked at.
    try optimize()
  }
}
