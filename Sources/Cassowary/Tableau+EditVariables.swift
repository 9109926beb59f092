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
    let delta = change * edit.scale
    let plus = edit.plus
    let minus = edit.minus
    if basicSlot[plus] >= 0 {
      let slot = basicSlot[plus]
      rows[slot].constant -= delta
      if rows[slot].constant < -epsilon { infeasible.append(plus) }
    } else if basicSlot[minus] >= 0 {
      let slot = basicSlot[minus]
      rows[slot].constant += delta
      if rows[slot].constant < -epsilon { infeasible.append(minus) }
    } else {
      // One pass over the column list: drop stale and repeated slots, and update each live
      // row's constant with the coefficient found on the way.
      stamp += 1
      if slotStamps.count < rows.count {
        slotStamps.append(contentsOf: repeatElement(0, count: rows.count - slotStamps.count))
      }
      var list = columns[plus]
      columns[plus] = []
      // The walk runs over buffers taken out of the tableau (moved, not copied), so each row
      // update is a store rather than a uniqueness check on `rows`; a small form's suggestion
      // is mostly this loop.
      var stamps = slotStamps
      slotStamps = []
      var found = infeasible
      infeasible = []
      let current = stamp
      let basics = slotBasic
      let kinds = symbolKinds
      var kept = 0
      rows.withUnsafeMutableBufferPointer { rows in
        for i in list.indices {
          let slot = list[i]
          guard stamps[slot] != current else { continue }
          stamps[slot] = current
          let basic = basics[slot]
          guard basic != noSymbol else { continue }
          let p = rows[slot].position(of: plus)
          guard p.found else { continue }
          list[kept] = slot
          kept += 1
          rows[slot].constant += delta * rows[slot].entries[p.index].coefficient
          if kinds[basic] != .external && rows[slot].constant < -epsilon {
            found.append(basic)
          }
        }
      }
      slotStamps = stamps
      infeasible = found
      list.removeLast(list.count - kept)
      columns[plus] = list
      compactedLength[plus] = kept
      staleEntries[plus] = 0
    }
    try dualOptimize()
    // The dual ratio test passes over coefficients that are rounding (see
    // `dualEnteringSymbol`); a symbol skipped that way can be left with a slightly negative
    // reduced cost. Only symbols whose costs the pivots changed are looked at.
    try optimize()
  }
}
