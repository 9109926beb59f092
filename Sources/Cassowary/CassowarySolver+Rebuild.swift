import LayoutCore

extension CassowarySolver {
  /// Rebuilds the tableau and the definitions from scratch: the edit variables with their
  /// suggestions first, then every constraint in the order it was added.
  ///
  /// Long runs of pivots, removals and re-additions leave rounding in the tableau. When that
  /// rounding makes the tableau call a feasible required constraint infeasible (which the
  /// fresh solves of the conflict analysis reveal), a tableau built anew from the same
  /// constraints is the only sound state to go on from; tolerances loose enough to hide the
  /// drift would also hide real conflicts.
  ///
  /// - Parameters:
  ///   - excluded: constraints that are being removed (or withdrawn) and must not come back.
  ///   - newEdit: an edit variable being added, made before the constraints so that no
  ///     constraint can define its variable away.
  /// - Throws: the error of a constraint that the fresh tableau rejects; the solver is then
  ///   left exactly as it was.
  func rebuild(excluding excluded: Set<Int> = [], adding newEdit: (Variable, Priority)? = nil)
    throws(LayoutError)
  {
    let seen = seenVariables
    let counters = tableau.counters
    let saved = (
      tableau, eliminations, originals, nextOrder, seenVariables, isSeen, standIns, twins
    )
    let constraints = originals.values.sorted { $0.order < $1.order }.map(\.constraint)
      .filter { !excluded.contains($0.id) }
    let edits = tableau.edits.values.sorted { $0.constraint.id < $1.constraint.id }
    tableau = Tableau()
    eliminations = Eliminations()
    originals = IDTable()
    nextOrder = 0
    twins = Twins()
    readPlan = EvaluationPlan()
    do {
      for edit in edits {
        let variable = edit.constraint.expression.terms[0].variable
        try tableau.addEditVariable(variable, priority: edit.constraint.priority)
        try tableau.suggestValue(edit.suggested, for: variable)
      }
      if let (variable, priority) = newEdit {
        try tableau.addEditVariable(variable, priority: priority)
      }
      for constraint in constraints { try addOnce(constraint) }
    } catch {
      (tableau, eliminations, originals, nextOrder, seenVariables, isSeen, standIns, twins) = saved
      readPlan = EvaluationPlan()
      // The constraints held together before, so a fresh tableau that refuses one lost the
      // digits on the way, and the definitions are where a build loses the most
      // (``rebuildWithoutDefinitions()``): with `x0` defined through a stand-in worth 492 and
      // pinned by required equalities, `x2` came out -2e-9 where they make it 0, and a fresh
      // tableau refused the required `10 * x2 >= 0` (solver fuzz input
      // `cassowary-definition-rounding-refuses-a-bound.bin`).
      guard definesVariables, case .unsatisfiable = error else { throw error }
      try withoutDefinitions { () throws(LayoutError) in
        try rebuild(excluding: excluded, adding: newEdit)
      }
      return
    }
    // The variables seen stay those seen, in the same order, including ones whose
    // constraints have all gone.
    seenVariables = []
    isSeen = []
    for variable in seen { see(eliminations.node(for: variable)) }
    let rebuildPivots = tableau.counters.pivots
    tableau.counters = counters
    tableau.counters.pivots += rebuildPivots
    tableau.counters.fullSolves += 1
    tableau.pivotsAtRefresh = tableau.counters.pivots
    tableau.pivotsAtResidualCheck = tableau.counters.pivots
    tableau.workAtResidualCheck = tableau.pivotWork
  }

  /// Rebuilds the tableau when the optimiser found its rows drifted from their constraints
  /// (``Tableau/precisionLost``, see ``Tableau/relativeResidual()``), so that the values and
  /// the optimum are the constraints' again rather than the rounding's.
  ///
  /// A fresh tableau that refuses one of the constraints would mean the drift had hidden a
  /// conflict between required constraints; `rebuild` then leaves the solver as it was, which
  /// is the best state there is to go on from. Whatever the rebuild's own pivots leave is
  /// accepted, so an ill-conditioned problem is rebuilt at most once per call.
  ///
  /// The user's constraints behind rows the tableau suspects (``expandedResidual()``) count
  /// too, past what the last rebuild left of them: a fresh tableau of an ill-conditioned
  /// problem can leave more than ``residualLimit``, and rebuilding it again would change
  /// nothing. Past it, a rebuild may do better: the suggestions and constraints have changed
  /// since, and with them what a fresh tableau leaves. Allowing ten times that (as before)
  /// let a few dual pivots of a suggestion leave an equality at priority 999.5 off
  /// by 4.5e-6, 3.6e-9 of its terms, where the last rebuild had left 1.3e-9 and a fresh
  /// tableau leaves 3e-13 (large bulk scenario 21408863).
  ///
  /// The rows are measured first when the pivots since they last were did enough work
  /// (``Tableau/residualWorkCheckIsDue``), except between the constraints of a batch, which
  /// is measured once at its end.
  ///
  /// Returns the error of a rebuild that refused a constraint (the solver is then as it
  /// was), for ``add(_:)`` to tell whether the constraint it just added is the one refused.
  @discardableResult
  func restorePrecisionIfLost() -> LayoutError? {
    guard precisionNeedsAttention else { return nil }
    if !defersWorkChecks && tableau.residualWorkCheckIsDue { tableau.checkResidual() }
    if !tableau.residualSuspects.isEmpty
      && expandedResidual() > max(residualLimit, expandedResidualFloor)
    {
      tableau.precisionLost = true
    }
    guard tableau.precisionLost else { return nil }
    let refusal = rebuildAndMeasure()
    if expandedResidualFloor > residualLimit && definesVariables { rebuildWithoutDefinitions() }
    return refusal
  }

