import LayoutCore
import Testing

@testable import Cassowary

/// The objective recomputed from the rows, the rounding-only cost the simplex drops, and the
/// rebuild when the rows drift from their constraints.
@Suite struct PrecisionTests {
  /// A screen with constraints at three priorities and an edit variable, so the objective has
  /// several levels and basic error symbols.
  func makeScene() throws -> (CassowarySolver, [Variable]) {
    let solver = CassowarySolver()
    let v = ["container", "left", "width", "right", "gap"].map { Variable($0) }
    try solver.addEditVariable(v[0], priority: .strong)
    try solver.suggestValue(320, for: v[0])
    try solver.add([
      v[1] >= 16,
      v[3] == v[1] + v[2] + v[4],
      v[3] <= v[0] - 16,
      Constraint(v[2].expression - 400, .equal, priority: 250),
      Constraint(v[4].expression - 8, .equal, priority: 750),
      Constraint(v[1].expression - 3 * v[4].expression, .equal, priority: 500),
    ])
    return (solver, v)
  }

  @Test func recomputedObjectiveMatchesTheIncrementalOne() throws {
    let (solver, _) = try makeScene()
    let before = solver.tableau.levels
    #expect(before.count == 4)
    solver.tableau.refreshObjective()
    for (old, new) in zip(before, solver.tableau.levels) {
      #expect(old.priority == new.priority)
      #expect(abs(old.row.constant - new.row.constant) < 1e-12)
      for symbol in solver.tableau.symbolKinds.indices {
        #expect(abs(old.row.coefficient(of: symbol) - new.row.coefficient(of: symbol)) < 1e-12)
      }
    }
    #expect(solver.tableau.pivotsAtRefresh == solver.statistics.pivots)
    #expect(solver.invariantViolations().isEmpty)
  }

  @Test func droppingARoundingCostKeepsTheCostsBelowIt() throws {
    var tableau = Tableau()
    try tableau.add(Constraint(Variable("a").expression - 1, .equal, priority: 750))
    try tableau.add(Constraint(Variable("b").expression - 2, .equal, priority: 250))
    let symbol = tableau.makeSymbol(.slack, owner: -1)
    tableau.levels[0].row.add(-1e-7, symbol)
    tableau.levels[1].row.add(2, symbol)
    tableau.dropLeadingCost(of: symbol)
    #expect(tableau.levels[0].row.coefficient(of: symbol) == 0)
    #expect(tableau.levels[1].row.coefficient(of: symbol) == 2)
  }

  @Test func freshTableauHasNoResidual() throws {
    let (solver, _) = try makeScene()
    #expect(solver.tableau.relativeResidual() < 1e-15)
  }

  /// A coefficient the row leaves out as a residue (5e-9) is not drift, however large the
  /// variable it multiplies.
  @Test func termsLeftOutOfTheRowAreNoDrift() throws {
    var tableau = Tableau()
    let x = Variable("x")
    let y = Variable("y")
    try tableau.add(Constraint(x.expression - 1000, .equal))
    try tableau.add(Constraint(y.expression + 5e-9 * x.expression - 1, .equal))
    #expect(tableau.value(of: y) == 1)
    #expect(tableau.relativeResidual() < 1e-15)
  }

  @Test func driftedRowsAreRebuiltFromTheirConstraints() throws {
    let (solver, v) = try makeScene()
    let exact = v.map { solver.value(of: $0) }
    #expect(exact == [320, 24, 272, 304, 8])
    // Rounding drift, exaggerated: the row of a basic symbol no longer matches its constraint.
    let slot = solver.tableau.rows.indices.first { solver.tableau.slotBasic[$0] != noSymbol }!
    solver.tableau.rows[slot].constant += 1e-3
    #expect(solver.tableau.relativeResidual() > residualLimit)
    solver.tableau.precisionLost = true
    solver.restorePrecisionIfLost()
    #expect(!solver.tableau.precisionLost)
    #expect(solver.statistics.fullSolves == 1)
    #expect(v.map { solver.value(of: $0) } == exact)
    #expect(solver.tableau.relativeResidual() < 1e-15)
  }

  @Test func aCostBarelyPastTheToleranceBringsTheRecomputationForward() throws {
    var tableau = Tableau()
    try tableau.add(Constraint(Variable("a").expression - 1, .equal, priority: 750))
    try tableau.add(Constraint(Variable("b").expression - 2, .equal, priority: 1))
    let symbol = tableau.makeSymbol(.slack, owner: -1)
    tableau.levels[0].row.add(1.4e-8, symbol)
    tableau.levels[1].row.add(-3, symbol)
    tableau.notePending(symbol)
    let (entering, _) = tableau.enteringSymbol(bland: false)
    #expect(entering == noSymbol)
    #expect(tableau.hasSuspectCost)
    tableau.pivotsAtRefresh = tableau.counters.pivots
    tableau.counters.pivots += 16
    #expect(tableau.objectiveRefreshIsDue)
    tableau.hasSuspectCost = false
    #expect(!tableau.objectiveRefreshIsDue)
    tableau.counters.pivots += 84
    #expect(tableau.objectiveRefreshIsDue)
  }

