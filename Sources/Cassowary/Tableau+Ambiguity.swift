import LayoutCore

extension Tableau {
  /// Variables whose value is not the same in every optimal solution.
  ///
  /// A non-basic, non-dummy symbol whose reduced cost is zero at every level can move without
  /// changing the objective; if some direction of that move keeps every restricted basic
  /// symbol non-negative, the symbol and every external variable whose row mentions it take
  /// other values in another optimal solution. Moves that need two symbols at once in a
  /// degenerate vertex are not explored.
  ///
  /// - Complexity: O(non-zeros in the tableau).
  func ambiguousVariables() -> [Variable] {
    var ambiguous = [Bool](repeating: false, count: variables.count)
    for symbol in freeDirections() {
      if symbolKinds[symbol] == .external { ambiguous[symbolOwners[symbol]] = true }
      for slot in slots(containing: symbol) {
        let basic = slotBasic[slot]
        if symbolKinds[basic] == .external { ambiguous[symbolOwners[basic]] = true }
      }
    }
    // A move that needs several symbols at once (a degenerate vertex) escapes the test above;
    // on problems small enough, optimise each remaining variable both ways to be exact.
    if probesAreAffordable {
      for index in variables.indices where !ambiguous[index] && variableUses[index] > 0 {
        if rangeIsWide(Expression(variables[index])) { ambiguous[index] = true }
      }
    }
    return variables.indices.filter { ambiguous[$0] && variableUses[$0] > 0 }.map { variables[$0] }
  }

  /// Whether probing every variable costs little enough to do it (each probe copies and
  /// re-optimises the tableau).
  var probesAreAffordable: Bool { probesAreAffordable(probes: variables.count) }

  /// Whether `probes` probes, each copying and re-optimising the tableau, cost little enough.
  func probesAreAffordable(probes: Int) -> Bool {
    let nonzeros = rows.reduce(0) { $0 + $1.entries.count }
    return Double(probes) * Double(nonzeros + rows.count) < 2e6
  }

  /// Whether `expression` (over tableau variables) takes another value somewhere on the
  /// optimal face: it is minimised and maximised at a new level below every other one in a
  /// scratch copy of the tableau, so the existing levels keep their optimum. Unbounded
  /// counts as wide.
  func rangeIsWide(_ expression: Expression) -> Bool {
    let current = expression.value { value(of: $0) }
    for sign in [1.0, -1.0] {
      var probe = self
      var costs = ObjectiveCosts()
      for term in expression.terms {
        guard let index = variableIndex[term.variable.id] else { return true }
        let symbol = variableSymbols[index]
        if basicSlot[symbol] >= 0 {
          costs.add(rows[basicSlot[symbol]], times: sign * term.coefficient)
        } else {
          costs.add(sign * term.coefficient, symbol)
        }
      }
      probe.levels.append(ObjectiveLevel(priority: -.infinity, row: costs, users: 1))
      for entry in costs.entries { probe.notePending(entry.symbol) }
      do {
        try probe.optimize()
      } catch {
        return true
      }
      let moved = expression.value { probe.value(of: $0) }
      if abs(moved - current) > 1e-7 * max(1, abs(current)) { return true }
    }
    return false
  }

  /// The non-basic symbols along which the optimum can move: non-dummy, zero reduced cost at
  /// every level, and some direction of move keeps every restricted basic symbol non-negative.
  func freeDirections() -> [Symbol] {
    var result: [Symbol] = []
    for symbol in symbolKinds.indices where basicSlot[symbol] < 0 {
      let kind = symbolKinds[symbol]
      if kind == .dummy { continue }
      if kind == .external {
        // A failed add forgets the variables it introduced but not their symbols: such an
        // orphan's owner index may be out of range or reused by a later variable.
        let owner = symbolOwners[symbol]
        guard owner < variables.count, variableSymbols[owner] == symbol, variableUses[owner] > 0
        else { continue }
      }
      if kind != .external && slots(containing: symbol).isEmpty { continue }
      if !hasZeroReducedCost(symbol) { continue }
      let canRise = canMove(symbol, upward: true)
      let canFall = kind == .external && canMove(symbol, upward: false)
      if canRise || canFall { result.append(symbol) }
    }
    return result
  }

  /// How fast a variable (by id) moves when every non-basic symbol in `rates` rises at its
  /// rate.
  func rate(ofVariable id: Int, along rates: [Symbol: Double]) -> Double {
    guard let index = variableIndex[id] else { return 0 }
    let symbol = variableSymbols[index]
    if let own = rates[symbol] { return own }
    let slot = basicSlot[symbol]
    guard slot >= 0 else { return 0 }
    var total = 0.0
    for entry in rows[slot].entries {
      if let rate = rates[entry.symbol] { total += entry.coefficient * rate }
    }
    return total
  }

  /// Whether `symbol` costs nothing at every level (moving it keeps the optimum).
  func hasZeroReducedCost(_ symbol: Symbol) -> Bool {
    levels.allSatisfy { nearZero($0.row.coefficient(of: symbol)) }
  }

  /// Whether increasing (or decreasing) `symbol` by a positive amount keeps every restricted
  /// basic symbol non-negative.
  func canMove(_ symbol: Symbol, upward: Bool) -> Bool {
    for slot in slots(containing: symbol) {
      let basic = slotBasic[slot]
      guard symbolKinds[basic].isRestricted else { continue }
      let c = rows[slot].coefficient(of: symbol) * (upward ? 1 : -1)
      if c < 0 && rows[slot].constant <= epsilon { return false }
    }
    return true
  }

  /// Another optimal value for each variable moved along one free direction of `variable`,
  /// or nil when `variable` is not ambiguous. Used to show an alternative layout.
  ///
  /// The step is the largest that keeps every restricted symbol non-negative, capped at
  /// `maximumStep`.
  func alternativeSolution(moving variable: Variable, maximumStep: Double = 100) -> Solution? {
    guard let index = variableIndex[variable.id] else { return nil }
    let target = variableSymbols[index]
    for symbol in symbolKinds.indices where basicSlot[symbol] < 0 && symbolKinds[symbol] != .dummy {
      let isTarget = symbol == target
      guard
        isTarget
          || slots(containing: symbol).contains(where: { slotBasic[$0] == basicSlotOwner(target) })
      else { continue }
      guard hasZeroReducedCost(symbol) else { continue }
      for upward in [true, false] where upward || symbolKinds[symbol] == .external {
        guard canMove(symbol, upward: upward) else { continue }
        var step = maximumStep
        for slot in slots(containing: symbol) where symbolKinds[slotBasic[slot]].isRestricted {
          let c = rows[slot].coefficient(of: symbol) * (upward ? 1 : -1)
          if c < 0 { step = min(step, rows[slot].constant / -c) }
        }
        guard step > epsilon else { continue }
        let delta = upward ? step : -step
        var values = solution().values
        if symbolKinds[symbol] == .external {
          let v = variables[symbolOwners[symbol]]
          values[v.id, default: 0] += delta
        }
        for slot in slots(containing: symbol) where symbolKinds[slotBasic[slot]] == .external {
          let v = variables[symbolOwners[slotBasic[slot]]]
          values[v.id, default: 0] += rows[slot].coefficient(of: symbol) * delta
        }
        return Solution(values: values)
      }
    }
    return nil
  }

  /// The basic symbol that owns `symbol`'s row when `symbol` is basic, else `noSymbol`.
  private func basicSlotOwner(_ symbol: Symbol) -> Symbol {
    basicSlot[symbol] >= 0 ? symbol : noSymbol
  }
}