  /// Rebuilds for precision (without the `excluded` constraints) and keeps what the fresh
  /// tableau leaves of the user's constraints through the definitions
  /// (``expandedResidual()``) as ``expandedResidualFloor``. Returns the rebuild's error, if
  /// it refused a constraint.
  @discardableResult
  private func rebuildAndMeasure(excluding excluded: Set<Int> = []) -> LayoutError? {
    tableau.precisionLost = false
    var refusal: LayoutError?
    do {
      try rebuild(excluding: excluded)
    } catch {
      refusal = error
    }
    tableau.checkResidual()
    tableau.precisionLost = false
    expandedResidualFloor = expandedResidual()
    return refusal
  }

  /// Takes back constraints the current call added, after a rebuild for precision refused
  /// one of them: the tableau had accepted it through rounding. The solver is rebuilt without
  /// them (or, should that fail, they are removed), and forgets the variables seen since
  /// there were `seenCount`, so that it is as if the call had failed outright.
  func withdraw(_ constraints: some Collection<Constraint>, seenCount: Int) {
    if rebuildAndMeasure(excluding: Set(constraints.map(\.id))) != nil {
      for constraint in constraints.reversed() { try? remove(constraint) }
    }
    forgetVariables(seenSince: seenCount)
  }

  /// Makes the variables first seen after there were `count` unseen again.
  func forgetVariables(seenSince count: Int) {
    for variable in seenVariables[count...] {
      isSeen[eliminations.node(for: variable)] = false
    }
    seenVariables.removeSubrange(count...)
  }

  /// Runs `body` with ``definesVariables`` off, and leaves them off unless `body` throws.
  func withoutDefinitions(_ body: () throws(LayoutError) -> Void) throws(LayoutError) {
    definesVariables = false
    do {
      try body()
    } catch {
      definesVariables = true
      throw error
    }
  }

  /// Rebuilds with every constraint in the tableau, none defining a variable, after a fresh
  /// tableau left the user's constraints further off than ``residualLimit`` through the
  /// definitions; keeps the definitions when that does no better.
  ///
  /// A defined variable's value is its definition's sum, and a definition through a stand-in
  /// adds values that can be a thousand times the variable's: required equalities pinned
  /// `x0` at 0, defined (by partial pivoting, tried and dropped; the threshold of
  /// ``stableEliminationFraction`` makes such definitions too) as
  /// `σ10 + 10 * x3 - 4 * x2 + 82` with `σ10 = -1007.2` and
  /// `x3 = 97`, and a fresh tableau, whose rows were right to 1e-10 of their numbers, gave
  /// `x0 = -1.7e-7`, `21 * x0 == 0` off by 3.5e-6 (solver fuzz input
  /// `cassowary-definition-cancels-a-required-equality.bin`). Rows built straight from the
  /// constraints give the variables their values without that sum. Such a problem loses the
  /// definitions' speed until ``reset()``, which only ill-conditioned problems pay.
  func rebuildWithoutDefinitions() {
    let left = expandedResidualFloor
    guard (try? withoutDefinitions({ () throws(LayoutError) in try rebuild() })) != nil else {
      return
    }
    // Nothing is defined now, so the rows are the user's constraints: their own measure is
    // the one to compare.
    let drift = tableau.checkResidual()
    tableau.precisionLost = false
    tableau.residualSuspects = []
    if drift > left {
      definesVariables = true
      rebuildAndMeasure()
      return
    }
    expandedResidualFloor = 0
  }

  /// Whether ``restorePrecisionIfLost()`` has anything to do: a rebuild was asked for, rows
  /// are suspected, or the pivots since the last measure did enough work to measure again.
  /// A few loads, so that a suggestion that needed no pivot pays nothing more.
  @inline(__always)
  var precisionNeedsAttention: Bool {
    tableau.precisionLost || !tableau.residualSuspects.isEmpty
      || (!defersWorkChecks && tableau.residualWorkCheckIsDue)
  }
}