  /// `x := a - b` with `a` and `b` edited to 10,000 and 10,001: the row of `x + 1 == 0` is
  /// `a - b + 1 == 0`, whose numbers are ten thousand times those of the constraint.
  func makeCancellation() throws -> (CassowarySolver, a: Variable, x: Variable) {
    let solver = CassowarySolver()
    let (a, b, x) = (Variable("a"), Variable("b"), Variable("x"))
    try solver.addEditVariable(a, priority: .strong)
    try solver.addEditVariable(b, priority: .strong)
    try solver.suggestValue(10_000, for: a)
    try solver.suggestValue(10_001, for: b)
    try solver.add(x == a - b)
    try solver.add(x + 1 == 0)
    #expect(solver.eliminations.isDefined(x))
    return (solver, a, x)
  }

  /// Drift the rows hold at 5e-12 of their own numbers is 5e-8 of the user's `x + 1 == 0`:
  /// the tableau only suspects the row, and the solver, measuring the constraint through
  /// `x`'s definition, rebuilds.
  @Test func driftMeasuredOnTheUsersConstraintThroughItsDefinitions() throws {
    let (solver, a, x) = try makeCancellation()
    #expect(solver.value(of: x) == -1)
    let slot = solver.tableau.basicSlot[solver.tableau.symbol(for: a)]
    solver.tableau.rows[slot].constant += 1e-7
    solver.tableau.checkResidual()
    #expect(!solver.tableau.precisionLost)
    #expect(solver.tableau.relativeResidual() < residualLimit)
    #expect(!solver.tableau.residualSuspects.isEmpty)
    solver.restorePrecisionIfLost()
    #expect(solver.statistics.fullSolves == 1)
    #expect(solver.value(of: x) == -1)
    #expect(solver.value(of: a) == 10_000)
    #expect(solver.tableau.residualSuspects.isEmpty)
    #expect(solver.expandedResidualFloor == 0)
  }

  /// What the last rebuild left counts as rounding: drift up to it is tolerated, so a problem
  /// whose fresh tableau cannot do better is not rebuilt on every call; past it, the
  /// tableau is rebuilt. The drift here is 5e-8 of the user's `x + 1 == 0`.
  @Test(arguments: [(6e-8, 0), (4e-8, 1)])
  func driftBeyondWhatTheLastRebuildLeftIsRebuilt(floor: Double, rebuilds: Int) throws {
    let (solver, a, x) = try makeCancellation()
    solver.expandedResidualFloor = floor
    let slot = solver.tableau.basicSlot[solver.tableau.symbol(for: a)]
    solver.tableau.rows[slot].constant += 1e-7
    solver.tableau.checkResidual()
    solver.restorePrecisionIfLost()
    #expect(solver.statistics.fullSolves == rebuilds)
    #expect(solver.tableau.residualSuspects.isEmpty)
    if rebuilds == 0 {
      #expect(abs(solver.value(of: x) + 1) > 9e-8)
    } else {
      #expect(solver.value(of: x) == -1)
    }
  }

  /// A few pivots are measured after once they rewrote twice as many entries as measuring
  /// the rows sums terms; otherwise only after 16 pivots.
  @Test func theRowsAreMeasuredOncePivotsDidTwiceTheWorkOfTheMeasure() throws {
    let (solver, _) = try makeScene()
    solver.tableau.checkResidual()
    let cost = solver.tableau.recordTerms
    let terms = solver.tableau.records.values.reduce(0) {
      $0 + $1.constraint.expression.terms.count
    }
    #expect(cost == terms)
    #expect(!solver.tableau.residualWorkCheckIsDue)
    solver.tableau.pivotWork += 2 * cost
    #expect(!solver.tableau.residualWorkCheckIsDue)
    solver.tableau.pivotWork += 1
    #expect(solver.tableau.residualWorkCheckIsDue)
    #expect(!solver.tableau.residualCheckIsDue)
    solver.restorePrecisionIfLost()
    #expect(!solver.tableau.residualWorkCheckIsDue)
    solver.tableau.counters.pivots += 16
    #expect(solver.tableau.residualCheckIsDue)
  }

  /// A batch is measured once, at its end; between its constraints the work stays due.
  @Test func aBatchIsMeasuredAtItsEnd() throws {
    let (solver, v) = try makeScene()
    #expect(solver.tableau.pivotWork > 0)
    #expect(solver.tableau.workAtResidualCheck == solver.tableau.pivotWork)
    solver.defersWorkChecks = true
    try solver.add(Constraint(v[2].expression - 100, .equal, priority: 900))
    try solver.add(Constraint(v[4].expression - 2, .equal, priority: 800))
    #expect(solver.tableau.residualWorkCheckIsDue)
    solver.defersWorkChecks = false
    solver.restorePrecisionIfLost()
    #expect(solver.tableau.workAtResidualCheck == solver.tableau.pivotWork)
    for (variable, expected) in zip(v, [320.0, 16, 100, 118, 2]) {
      #expect(abs(solver.value(of: variable) - expected) < 1e-12)
    }
  }
}
