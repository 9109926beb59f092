import LayoutCore

extension Tableau {
  /// Moves a non-required row's right-hand side: the constraint's `plus` symbol (an edit's
  /// positive error, an inequality's slack) is replaced by itself minus `delta`, which is what
  /// changing the constraint's constant does. Rows pushed below zero are queued in
  /// ``infeasible`` for the dual simplex; the caller re-optimises.
  ///
  /// Only the rows that hold the symbols change constant; when `plus` or `minus` is basic,
  /// only its own row does (while both are parameters their columns stay opposite, so the
  /// column of `plus` says everything).
  ///
  /// - Complexity: O(rows holding `plus`).
  mutating func shiftRows(plus: Symbol, minus: Symbol, by delta: Double) {
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
  }

  /// Gives the non-required constraint `id` (its expression as the tableau holds it) the
  /// constant `constant` by shifting its row (``shiftRows(plus:minus:by:)``), without
  /// re-optimising. Returns false, changing nothing, when the row cannot be shifted: a
  /// required constraint (its new constant can conflict), an edit's row, a row counted for
  /// several identical constraints, or one whose ``rowScale(of:)`` the new constant changes.
  mutating func shiftConstant(ofConstraint id: Int, to constant: Double) -> Bool {
    guard let record = records[id], !record.constraint.priority.isRequired, !record.isEdit,
      record.copies == 1, record.other != noSymbol
    else { return false }
    let updated = record.constraint.withConstant(constant)
    guard rowScale(of: updated.expression) == record.scale else { return false }
    let change = (constant - record.constraint.expression.constant) * record.scale
    counters.mutations += 1
    records[id]!.constraint = updated
    if change == 0 { return true }
    // The row reads `expression + sign * plus + ... = 0` with `sign` the marker's coefficient
    // in ``makeRow(for:record:constantScale:)``: +1 for a slack of `<=`, -1 for a slack of
    // `>=` and for an equality's positive error. A constant larger by `change` is the same row
    // with `plus` smaller by `change / sign` (an edit's suggestion enters with the opposite
    // sign, as `-suggestion`).
    let sign: Double = record.constraint.relation == .lessThanOrEqual ? 1 : -1
    shiftRows(plus: record.marker, minus: record.other, by: change / sign)
    return true
  }
}
