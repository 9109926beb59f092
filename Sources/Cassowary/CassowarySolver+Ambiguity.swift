import LayoutCore

extension CassowarySolver {
  /// Variables whose value is not the same in every optimal solution, in the order the solver
  /// first saw them.
  ///
  /// In the tableau, a non-basic, non-dummy symbol whose reduced cost is zero at every level
  /// can move without changing the objective; if some direction of that move keeps every
  /// restricted basic symbol non-negative, the symbol and every external variable whose row
  /// mentions it take other values in another optimal solution. Moves that need two symbols at
  /// once in a degenerate vertex are not explored. A variable that only definitions mention is
  /// free; a defined variable is ambiguous when its expansion changes along a free direction
  /// or mentions a free variable.
  ///
  /// - Complexity: O(non-zeros in the tableau + size of the definitions).
  public func ambiguousVariables() -> [Variable] {
    var ambiguous = Set(tableau.ambiguousVariables().map(\.id))
    // Written in a current constraint but neither defined nor used by the tableau (only
    // definitions mention it, or its coefficients merged to zero): any value of it is
    // optimal. A variable whose constraints were all removed is unknown again, not free.
    var written = Set<Int>()
    for constraint in originals.values {
      for term in constraint.expression.terms { written.insert(term.variable.id) }
    }
    for variable in seenVariables
    where written.contains(variable.id) && !eliminations.isDefined(variable)
      && !tableau.isInUse(variable)
    {
      ambiguous.insert(variable.id)
    }
    let directions = tableau.freeDirections()
    if tableau.probesAreAffordable {
      for (id, definition) in eliminations.definitions {
        let (expanded, _) = eliminations.expand(definition.expression)
        let free = expanded.terms.contains { !tableau.isInUse($0.variable) }
        if free || tableau.varies(expanded, along: directions) || tableau.rangeIsWide(expanded) {
          ambiguous.insert(id)
        }
      }
    } else {
      ambiguous.formUnion(definedVariablesThatMove(along: directions))
    }
    return seenVariables.filter { ambiguous.contains($0.id) }
  }

  /// The defined variables whose value changes when a free variable or a free direction
  /// moves, found by evaluating the definitions at rates instead of values: linear in the
  /// definitions per direction, where expanding every definition on its own is quadratic in
  /// a chain. Free variables move at distinct incommensurate rates so that two of them
  /// cannot cancel by accident.
  func definedVariablesThatMove(along directions: [Symbol]) -> Set<Int> {
    let defined = Array(eliminations.definitions.keys)
    var moving = Set<Int>()
    var freeRates: [Int: Double] = [:]
    for id in eliminations.mentions.keys where eliminations.definitions[id] == nil {
      if let variable = eliminations.variablesByID[id], !tableau.isInUse(variable) {
        freeRates[id] = (Double(freeRates.count) + 2).squareRoot()
      }
    }
    if !freeRates.isEmpty {
      for (id, rate) in eliminations.values(
        of: defined, constants: false, base: { freeRates[$0] ?? 0 })
      where abs(rate) > 1e-9 {
        moving.insert(id)
      }
    }
    for direction in directions {
      let rates = eliminations.values(of: defined, constants: false) {
        tableau.rate(ofVariable: $0, along: direction)
      }
      for (id, rate) in rates where abs(rate) > 1e-9 { moving.insert(id) }
    }
    return moving
  }

  /// Another optimal solution in which `variable` has a different value, or nil when the
  /// solver finds none. The step is the largest that keeps every restricted symbol
  /// non-negative, capped at `maximumStep`.
  public func alternativeSolution(moving variable: Variable, maximumStep: Double = 100) -> Solution?
  {
    var movers: [Variable] = [variable]
    if let definition = eliminations.definitions[variable.id] {
      movers = eliminations.expand(definition.expression).0.terms.map(\.variable)
    }
    for mover in movers {
      guard var alternative = tableau.alternativeSolution(moving: mover, maximumStep: maximumStep)
      else { continue }
      if !tableau.isInUse(mover) {
        // A variable only definitions mention is free: move it alone.
        alternative.values[mover.id] = baseValue(mover.id) + maximumStep
      }
      let defined = Array(eliminations.definitions.keys)
      let values = eliminations.values(of: defined) { alternative.values[$0] ?? self.baseValue($0) }
      for (id, value) in values { alternative.values[id] = value }
      if alternative[variable] != value(of: variable) { return alternative }
    }
    for mover in movers where !tableau.isInUse(mover) {
      var alternative = solution()
      alternative.values[mover.id] = baseValue(mover.id) + maximumStep
      let defined = Array(eliminations.definitions.keys)
      let values = eliminations.values(of: defined) { alternative.values[$0] ?? self.baseValue($0) }
      for (id, value) in values { alternative.values[id] = value }
      if alternative[variable] != value(of: variable) { return alternative }
    }
    return nil
  }
}
