import LayoutCore

extension Tableau {
  /// Adds a constraint and re-optimises.
  ///
  /// - Complexity: proportional to the rows that hold the symbols of the new row, plus the
  ///   pivots needed to restore optimality.
  /// - Throws: ``LayoutError/duplicateConstraint(_:)``, ``LayoutError/nonFinite(_:)``,
  ///   ``LayoutError/unsatisfiable(constraint:conflicting:)``. On error the solver is unchanged.
  mutating func add(_ constraint: Constraint) throws(LayoutError) {
    guard !records.contains(constraint.id) else { throw .duplicateConstraint(constraint) }
    guard constraint.isFinite else { throw .nonFinite("constraint \(constraint)") }
    counters.mutations += 1
    let knownVariables = variables.count
    var record = ConstraintRecord(
      constraint: constraint, marker: noSymbol, other: noSymbol, order: nextOrder)
    var scale = 0.0
    var row = makeRow(for: constraint, record: &record, constantScale: &scale)
    // How far from zero a row's constant may be and still mean zero: relative to the
    // largest amount summed into it, since each brought its own rounding (the dense kernel's
    // phase-one test is relative to its constants in the same way).
    let feasibility = epsilon * (1 + scale)
    var subject = chooseSubject(row, marker: record.marker, other: record.other)
    if subject == noSymbol && row.entries.allSatisfy({ symbolKinds[$0.symbol] == .dummy }) {
      if abs(row.constant) > feasibility {
        let certificate = row.entries.map(\.symbol)
        forgetVariables(from: knownVariables, of: constraint, scale: record.scale)
        throw unsatisfiable(constraint, certificate: certificate)
      }
      // A redundant equality: what is left of its constant is rounding.
      row.constant = 0
      subject = record.marker
    }
    if subject == noSymbol {
      if let certificate = try addWithArtificialVariable(row, tolerance: feasibility) {
        forgetVariables(from: knownVariables, of: constraint, scale: record.scale)
        try optimize()
        throw unsatisfiable(constraint, certificate: certificate)
      }
    } else {
      row.solve(for: subject)
      substitute(subject, with: row)
      insertRow(row, basic: subject)
    }
    // Consumed: a copy would retain every reference the record holds, only to release them.
    recordTerms += constraint.expression.terms.count
    records[constraint.id] = consume record
    nextOrder += 1
    try optimize()
  }

  /// Removes a constraint and re-optimises; the result is as if it had never been added.
  ///
  /// - Throws: ``LayoutError/unknownConstraint(_:)``.
  mutating func remove(_ constraint: Constraint) throws(LayoutError) {
    guard let record = records.removeValue(forKey: constraint.id) else {
      throw .unknownConstraint(constraint)
    }
    recordTerms -= record.constraint.expression.terms.count
    counters.mutations += 1
    // The error symbols leave the objective before any pivot, or substitutions would carry
    // their cost into other rows.
    removeObjectiveCost(of: record)
    let marker = record.marker
    if basicSlot[marker] >= 0 {
      _ = takeRow(at: basicSlot[marker])
    } else if let slot = markerLeavingSlot(marker) {
      let leaving = slotBasic[slot]
      var row = takeRow(at: slot)
      row.solve(for: leaving, replacing: marker)
      counters.pivots += 1
      substitute(marker, with: row)
    }
    purgeColumn(of: marker)
    if record.other != noSymbol { purgeColumn(of: record.other) }
    releaseLevel(of: record.constraint)
    countUses(of: record.constraint, scale: record.scale, by: -1)
    try optimize()
  }

