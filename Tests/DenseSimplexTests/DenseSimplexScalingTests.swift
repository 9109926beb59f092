import DenseSimplex
import LayoutCore
import LayoutTestSupport
import Testing

/// Regressions of the kernel's equilibration (`CSolver/src/scaling.c`): problems near the
/// numeric limit that the unscaled kernel, with its absolute tolerances, solved wrongly.
@Suite("Dense simplex: large magnitudes")
struct DenseSimplexScalingTests {
  /// Every requirement holds and no priority needs to break, but before equilibration the kernel
  /// reported a level-250 error of 4,194,304: its pivots of 3e8 next to 1 hid the lower levels'
  /// reduced costs below the absolute tolerance.
  @Test func mixedMagnitudesReachZeroError() throws {
    let x0 = Variable("x0")
    let x1 = Variable("x1")
    let x2 = Variable("x2")
    let solver = DenseSimplexSolver()
    try solver.add([
      x2 + 21000 >= 0,
      Constraint(
        Expression([Term(x0, -300), Term(x1, -3e8), Term(x2, -100)], constant: 9e6), .equal),
      200 * x2 + 2.3e6 <= 0,
      300 * x2 + 4.5e6 == 0,
      -300 * x2 - 4.5e6 == 0,
      (100 * x2 + 2.5e6 >= 0).withPriority(250),
      Constraint(
        Expression([Term(x0, -300), Term(x1, -3e8)], constant: 3.9e6), .lessThanOrEqual,
        priority: 250),
      (200 * x2 - 3e6 <= 0).withPriority(750),
    ])
    #expect(abs(solver.value(of: x2) + 15000) <= 1e-9 * 15000)
    #expect(solver.levelErrors().map(\.priority) == [750, 250])
    #expect(solver.levelErrors().map(\.error) == [0, 0])
  }

  /// Variables whose coefficients are 3e8 (a unit of x' is 3e8 of x) beside coefficients of 1
  /// and 2: the level errors are those of the small-integer form, solved by the reference.
  @Test func substitutedVariablesKeepTheLevelErrors() throws {
    let x = (0..<5).map { Variable("x\($0)") }
    // The rows with x1, x3 and x4 replaced by x / k; x0 and x2 keep their scale.
    func rows(_ k: Double) -> [Constraint] {
      [
        Constraint(Expression([Term(x[4], 2 * k)], constant: -15), .lessThanOrEqual),
        Constraint(
          Expression([Term(x[1], 3 * k), Term(x[2], 2), Term(x[3], -3 * k)], constant: -28),
          .lessThanOrEqual),
        Constraint(Expression([Term(x[4], -k)], constant: 3), .lessThanOrEqual),
        Constraint(Expression([Term(x[1], 3 * k)], constant: 34), .greaterThanOrEqual),
        Constraint(Expression([Term(x[4], 2 * k)], constant: -16), .lessThanOrEqual),
        Constraint(
          Expression([Term(x[1], -2 * k)], constant: 42), .greaterThanOrEqual, priority: 900),
        Constraint(
          Expression([Term(x[0]), Term(x[1], k)], constant: -5), .greaterThanOrEqual,
          priority: 500),
        Constraint(Expression([Term(x[4], -k)], constant: -6), .greaterThanOrEqual, priority: 900),
        Constraint(Expression([Term(x[4], 2 * k)], constant: 9), .lessThanOrEqual, priority: 100),
      ]
    }
    let reference = try #require(LexicographicReference.solve(rows(1)))
    let scaled = rows(3e8)
    let solver = DenseSimplexSolver()
    try solver.add(scaled)
    let values = solver.solution()
    let ours = LexicographicReference.levelErrors(of: scaled) { values[$0] }
    #expect(ours.map(\.priority) == reference.levelErrors.map(\.priority))
    for (mine, theirs) in zip(ours, reference.levelErrors) {
      #expect(abs(mine.error - theirs.error) <= 1e-6 * (1 + theirs.error))
    }
  }

  /// A rotation at the numeric limit: warm dual-simplex re-solves after suggestions of up to
  /// 1e9 give a fresh solver's values and level errors.
  @Test func warmStartsAtTheLimit() throws {
    let seed: UInt64 = 0x5CA1_E010
    print("DenseSimplexScalingTests.warmStartsAtTheLimit seed \(seed)")
    var rng = SeededGenerator(seed: seed)
    var checked = 0
    for trial in 0..<150 {
      let problem = RandomProblem.make(using: &rng)
      let factor = 2e6
      let scaled = problem.constraints.map {
        Constraint(
          Expression($0.expression.terms, constant: $0.expression.constant * factor), $0.relation,
          priority: $0.priority)
      }
      guard LexicographicReference.solve(problem.constraints) != nil else { continue }
      let edited = problem.variables[0]
      let warm = DenseSimplexSolver()
      try warm.add(scaled)
      try warm.addEditVariable(edited, priority: 600)
      _ = warm.solution()
      for _ in 0..<3 {
        let suggestion = Double(Int.random(in: -500...500, using: &rng))
        try warm.suggestValue(suggestion * factor, for: edited)
        let cold = DenseSimplexSolver()
        try cold.add(scaled + [(edited == suggestion * factor).withPriority(600)])
        let reference = try #require(
          LexicographicReference.solve(
            problem.constraints + [(edited == suggestion).withPriority(600)]))
        let ours = warm.levelErrors()
        let fresh = cold.levelErrors()
        #expect(ours.map(\.priority) == reference.levelErrors.map(\.priority.value))
        for ((mine, other), theirs) in zip(zip(ours, fresh), reference.levelErrors) {
          #expect(
            abs(mine.error / factor - theirs.error) <= 1e-6 * (1 + theirs.error), "trial \(trial)")
          #expect(
            abs(other.error / factor - theirs.error) <= 1e-6 * (1 + theirs.error), "trial \(trial)")
        }
      }
      checked += 1
    }
    #expect(checked >= 100)
  }
}
