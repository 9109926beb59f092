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
    edits[variable.id] = EditRecord(constraint: constraint, suggested: 0)
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
    guard value.isFinite else { throw .nonFinite("suggested value for \(variable)") }
    guard var edit = edits[variable.id] else { throw .unknownEditVariable(variable) }
    guard let record = records[edit.constraint.id] else {
      throw .internalError("edit variable \(variable) lost its constraint")
    }
    let delta = value - edit.suggested
    edit.suggested = value
    edits[variable.id] = edit
    counters.mutations += 1
    if delta == 0 { return }
    let plus = record.marker
    let minus = record.other
    if basicSlot[plus] >= 0 {
      let slot = basicSlot[plus]
      rows[slot].constant -= delta
      if rows[slot].constant < -epsilon { infeasible.append(plus) }
    } else if basicSlot[minus] >= 0 {
      let slot = basicSlot[minus]
      rows[slot].constant += delta
      if rows[slot].constant < -epsilon { infeasible.append(minus) }
    } else {
      for slot in liveSlots(of: plus) {
        let c = rows[slot].coefficient(of: plus)
        rows[slot].constant += delta * c
        let basic = slotBasic[slot]
        if symbolKinds[basic] != .external && rows[slot].constant < -epsilon {
          infeasible.append(basic)
        }
      }
    }
    try dualOptimize()
  }
}
