import LayoutCore

extension Tableau {
  // MARK: Objective levels

  /// The index of the level for a priority, if it exists.
  func levelIndex(_ priority: Priority) -> Int? {
    let index = levelInsertionIndex(priority.value)
    return index < levels.count && levels[index].priority == priority.value ? index : nil
  }

  /// The first level whose priority is not above `priority` (levels are in descending
  /// order), by binary search: a layout may hold thousands of levels.
  func levelInsertionIndex(_ priority: Double) -> Int {
    var low = 0
    var high = levels.count
    while low < high {
      let middle = (low + high) / 2
      if levels[middle].priority > priority { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The index of the level for a priority, making it (in descending order, with
  /// `rowScale`, the scale of the row that needs it, as its ``ObjectiveLevel/unit``) if
  /// needed, and counts one more user.
  mutating func acquireLevel(_ priority: Priority, rowScale: Double) -> Int {
    if let index = levelIndex(priority) {
      levels[index].users += 1
      return index
    }
    let index = levelInsertionIndex(priority.value)
    levels.insert(
      ObjectiveLevel(
        priority: priority.value, row: ObjectiveCosts(), users: 1,
        unit: rowScale),
      at: index)
    return index
  }

  /// Counts one user less for a constraint's level and drops the level when it is unused.
  mutating func releaseLevel(of constraint: Constraint) {
    guard !constraint.priority.isRequired, let index = levelIndex(constraint.priority) else {
      return
    }
    levels[index].users -= 1
    if levels[index].users == 0 { levels.remove(at: index) }
  }

  // MARK: Pivoting

  /// Replaces `symbol` by `row` in every row and objective that mentions it, and records rows
  /// of restricted symbols that became infeasible.
  mutating func substitute(_ symbol: Symbol, with row: Row) {
    // The symbol's list as it stands, stale slots and repeats included: a row that no longer
    // holds the symbol fails the substitution's own lookup, so filtering the list first
    // (``liveSlots(of:)``) would search each row twice. The list goes, as the symbol leaves
    // every row.
    let slots = columns[symbol]
    pivotWork &+= slots.count &* row.entries.count
    columns[symbol] = []
    compactedLength[symbol] = 0
    staleEntries[symbol] = 0
    // Moved out of the tableau and back: a fresh array here was an allocation per pivot.
    var added = enteredSymbols
    enteredSymbols = []
    var cancelled = cancelledSymbols
    cancelledSymbols = []
    defer {
      enteredSymbols = added
      cancelledSymbols = cancelled
    }
    for slot in slots where slotBasic[slot] != noSymbol {
      added.removeAll(keepingCapacity: true)
      cancelled.removeAll(keepingCapacity: true)
      let held = rows[slot].substitute(symbol, with: row, scratch: &scratch) { changed, delta in
        if delta > 0 {
          added.append(changed)
        } else if changed != symbol {
          cancelled.append(changed)
        }
      }
      guard held else { continue }
      noteEntries(added, slot: slot)
      if !cancelled.isEmpty { compactStaleColumns(cancelled) }
      let basic = slotBasic[slot]
      if symbolKinds[basic] != .external && rows[slot].constant < -epsilon {
        infeasible.append(basic)
      }
    }
    var touched = false
    // Read first: a level without a cost on the symbol is left alone, and a mutating access
    // would pay a uniqueness check per level, thousands of levels per pivot when as many
    // distinct priorities compete.
    for index in levels.indices where levels[index].row.coefficient(of: symbol) != 0 {
      touched = levels[index].row.substitute(symbol, with: row) || touched
    }
    if artificial != nil {
      touched = artificial!.substitute(symbol, with: row) { _, _ in } || touched
    }
    if touched { notePending(row) }
  }

  /// Makes `entering` basic in the row at `slot`, whose basic symbol leaves.
  mutating func pivot(entering: Symbol, slot: Int) {
    let leaving = slotBasic[slot]
    var row = takeRow(at: slot)
    row.solve(for: leaving, replacing: entering)
    substitute(entering, with: row)
    insertRow(row, basic: entering)
    counters.pivots += 1
  }

  // MARK: Primal simplex

  /// Drives the objective (the artificial one first, when present, then each level from the
  /// highest priority down) to its lexicographic minimum.
  ///
  /// Entering symbols are chosen by the most negative reduced cost at the highest level that
  /// has one (Dantzig); after a run of degenerate pivots the choice falls back to the lowest
  /// symbol (Bland's rule), which cannot cycle. Once enough pivots have passed
  /// (``objectiveRefreshIsDue``), an apparent optimum is checked against reduced costs
  /// recomputed from the rows (``refreshObjective()``) before it is accepted, and so are the
  /// symbols passed over for costs judged rounding (``recheckRoundingWatch()``).
  ///
  /// - Throws: ``LayoutError/internalError(_:)`` if the objective is unbounded or the iteration
  ///   limit is reached (both mean a bug, since every objective is bounded below by zero).
  mutating func optimize() throws(LayoutError) {
    var degenerateRun = 0
    var recentPivots: [(Symbol, Symbol)] = []
    let limit = 50 * (rows.count + symbolKinds.count) + 10_000
    var iterations = 0
    while true {
      let bland = degenerateRun > 50
      let (entering, direction) = enteringSymbol(bland: bland)
      if entering == noSymbol && artificial == nil && objectiveRefreshIsDue {
        refreshObjective()
        continue
      }
      if entering == noSymbol {
        if recheckRoundingWatch() { continue }
        // Phase one carries the levels along, and a suspect cost seen among them must
        // survive its end, or phase two's optimum is accepted unchecked: a build whose phase
        // one saw one left a cost of 4.4e-6 at priority 1 where the rows make it 0, and it
        // kept out a symbol whose cost at the weak level was -1,687 (total 12,212 against 0;
        // large bulk scenario 24817921).
        if artificial == nil { hasSuspectCost = false }
        if artificial == nil && residualCheckIsDue { checkResidual() }
        let pivots = counters.pivots
        restoreFeasibility()
        guard counters.pivots != pivots else { return }
        // The dual ratio test passes over coefficients that are rounding, so a repair can
        // leave a cost negative (solver fuzz finding
        // `cassowary-dual-repair-leaves-negative-cost.bin`: -2.7e-8 at the strong level, whose
        // pivot was worth 200 units at priority 999.5); the costs it changed are pending.
        _ = recheckRoundingWatch()
        iterations += 1
        if iterations > limit {
          throw .internalError("simplex did not converge in \(limit) pivots")
        }
        continue
      }
      guard
        let (slot, ratio) = leavingSlot(for: entering, direction: direction, bland: bland)
          ?? leavingSlot(for: entering, direction: direction, bland: bland, byColumn: true)
      else {
        // Every objective is bounded below by zero, so a column that no row bounds holds
        // only rounding, and so does its reduced cost.
        dropLeadingCost(of: entering)
        continue
      }
      let leaving = slotBasic[slot]
      if recentPivots.contains(where: { $0 == (entering, leaving) }),
        let (_, cost) = leadingCost(entering, from: 0, levelCount: objectiveRowCount),
        abs(cost) < suspectCostLimit
      {
        // In exact arithmetic every pivot lowers the objective, so the basis never comes
        // back; this pivot was made a few steps ago and undone since, over costs on either
        // side of the tolerance (solver fuzz finding `cassowary-phase-one-rounding-cycle.bin`:
        // -1.5e-8 on the artificial objective, whose reverse pivot cost 7e-10 there, counted
        // as zero, and gained 84 at the first priority level), so its small cost is rounding.
        // Phase one stops: its artificial objective is as low as the rounding lets it go, and
        // whether that is zero decides the constraint; dropping the cost from it could call a
        // conflicting constraint feasible. Phase two drops the cost and goes on.
        if artificial != nil { return }
        dropLeadingCost(of: entering)
        continue
      }
      if recentPivots.count == recentPivotMemory { recentPivots.removeFirst() }
      recentPivots.append((entering, leaving))
      degenerateRun = ratio == 0 ? degenerateRun + 1 : 0
      pivot(entering: entering, slot: slot)
      iterations += 1
      if iterations > limit { throw .internalError("simplex did not converge in \(limit) pivots") }
    }
  }

  /// The reduced cost of `symbol` in objective row `index`, counting from the highest: the
  /// artificial objective (if any), then each priority level.
  @inline(__always)
  func cost(_ index: Int, _ symbol: Symbol) -> Double {
    if artificial != nil {
      return index == 0
        ? artificial!.coefficient(of: symbol) : levels[index - 1].row.coefficient(of: symbol)
    }
    return levels[index].row.coefficient(of: symbol)
  }

  /// The non-zero reduced costs of objective row `index`, in symbol order.
  func objectiveEntries(_ index: Int) -> [RowEntry] {
    if artificial != nil {
      return index == 0 ? artificial!.entries : levels[index - 1].row.entries
    }
    return levels[index].row.entries
  }

  var objectiveRowCount: Int { levels.count + (artificial == nil ? 0 : 1) }

  /// A symbol whose reduced cost is lexicographically negative, or `noSymbol`, looking only at
  /// the symbols whose cost changed since they were last seen non-negative.
  ///
  /// A restricted symbol can only increase, so it qualifies with a negative cost; an external
  /// (unrestricted) symbol that is not basic qualifies with a cost of either sign and moves
  /// against it. Dantzig's rule picks the largest improvement rate at the highest level that
  /// has one; Bland's rule the lowest such symbol. Ties go to the lowest symbol. Returns the
  /// symbol and its direction (+1 or -1).
  mutating func enteringSymbol(bland: Bool) -> (Symbol, Double) {
    var best = noSymbol
    var bestLevel = Int.max
    var bestCost = 0.0
    var bestDirection = 1.0
    var kept = 0
    let count = objectiveRowCount
    for i in pendingCosts.indices {
      let symbol = pendingCosts[i]
      let kind = symbolKinds[symbol]
      guard kind != .dummy, basicSlot[symbol] < 0,
        let (level, leading) = leadingCost(symbol, levelCount: count)
      else {
        isPending[symbol] = false
        continue
      }
      guard leading < -epsilon || (kind == .external && leading > epsilon) else {
        // Barely above the tolerance: possibly rounding that hides a real cost below it.
        if leading < suspectCostLimit { hasSuspectCost = true }
        isPending[symbol] = false
        continue
      }
      pendingCosts[kept] = symbol
      kept += 1
      let cost = -abs(leading)
      let better: Bool
      if best == noSymbol {
        better = true
      } else if bland {
        better = symbol < best
      } else {
        better =
          level < bestLevel
          || (level == bestLevel && (cost < bestCost || (cost == bestCost && symbol < best)))
      }
      if better {
        best = symbol
        bestLevel = level
        bestCost = cost
        bestDirection = leading < 0 ? 1 : -1
      }
    }
    pendingCosts.removeLast(pendingCosts.count - kept)
    return (best, bestDirection)
  }

  /// The first objective row (highest first) where `symbol` has a non-zero reduced cost, and
  /// that cost. A cost below ``suspectCostLimit`` counts as zero when it is within the
  /// rounding of the rows it was summed from (``isRowRounding(_:of:objectiveRow:)``).
  ///
  /// Mutating, though it changes nothing, as is the out-of-line call for a small cost: a
  /// non-mutating call from the simplex loop (which mutates) made it copy the whole tableau
  /// value on every entry, 1% of a build.
  @inline(__always)
  mutating func leadingCost(_ symbol: Symbol, levelCount: Int) -> (Int, Double)? {
    for index in 0..<levelCount {
      let c = cost(index, symbol)
      if nearZero(c) { continue }
      if abs(c) < suspectCostLimit { return smallLeadingCost(symbol, from: index, levelCount) }
      return (index, c)
    }
    return nil
  }

  /// ``leadingCost(_:from:levelCount:)``, watching the symbol when a cost that would have let
  /// it enter was passed over as rounding (``watchRounding(_:)``).
  @inline(never)
  private mutating func smallLeadingCost(_ symbol: Symbol, from start: Int, _ levelCount: Int)
    -> (Int, Double)?
  {
    var passedOver = false
    let leading = leadingCost(
      symbol, from: start, levelCount: levelCount, passedOver: &passedOver)
    if passedOver { watchRounding(symbol) }
    return leading
  }

  /// ``leadingCost(_:levelCount:)`` from objective row `start`, measuring every small cost.
  func leadingCost(_ symbol: Symbol, from start: Int, levelCount: Int) -> (Int, Double)? {
    var passedOver = false
    return leadingCost(symbol, from: start, levelCount: levelCount, passedOver: &passedOver)
  }

  /// ``leadingCost(_:from:levelCount:)``, setting `passedOver` when a cost that would let the
  /// symbol enter (negative, or either sign for an external) was counted as rounding.
  func leadingCost(
    _ symbol: Symbol, from start: Int, levelCount: Int, passedOver: inout Bool
  ) -> (Int, Double)? {
    for index in start..<levelCount {
      let c = cost(index, symbol)
      if nearZero(c) { continue }
      if abs(c) < suspectCostLimit && isRowRounding(c, of: symbol, objectiveRow: index) {
        if c < 0 || symbolKinds[symbol] == .external { passedOver = true }
        continue
      }
      return (index, c)
    }
    return nil
  }

  /// Whether some symbol has a lexicographically negative reduced cost, by a full scan of the
  /// objective (for invariant checks).
  func hasNegativeReducedCost() -> Bool {
    let count = objectiveRowCount
    for index in 0..<count {
      for entry in objectiveEntries(index) where basicSlot[entry.symbol] < 0 {
        let kind = symbolKinds[entry.symbol]
        guard kind != .dummy,
          let (level, leading) = leadingCost(entry.symbol, from: 0, levelCount: count),
          level == index
        else { continue }
        if leading < -epsilon || (kind == .external && leading > epsilon) { return true }
      }
    }
    return false
  }

  /// The row that leaves when `entering` enters, moving in `direction` (+1 up, -1 down): the
  /// minimum ratio among restricted rows whose basic symbol the move decreases. Ties (most
  /// often degenerate rows, ratio 0) go to the largest coefficient, since dividing by a small
  /// one amplifies the rounding already in the tableau, then to the lowest basic symbol; with
  /// `bland`, straight to the lowest basic symbol, which cannot cycle.
  ///
  /// A coefficient that ``Row/isPivot(_:)`` rejects is rounding left in the tableau, and is
  /// passed over: pivoting on it would multiply that rounding by its inverse into every row
  /// the pivot touches.
  ///
  /// With `byColumn`, the fallback when no row passes that screen (the entering symbol's cost
  /// is otherwise dropped as rounding), a coefficient passes when it is at least
  /// ``pivotTolerance`` of the largest in its column and at least `100 * epsilon`. Where
  /// variables differ in scale (`3e8 * x` next to `0.2 * y`), a row holds real coefficients
  /// far below its largest; rounding is small against the column it arose in (it is what is
  /// left of adding multiples of the column's other entries) and, in rows of the user's
  /// magnitudes (``rowScale(of:)``), small in itself.
  func leavingSlot(
    for entering: Symbol, direction: Double, bland: Bool = false, byColumn: Bool = false
  ) -> (Int, Double)? {
    var best: (slot: Int, ratio: Double, magnitude: Double, basic: Symbol)?
    var smallest = 0.0
    if byColumn {
      var largest = 0.0
      for slot in columns[entering] where slotBasic[slot] != noSymbol {
        largest = max(largest, abs(rows[slot].coefficient(of: entering)))
      }
      smallest = max(pivotTolerance * largest, 100 * epsilon)
    }
    // Raw column list: a stale or repeated slot is harmless here, since a stale row has no
    // coefficient for the symbol and a repeated one gives the same ratio.
    for slot in columns[entering] {
      let basic = slotBasic[slot]
      if basic == noSymbol || symbolKinds[basic] == .external { continue }
      let c = rows[slot].coefficient(of: entering) * direction
      guard c < 0, byColumn ? -c >= smallest : rows[slot].isPivot(c) else { continue }
      let r = max(0, -rows[slot].constant / c)
      let magnitude = bland ? 0 : -c
      if best == nil || r < best!.ratio
        || (r == best!.ratio
          && (magnitude > best!.magnitude
            || (magnitude == best!.magnitude && basic < best!.basic)))
      {
        best = (slot, r, magnitude, basic)
      }
    }
    return best.map { ($0.slot, $0.ratio) }
  }

  /// Repairs, with the dual simplex, the rows that a primal step left slightly negative: the
  /// ratio test passes over coefficients that are rounding (see `leavingSlot`), and their rows
  /// move by that rounding times the step. The dual simplex keeps the optimum it is given.
  /// A row it cannot repair holds only rounding (no coefficient that can raise it is a
  /// pivot); such a row within 1e-6 of zero is set to zero.
  mutating func restoreFeasibility() {
    guard artificial == nil, !infeasible.isEmpty else { return }
    do {
      try dualOptimize()
    } catch {
      infeasible.removeAll()
      for slot in rows.indices where slotBasic[slot] != noSymbol {
        let constant = rows[slot].constant
        if symbolKinds[slotBasic[slot]].isRestricted && constant < 0 && constant > -1e-6 {
          rows[slot].constant = 0
        }
      }
    }
  }

  /// Zeroes the reduced cost of `symbol` in the objective row that leads its choice (the
  /// highest with a non-zero cost), for a cost that is only rounding. The rows below keep
  /// theirs: those are real costs, and with the rounding gone one of them decides whether the
  /// symbol may enter.
  mutating func dropLeadingCost(of symbol: Symbol) {
    guard let (index, _) = leadingCost(symbol, levelCount: objectiveRowCount) else { return }
    if artificial != nil {
      if index == 0 {
        artificial!.remove(symbol)
      } else {
        levels[index - 1].row.remove(symbol)
      }
    } else {
      levels[index].row.remove(symbol)
    }
  }
}

/// How many of its latest pivots ``Tableau/optimize()`` remembers to tell a cycle over
/// rounding-sized costs.
let recentPivotMemory = 8
