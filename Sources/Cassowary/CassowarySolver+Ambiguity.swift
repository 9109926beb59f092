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
    for (constraint, _) in originals.values {
      for term in constraint.expression.terms { written.insert(term.variable.id) }
    }
    for variable in seenVariables
    where written.contains(variable.id) && !eliminations.isDefined(variable)
      && !tableau.isInUse(variable)
    {
      ambiguous.insert(variable.id)
    }
    let moving = definedVariablesThatMove(along: tableau.freeDirections())
    ambiguous.formUnion(moving)
    // Moves that need several symbols at once (a degenerate vertex) escape the directions; on
    // problems small enough, each remaining definition is optimised both ways to be exact.
    let probes = tableau.variables.count + eliminations.definedCount
    if tableau.probesAreAffordable(probes: probes) {
      for node in eliminations.definedNodes where !moving.contains(eliminations.variables[node].id)
      {
        let expanded = eliminations.expand(
          eliminations.terms[node], constant: eliminations.constants[node])
        if tableau.rangeIsWide(eliminations.expression(expanded.terms, constant: expanded.constant))
        {
          ambiguous.insert(eliminations.variables[node].id)
        }
      }
    }
    return seenVariables.filter { ambiguous.contains($0.id) }
  }

  /// The defined variables whose value changes when a free variable or a free direction
  /// moves.
  ///
  /// Each free variable and each free direction moves at its own rate, the square root of a
  /// distinct prime, and the definitions are evaluated once at those rates instead of values.
  /// Square roots of distinct primes are linearly independent over the rationals, so a
  /// defined variable's combined rate is zero only when it moves along none of them (its
  /// coefficients being rational, as layout constraints' are). One pass over the definitions
  /// replaces expanding each one and testing it against each direction, which is quadratic
  /// in a chain and cubic with many free views.
  func definedVariablesThatMove(along directions: [Symbol]) -> Set<Int> {
    var directionRates: [Symbol: Double] = [:]
    var freeRates: [Int: Double] = [:]
    var freeLeaves: [Int] = []
    for node in eliminations.variables.indices
    where eliminations.mentionCounts[node] > 0 && !eliminations.isDefinedNode[node]
      && !tableau.isInUse(eliminations.variables[node])
    {
      freeLeaves.append(eliminations.variables[node].id)
    }
    if directions.isEmpty && freeLeaves.isEmpty { return [] }
    var rates = Self.incommensurableRates(count: directions.count + freeLeaves.count)
    for direction in directions { directionRates[direction] = rates.removeLast() }
    for id in freeLeaves.sorted() { freeRates[id] = rates.removeLast() }
    let combined = eliminations.values(of: eliminations.definedIDs, constants: false) { id in
      freeRates[id] ?? tableau.rate(ofVariable: id, along: directionRates)
    }
    return Set(combined.filter { abs($0.value) > 1e-8 }.keys)
  }

  /// The square roots of the first `count` primes.
  ///
  /// A sieve, sized again twice as large until it holds `count` primes: a layout's ambiguity
  /// check asks for one per free direction, tens of thousands in a large layout.
  static func incommensurableRates(count: Int) -> [Double] {
    var bound = 12 * count + 16
    while true {
      var composite = [Bool](repeating: false, count: bound + 1)
      var primes: [Int] = []
      primes.reserveCapacity(count)
      for candidate in 2...bound where !composite[candidate] {
        guard primes.count < count else { break }
        primes.append(candidate)
        var multiple = candidate * candidate
        while multiple <= bound {
          composite[multiple] = true
          multiple += candidate
        }
      }
      if primes.count == count { return primes.map { Double($0).squareRoot() } }
      bound *= 2
    }
  }

  /// Another optimal solution in which `variable` has a different value, or nil when the
  /// solver finds none. The step is the largest that keeps every restricted symbol
  /// non-negative, capped at `maximumStep`.
  public func alternativeSolution(moving variable: Variable, maximumStep: Double = 100) -> Solution?
  {
    var movers: [Variable] = [variable]
    if let definition = eliminations.definition(of: variable.id) {
      movers = eliminations.expand(definition.expression).0.terms.map(\.variable)
    }
    for mover in movers {
      guard var alternative = tableau.alternativeSolution(moving: mover, maximumStep: maximumStep)
      else { continue }
      if !tableau.isInUse(mover) {
        // A variable only definitions mention is free: move it alone.
        alternative.values[mover.id] = baseValue(mover.id) + maximumStep
      }
      let values = eliminations.values(of: eliminations.definedIDs) {
        alternative.values[$0] ?? self.baseValue($0)
      }
      for (id, value) in values { alternative.values[id] = value }
      if alternative[variable] != value(of: variable) { return alternative }
    }
    for mover in movers where !tableau.isInUse(mover) {
      var alternative = solution()
      alternative.values[mover.id] = baseValue(mover.id) + maximumStep
      let values = eliminations.values(of: eliminations.definedIDs) {
        alternative.values[$0] ?? self.baseValue($0)
      }
      for (id, value) in values { alternative.values[id] = value }
      if alternative[variable] != value(of: variable) { return alternative }
    }
    return nil
  }
}
