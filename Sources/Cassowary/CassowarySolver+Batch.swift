import LayoutCore

extension CassowarySolver {
  /// Adds several constraints atomically: all of them, or (on error) none, leaving no trace —
  /// not even the variables the batch introduced, which would otherwise count as known (and
  /// free, so ambiguous) although no call that mentioned them succeeded.
  ///
  /// - Complexity: that of adding the constraints one by one, plus removing them on failure.
  /// - Throws: the error of the first constraint that fails.
  public func add(_ constraints: [Constraint]) throws(LayoutError) {
    let knownCount = seenVariables.count
    let defers = defersWorkChecks
    defersWorkChecks = true
    // The constraints added so far are a prefix of `constraints`: counting them spares a copy
    // of each constraint into a list of its own (a retain per reference it holds).
    var addedCount = 0
    originals.reserveCapacity(originals.count + constraints.count)
    // At most one new node per constraint beyond the variables, its stand-in, and most
    // constraints bring fewer than one new variable; rows bring one to three symbols.
    eliminations.reserveNodes(constraints.count)
    tableau.reserveSymbols(2 * constraints.count, records: constraints.count)
    // One fingerprint per tableau row at most: the index then never rehashes mid-batch.
    twins.leaders.reserveCapacity(twins.leaders.count + constraints.count)
    do {
      for constraint in constraints {
        try add(constraint)
        addedCount += 1
      }
    } catch {
      defersWorkChecks = defers
      for constraint in constraints[..<addedCount].reversed() { try? remove(constraint) }
      forgetVariables(seenSince: knownCount)
      restorePrecisionIfLost()
      throw error
    }
    defersWorkChecks = defers
    // As in ``add(_:)``: a rebuild for precision that refuses one of them means rounding let
    // it in.
    if let refusal = restorePrecisionIfLost(), refusal.refuses(constraints) {
      withdraw(constraints, seenCount: knownCount)
      throw refusal
    }
  }
}
