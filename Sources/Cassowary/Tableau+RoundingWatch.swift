extension Tableau {
  /// Remembers that `symbol` was passed over because a reduced cost that would have let it
  /// enter was judged rounding (``isRowRounding(_:of:objectiveRow:)``).
  ///
  /// That judgement weighs the cost against the largest coefficients of the rows it was
  /// summed from, and a later pivot can shrink those rows without touching the cost: a residue
  /// of -1.46e-8 left by a row whose largest coefficient was 112 stayed in the objective after
  /// a pivot cut that row down to 5.6, where it no longer counted as rounding, and since the
  /// cost itself had not changed the symbol was never looked at again (solver fuzz input
  /// `cassowary-rounding-verdict-changes-without-cost.bin`). Pending marks follow costs, so
  /// judgements that rows can overturn are followed here.
  @inline(__always)
  mutating func watchRounding(_ symbol: Symbol) {
    if !isRoundingWatched[symbol] {
      isRoundingWatched[symbol] = true
      roundingWatch.append(symbol)
    }
  }

  /// Judges the watched symbols again against the rows as they stand, before an optimum is
  /// accepted. A symbol whose passed-over cost now counts is marked pending (so the simplex
  /// looks at it); one still carrying a cost judged rounding stays watched, and the rest are
  /// dropped. Returns whether any symbol was marked.
  ///
  /// The list holds only symbols with costs below ``suspectCostLimit`` that were judged
  /// rounding, which layout problems rarely have, so this costs next to nothing per optimum.
  mutating func recheckRoundingWatch() -> Bool {
    guard !roundingWatch.isEmpty else { return false }
    let count = objectiveRowCount
    var kept = 0
    var marked = false
    for i in roundingWatch.indices {
      let symbol = roundingWatch[i]
      var passedOver = false
      if basicSlot[symbol] < 0,
        let (_, c) = leadingCost(symbol, from: 0, levelCount: count, passedOver: &passedOver),
        c < -epsilon || (symbolKinds[symbol] == .external && c > epsilon)
      {
        notePending(symbol)
        marked = true
      }
      if passedOver {
        roundingWatch[kept] = symbol
        kept += 1
      } else {
        isRoundingWatched[symbol] = false
      }
    }
    roundingWatch.removeLast(roundingWatch.count - kept)
    return marked
  }
}