  /// Builds the tableau row of a constraint, multiplied by ``rowScale(of:)``, with its
  /// slack, error or dummy symbols, and puts the error symbols in the objective at
  /// ``ConstraintRecord/errorWeight`` each. `constantScale` receives the largest magnitude
  /// summed into the row's constant.
  mutating func makeRow(
    for constraint: Constraint, record: inout ConstraintRecord, constantScale: inout Double
  ) -> Row {
    let expression = constraint.expression
    let factor = rowScale(of: expression)
    record.scale = factor
    var row = Row(constant: expression.constant * factor)
    var scale = abs(row.constant)
    defer { constantScale = scale }
    // The terms can cancel (see ``CompensatedSum``).
    var constant = CompensatedSum(row.constant)
    for term in expression.terms where counts(term.coefficient, scale: factor) {
      let coefficient = term.coefficient * factor
      let symbol = symbol(for: term.variable)
      variableUses[symbolOwners[symbol]] += 1
      let slot = basicSlot[symbol]
      if slot >= 0 {
        let contribution = coefficient * rows[slot].constant
        scale = max(scale, abs(contribution))
        constant.add(contribution, roundedFrom: coefficient, rows[slot].constant)
        accumulator.add(rows[slot], times: coefficient)
      } else {
        accumulator.add(coefficient, symbol)
      }
    }
    row.constant = constant.total
    // Room for the marker and error symbols added below.
    row.entries = accumulator.drain(reserving: 2)
    let required = constraint.priority.isRequired
    let level = required ? -1 : acquireLevel(constraint.priority, rowScale: factor)
    // Error symbols measure the error times `factor`; dividing their cost by it keeps the
    // level the sum of the user's errors (times the level's unit).
    if !required { record.errorWeight = levels[level].unit / factor }
    let weight = record.errorWeight
    switch constraint.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
      let slack = makeSymbol(.slack, owner: constraint.id)
      record.marker = slack
      row.add(sign, slack)
      if !required {
        let error = makeSymbol(.error, owner: constraint.id)
        record.other = error
        row.add(-sign, error)
        levels[level].row.add(weight, error)
      }
    case .equal:
      if required {
        let dummy = makeSymbol(.dummy, owner: constraint.id)
        record.marker = dummy
        row.add(1, dummy)
      } else {
        let plus = makeSymbol(.error, owner: constraint.id)
        let minus = makeSymbol(.error, owner: constraint.id)
        record.marker = plus
        record.other = minus
        row.add(-1, plus)
        row.add(1, minus)
        levels[level].row.add(weight, plus)
        levels[level].row.add(weight, minus)
      }
    }
    if row.constant < 0 { row.reverseSign() }
    return row
  }

  /// Whether a term with `coefficient`, in a row multiplied by `scale`, goes into the row.
  ///
  /// Coefficients within the tolerance of zero (the residue of an expansion through
  /// definitions) are left out, judged on the user's numbers or, in a row scaled up because
  /// all of them are tiny, on the scaled ones. A row scaled down is judged unscaled: its
  /// large coefficients come from expansions through definitions with large factors, next
  /// to which a coefficient of 0.3 is small but real.
  @inline(__always)
  func counts(_ coefficient: Double, scale: Double) -> Bool {
    !nearZero(coefficient * max(scale, 1))
  }

  /// Counts `delta` more uses of each variable that ``makeRow(for:record:constantScale:)``
  /// puts in the row of `constraint`, multiplied by `scale`. Counting a term the row left
  /// out would leave its variable looking used, or unused while other constraints hold it.
  mutating func countUses(of constraint: Constraint, scale: Double, by delta: Int) {
    for term in constraint.expression.terms where counts(term.coefficient, scale: scale) {
      if let index = variableIndex[term.variable.id] { variableUses[index] += delta }
    }
  }

  /// Picks the basic symbol for a new row: a required inequality's own slack when it can be
  /// (see below); else the external variable that appears in the fewest rows (substituting it
  /// then touches the fewest rows; ties go to the newest) among those whose substitution keeps
  /// every row feasible; else a restricted marker with a negative coefficient; else none.
  /// `marker` and `other` are the constraint's (``ConstraintRecord/marker``,
  /// ``ConstraintRecord/other``), passed alone so that the call does not copy the record.
  func chooseSubject(_ row: Row, marker: Symbol, other: Symbol) -> Symbol {
    // A required inequality's own slack keeps its variables as parameters: a bound such as
    // `w >= 0` then costs one short row instead of making `w` basic, which would copy its row
    // into every later constraint that mentions `w` (the fill that makes chains quadratic).
    if other == noSymbol && symbolKinds[marker] == .slack
      && row.coefficient(of: marker) < 0
    {
      return marker
    }
    var best = noSymbol
    var bestCount = Int.max
    for entry in row.entries
    where symbolKinds[entry.symbol] == .external && row.isPivot(entry.coefficient) {
      let count = columns[entry.symbol].count
      if count <= bestCount
        && keepsRowsFeasible(row, subject: entry.symbol, coefficient: entry.coefficient)
      {
        best = entry.symbol
        bestCount = count
      }
    }
    if best != noSymbol { return best }
    if isRestrictedNegative(marker, in: row) { return marker }
    if isRestrictedNegative(other, in: row) { return other }
    return noSymbol
  }

  /// Whether `symbol` is a restricted symbol with a negative coefficient in `row`.
  private func isRestrictedNegative(_ symbol: Symbol, in row: Row) -> Bool {
    symbol != noSymbol && symbolKinds[symbol].isRestricted && row.coefficient(of: symbol) < 0
  }

  /// Whether solving `row` for the external `subject` and substituting it leaves every
  /// restricted basic symbol non-negative. A subject that is a parameter of inequality rows
  /// moves them by its new value; when that would make one negative, another subject (or the
  /// artificial-variable path) must be used instead.
  func keepsRowsFeasible(_ row: Row, subject: Symbol, coefficient: Double) -> Bool {
    let value = -row.constant / coefficient
    if nearZero(value) { return true }
    for slot in columns[subject] {
      let basic = slotBasic[slot]
      guard basic != noSymbol, symbolKinds[basic].isRestricted else { continue }
      let p = rows[slot].position(of: subject)
      guard p.found else { continue }
      if rows[slot].constant + rows[slot].entries[p.index].coefficient * value < -epsilon {
        return false
      }
    }
    return true
  }

  /// Adds a row that has no obvious subject by minimising an artificial variable equal to it.
  ///
  /// Returns nil on success, or the symbols of the phase-one certificate when the row cannot
  /// reach zero (within `tolerance`). On failure the artificial row is dropped: while the
  /// artificial variable stays basic no other row ever mentions it, so the remaining rows
  /// still describe the old system.
  mutating func addWithArtificialVariable(_ row: Row, tolerance: Double) throws(LayoutError)
    -> [Symbol]?
  {
    let art = makeSymbol(.slack, owner: -1)
    insertRow(row, basic: art)
    artificial = row
    notePending(row)
    // Symbols passed over because the artificial objective ranked them non-negative may lead
    // with a negative cost once it is gone.
    defer {
      notePending(artificial!)
      artificial = nil
    }
    try optimize()
    let success = abs(artificial!.constant) <= tolerance
    if basicSlot[art] >= 0 {
      let slot = basicSlot[art]
      if !success {
        let certificate = rows[slot].entries.map(\.symbol)
        _ = takeRow(at: slot)
        return certificate
      }
      var rest = takeRow(at: slot)
      // The artificial variable reached zero up to rounding; dividing that rounding by the
      // pivot below could leave the entering slack slightly negative.
      rest.constant = 0
      guard let entering = pivotableSymbol(in: rest) else { return nil }
      if symbolKinds[entering] == .dummy {
        // Only dummies are pivots here: the other entries are rounding. Kept, a later
        // marker removal could pivot on one of them.
        rest.entries.removeAll { symbolKinds[$0.symbol] != .dummy }
      }
      rest.solve(for: art, replacing: entering)
      counters.pivots += 1
      substitute(entering, with: rest)
      insertRow(rest, basic: entering)
    }
    purgeColumn(of: art)
    return nil
  }

  /// A symbol that can become basic in a zero-valued row: a slack or error first, then an
  /// external, then a dummy; an empty row needs none.
  ///
  /// A row of dummies (plus rounding left on other symbols) is a redundant required equality:
  /// it says how its marker depends on the markers of the equalities that imply it. It must
  /// stay, with a dummy basic: dropped, removing one of those equalities later would leave the
  /// redundant constraint unenforced.
  func pivotableSymbol(in row: Row) -> Symbol? {
    largest(in: row) { symbolKinds[$0].isRestricted }
      ?? largest(in: row) { symbolKinds[$0] == .external }
      ?? largest(in: row) { symbolKinds[$0] == .dummy }
  }

  /// The symbol with the largest |coefficient| in `row` among those `included` accepts (the
  /// first on ties), if that coefficient can be divided by (``Row/isPivot(_:)``).
  private func largest(in row: Row, where included: (Symbol) -> Bool) -> Symbol? {
    var best: RowEntry?
    for entry in row.entries where included(entry.symbol) {
      if best == nil || abs(entry.coefficient) > abs(best!.coefficient) { best = entry }
    }
    guard let best, row.isPivot(best.coefficient) else { return nil }
    return best.symbol
  }

  /// Removes every occurrence of a symbol that is now meaningless (a removed marker or the
  /// artificial variable), which sets it to zero.
  mutating func purgeColumn(of symbol: Symbol) {
    for slot in liveSlots(of: symbol) { rows[slot].remove(symbol) }
    columns[symbol] = []
    compactedLength[symbol] = 0
    staleEntries[symbol] = 0
    for index in levels.indices { levels[index].row.remove(symbol) }
  }

  /// The row in which a non-basic marker should be pivoted in to remove its constraint: a row
  /// whose basic symbol is a dummy, else the tightest restricted row where it has a negative
  /// coefficient, else the tightest with a positive one, else a row whose basic symbol is
  /// external. Ties go to the lowest symbol.
  ///
  /// A basic dummy is the marker of a redundant required equality: its row holds only dummies
  /// and must stay at zero, not merely non-negative. Pivoting through any other row would put
  /// that row's symbols into the dummy's row, and the next optimisation could move them and
  /// break the redundant constraint; pivoting through the dummy's row changes no value.
  ///
  /// Coefficients that ``Row/isPivot(_:)`` rejects are passed over while another will do, in
  /// dummy rows too: dividing by rounding would turn the rest of the tableau's rounding into
  /// real errors.
  func markerLeavingSlot(_ marker: Symbol) -> Int? {
    markerLeavingSlot(marker, screened: true) ?? markerLeavingSlot(marker, screened: false)
  }

  private func markerLeavingSlot(_ marker: Symbol, screened: Bool) -> Int? {
    var dummy: (slot: Int, basic: Symbol)?
    var first: (slot: Int, ratio: Double, basic: Symbol)?
    var second: (slot: Int, ratio: Double, basic: Symbol)?
    var third: (slot: Int, basic: Symbol)?
    for slot in slots(containing: marker) {
      let row = rows[slot]
      let basic = slotBasic[slot]
      let c = row.coefficient(of: marker)
      if screened && !row.isPivot(c) {
        continue
      } else if symbolKinds[basic] == .dummy {
        if dummy == nil || basic < dummy!.basic { dummy = (slot, basic) }
      } else if symbolKinds[basic] == .external {
        if third == nil || basic < third!.basic { third = (slot, basic) }
      } else if c < 0 {
        let r = -row.constant / c
        if first == nil || r < first!.ratio || (r == first!.ratio && basic < first!.basic) {
          first = (slot, r, basic)
        }
      } else {
        let r = row.constant / c
        if second == nil || r < second!.ratio || (r == second!.ratio && basic < second!.basic) {
          second = (slot, r, basic)
        }
      }
    }
    return dummy?.slot ?? first?.slot ?? second?.slot ?? third?.slot
  }

  /// Takes a removed constraint's error symbols out of its objective level.
  mutating func removeObjectiveCost(of record: ConstraintRecord) {
    addObjectiveCost(of: record, times: -record.copies)
  }

  /// Adds `count` times a constraint's error symbols, at their
  /// ``ConstraintRecord/errorWeight``, to its objective level.
  mutating func addObjectiveCost(of record: ConstraintRecord, times count: Double) {
    guard !record.constraint.priority.isRequired, let level = levelIndex(record.constraint.priority)
    else { return }
    let weight = count * record.errorWeight
    for symbol in [record.marker, record.other]
    where symbol != noSymbol && symbolKinds[symbol] == .error {
      let slot = basicSlot[symbol]
      if slot >= 0 {
        levels[level].row.add(rows[slot], times: weight)
        notePending(rows[slot])
      } else {
        levels[level].row.add(weight, symbol)
        notePending(symbol)
      }
    }
  }

  /// Counts a non-required constraint `delta` more times in its level's total error (for
  /// identical constraints sharing one row) and re-optimises.
  mutating func changeWeight(ofConstraint id: Int, by delta: Double) throws(LayoutError) {
    guard let record = records[id] else { throw .internalError("no row for constraint \(id)") }
    records[id]!.copies += delta
    addObjectiveCost(of: record, times: delta)
    try optimize()
  }

  /// Undoes the variable bookkeeping of a failed add of `constraint`, whose row was
  /// multiplied by `scale`.
  mutating func forgetVariables(from knownCount: Int, of constraint: Constraint, scale: Double) {
    countUses(of: constraint, scale: scale, by: -1)
    if variables.count > knownCount { variableGeneration += 1 }
    while variables.count > knownCount {
      let variable = variables.removeLast()
      variableSymbols.removeLast()
      variableUses.removeLast()
      variableIndex[variable.id] = nil
    }
    if !constraint.priority.isRequired { releaseLevel(of: constraint) }
  }
}
