import LayoutCore

extension Tableau {
  /// Restores feasibility after constants changed (suggested values), keeping optimality:
  /// each infeasible row leaves, and the entering symbol has the lexicographically smallest
  /// ratio of reduced cost to coefficient.
  ///
  /// - Throws: ``LayoutError/internalError(_:)`` when no symbol can enter, which only a bug can
  ///   cause, since suggestions are never required.
  ///
  /// Rows leave last in, first out, which is cheap and usually short. Degenerate ties
  /// (many symbols cost nothing on every level) can make that order cycle, so after as many
  /// pivots as there are rows and symbols it switches to Bland's rule: the lowest infeasible
  /// basic symbol leaves and ties on the ratio go to the lowest entering symbol, an order
  /// that cannot cycle.
  mutating func dualOptimize() throws(LayoutError) {
    var iterations = 0
    let blandAfter = rows.count + symbolKinds.count
    let limit = 50 * (rows.count + symbolKinds.count) + 10_000
    while !infeasible.isEmpty {
      let leaving: Symbol
      if iterations < blandAfter {
        leaving = infeasible.removeLast()
      } else {
        let lowest = infeasible.indices.min { infeasible[$0] < infeasible[$1] }!
        leaving = infeasible.remove(at: lowest)
      }
      let slot = basicSlot[leaving]
      guard slot >= 0, rows[slot].constant < -epsilon else { continue }
      let entering = dualEnteringSymbol(rows[slot], lowestOnTies: iterations >= blandAfter)
      guard entering != noSymbol else {
        throw .internalError("dual simplex found no entering symbol")
      }
      pivot(entering: entering, slot: slot)
      iterations += 1
      if iterations > limit {
        throw .internalError("dual simplex did not converge in \(limit) pivots")
      }
    }
  }

  /// The symbol that can raise `row`'s basic symbol (a positive coefficient, or any external)
  /// whose reduced-cost vector divided by the coefficient's magnitude is lexicographically
  /// smallest; ties go to the largest coefficient (a small pivot amplifies rounding; many
  /// symbols tie at zero cost), then the first in the row, or with `lowestOnTies` to the
  /// lowest symbol.
  func dualEnteringSymbol(_ row: Row, lowestOnTies: Bool = false) -> Symbol {
    var best = noSymbol
    var bestMagnitude = 0.0
    var bestRatios: [Double] = []
    var ratios: [Double] = []
    let count = objectiveRowCount
    ratios.reserveCapacity(count)
    // Rounding left in the row is no pivot (see `leavingSlot`).
    let smallest = pivotTolerance * row.largestMagnitude
    for entry in row.entries {
      let kind = symbolKinds[entry.symbol]
      // Restricted symbols can only rise, which helps when their coefficient is positive; an
      // external one can move either way.
      guard kind != .dummy, entry.coefficient > 0 || kind == .external,
        abs(entry.coefficient) >= smallest
      else { continue }
      // Per unit the basic symbol rises, the cost grows by d/c in either direction of move
      // (an external moving down, c < 0, changes the cost by -d per unit).
      ratios.removeAll(keepingCapacity: true)
      for index in 0..<count {
        ratios.append(cost(index, entry.symbol) / entry.coefficient)
      }
      let magnitude = abs(entry.coefficient)
      let better: Bool
      if best == noSymbol || lexicographicallyLess(ratios, bestRatios) {
        better = true
      } else if lexicographicallyLess(bestRatios, ratios) {
        better = false
      } else {
        better = lowestOnTies ? entry.symbol < best : magnitude > bestMagnitude
      }
      if better {
        best = entry.symbol
        bestMagnitude = magnitude
        swap(&bestRatios, &ratios)
      }
    }
    return best
  }
}

/// Whether `a` comes before `b`, comparing from the first element, treating differences
/// below the tolerance as equal.
func lexicographicallyLess(_ a: [Double], _ b: [Double]) -> Bool {
  for index in a.indices {
    let d = a[index] - b[index]
    if d < -epsilon { return true }
    if d > epsilon { return false }
  }
  return false
}
