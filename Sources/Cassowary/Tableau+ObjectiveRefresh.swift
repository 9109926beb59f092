extension Tableau {
  /// Whether enough pivots have passed since the objective was last recomputed
  /// (``refreshObjective()``): as many as there are rows, and at least 100, so that the
  /// recomputation, which costs about as much as touching every row once, is paid for by the
  /// pivots that made its rounding.
  var objectiveRefreshIsDue: Bool {
    let since = counters.pivots - pivotsAtRefresh
    // Sooner when a cost that decided against a symbol was within a few times the tolerance
    // (``hasSuspectCost``): 1.4e-8 at priority 750 that was only rounding kept a symbol out
    // whose real cost at priority 1 was negative (large bulk scenario 20290104: 2119.6
    // instead of 295.5 after an edit variable was removed).
    return since >= max(100, rows.count) || (hasSuspectCost && since >= max(16, rows.count / 16))
  }

  /// Recomputes every level's reduced costs and total from the rows as they stand: each
  /// error symbol at its record's weight, through its row when it is basic.
  ///
  /// Pivots update the objective by substitution, and every level's row takes part in
  /// nearly every pivot, so its rounding grows faster than any one row's; recomputed, it
  /// carries only the rounding of the rows it is made of. A reduced cost that is only rounding
  /// yet past the tolerance can make a symbol enter for nothing, or, positive at a higher
  /// level, hide a real improvement at a lower one; either way the result is optimal for a
  /// slightly different objective, not the user's (large bulk scenario 20282446: 88.8 instead
  /// of 71.7 at priority 999 after four removals).
  ///
  /// Error symbols are visited in symbol order, so the sums come out the same on every run.
  mutating func refreshObjective() {
    pivotsAtRefresh = counters.pivots
    let count = symbolKinds.count
    for index in levels.indices {
      levels[index].row = ObjectiveCosts()
    }
    for symbol in 0..<count {
      guard let record = errorRecord(of: symbol),
        let level = levelIndex(record.constraint.priority)
      else { continue }
      let weight = record.unitErrorCost
      let slot = basicSlot[symbol]
      if slot >= 0 {
        levels[level].row.add(rows[slot], times: weight)
      } else {
        levels[level].row.add(weight, symbol)
      }
    }
    for level in levels {
      for entry in level.row.entries { notePending(entry.symbol) }
    }
  }

  /// The record of the constraint whose error symbol `symbol` is, or nil when it is none's.
  func errorRecord(of symbol: Symbol) -> ConstraintRecord? {
    guard symbolKinds[symbol] == .error, let record = records[symbolOwners[symbol]],
      record.marker == symbol || record.other == symbol
    else { return nil }
    return record
  }
}
