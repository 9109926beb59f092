import DenseSimplex
import LayoutCore
import LayoutTestSupport
import Testing

@Suite("Dense simplex: seeded random problems")
struct DenseSimplexRandomTests {
  /// Agreement with the independent reference: every level's total error within 1e-6, and the
  /// required constraints hold at the reported values.
  @Test func matchesTheLexicographicReference() throws {
    let seed: UInt64 = 0x5EED_0003
    print("DenseSimplexRandomTests.matchesTheLexicographicReference seed \(seed)")
    var rng = SeededGenerator(seed: seed)
    for trial in 0..<300 {
      let problem = RandomProblem.make(using: &rng)
      guard let reference = LexicographicReference.solve(problem.constraints) else { continue }
      let solver = DenseSimplexSolver()
      try solver.add(problem.constraints)
      let values = solver.solution()
      let errors = LexicographicReference.levelErrors(of: problem.constraints) { values[$0] }
      #expect(errors.count == reference.levelErrors.count, "trial \(trial)\n\(problem)")
      for (ours, theirs) in zip(errors, reference.levelErrors) {
        #expect(ours.priority == theirs.priority)
        #expect(abs(ours.error - theirs.error) <= 1e-6, "trial \(trial)\n\(problem)")
      }
      for constraint in problem.constraints where constraint.priority.isRequired {
        #expect(constraint.violation { values[$0] } <= 1e-7, "trial \(trial)\n\(problem)")
      }
    }
  }

  /// Adding constraints one at a time reports the same failures as the reference feasibility,
  /// and adding then removing a constraint restores the values bit for bit.
  @Test func incrementalAddsAndRemovalsAreConsistent() throws {
    let seed: UInt64 = 0x5EED_0004
    print("DenseSimplexRandomTests.incrementalAddsAndRemovalsAreConsistent seed \(seed)")
    var rng = SeededGenerator(seed: seed)
    for trial in 0..<150 {
      let problem = RandomProblem.make(using: &rng, requiredCount: 2...6)
      let solver = DenseSimplexSolver()
      var accepted: [Constraint] = []
      for constraint in problem.constraints {
        let feasible = LexicographicReference.solve(accepted + [constraint]) != nil
        do {
          try solver.add(constraint)
          accepted.append(constraint)
          #expect(feasible, "trial \(trial): accepted an infeasible constraint")
        } catch {
          #expect(!feasible, "trial \(trial): rejected a feasible constraint: \(error)")
          if case .unsatisfiable(_, let conflicting) = error {
            // The conflicting set with the constraint is infeasible, and minimal.
            #expect(LexicographicReference.solve(conflicting + [constraint]) == nil)
            for index in conflicting.indices {
              var smaller = conflicting
              smaller.remove(at: index)
              #expect(LexicographicReference.solve(smaller + [constraint]) != nil)
            }
          }
        }
      }
      let before = solver.solution().values
      let extra = Constraint(
        Expression(
          [Term(problem.variables[0])], constant: -Double(Int.random(in: -30...30, using: &rng))),
        .equal, priority: 600)
      try solver.add(extra)
      _ = solver.solution()
      try solver.remove(extra)
      #expect(solver.solution().values == before, "trial \(trial)")
    }
  }

  /// Random required constraints (not built to be feasible): each add is accepted exactly when
  /// the reference finds the required set feasible, and each conflicting set is infeasible with
  /// the rejected constraint and minimal.
  @Test func conflictingSetsAreMinimal() throws {
    let seed: UInt64 = 0x5EED_0006
    print("DenseSimplexRandomTests.conflictingSetsAreMinimal seed \(seed)")
    var rng = SeededGenerator(seed: seed)
    var rejections = 0
    for trial in 0..<120 {
      let variables = (0..<Int.random(in: 2...4, using: &rng)).map { Variable("x\($0)") }
      let solver = DenseSimplexSolver()
      var accepted: [Constraint] = []
      for _ in 0..<Int.random(in: 3...9, using: &rng) {
        var terms: [Term] = []
        for variable in variables where Bool.random(using: &rng) {
          terms.append(Term(variable, Double(Int.random(in: -2...2, using: &rng))))
        }
        if terms.isEmpty { terms = [Term(variables[0])] }
        let constraint = Constraint(
          Expression(terms, constant: Double(Int.random(in: -20...20, using: &rng))),
          Relation.allCases.randomElement(using: &rng)!)
        let feasible = LexicographicReference.solve(accepted + [constraint]) != nil
        do {
          try solver.add(constraint)
          accepted.append(constraint)
          #expect(feasible, "trial \(trial): accepted \(constraint) after \(accepted)")
        } catch {
          guard case .unsatisfiable(let failing, let conflicting) = error else {
            Issue.record("trial \(trial): unexpected \(error)")
            continue
          }
          rejections += 1
          #expect(!feasible, "trial \(trial): rejected \(constraint) after \(accepted)")
          #expect(failing == constraint)
          let order = conflicting.map { accepted.firstIndex(of: $0) ?? -1 }
          #expect(order == order.sorted() && !order.contains(-1), "trial \(trial)")
          #expect(LexicographicReference.solve(conflicting + [constraint]) == nil, "trial \(trial)")
          for index in conflicting.indices {
            var smaller = conflicting
            smaller.remove(at: index)
            #expect(LexicographicReference.solve(smaller + [constraint]) != nil, "trial \(trial)")
          }
        }
      }
    }
    #expect(rejections > 50)
  }

  /// The same calls in the same order give the same bits, and an ambiguity query changes no
  /// value.
  @Test func sameCallsGiveSameBits() throws {
    let seed: UInt64 = 0x5EED_0007
    print("DenseSimplexRandomTests.sameCallsGiveSameBits seed \(seed)")
    var rng = SeededGenerator(seed: seed)
    for trial in 0..<60 {
      let problem = RandomProblem.make(using: &rng, variableCount: 3...8, optionalCount: 4...12)
      guard LexicographicReference.solve(problem.constraints) != nil else { continue }
      let suggestions = (0..<3).map { _ in Double(Int.random(in: -80...80, using: &rng)) }
      var runs: [[Int: Double]] = []
      for _ in 0..<2 {
        let solver = DenseSimplexSolver()
        try solver.add(problem.constraints)
        try solver.addEditVariable(problem.variables[0], priority: 600)
        for value in suggestions {
          try solver.suggestValue(value, for: problem.variables[0])
          _ = solver.solution()
        }
        let before = solver.solution().values
        _ = solver.ambiguousVariables()
        #expect(solver.solution().values == before, "trial \(trial)")
        runs.append(before)
      }
      let bits = runs.map { run in problem.variables.map { (run[$0.id] ?? 0).bitPattern } }
      #expect(bits[0] == bits[1], "trial \(trial)")
    }
  }

  /// Warm starts after suggestions reach the same level errors as a fresh solver.
  @Test func warmStartsMatchColdSolves() throws {
    let seed: UInt64 = 0x5EED_0005
    print("DenseSimplexRandomTests.warmStartsMatchColdSolves seed \(seed)")
    var rng = SeededGenerator(seed: seed)
    for trial in 0..<100 {
      let problem = RandomProblem.make(using: &rng)
      guard LexicographicReference.solve(problem.constraints) != nil else { continue }
      let solver = DenseSimplexSolver()
      try solver.add(problem.constraints)
      let edited = problem.variables[0]
      let priority = try Priority(Double(Int.random(in: 1...999, using: &rng)))
      try solver.addEditVariable(edited, priority: priority)
      _ = solver.solution()
      for _ in 0..<4 {
        let suggestion = Double(Int.random(in: -100...100, using: &rng))
        try solver.suggestValue(suggestion, for: edited)
        let warm = solver.solution()
        let all = problem.constraints + [(edited == suggestion).withPriority(priority)]
        let ours = LexicographicReference.levelErrors(of: all) { warm[$0] }
        guard let reference = LexicographicReference.solve(all) else { continue }
        for (a, b) in zip(ours, reference.levelErrors) {
          #expect(
            abs(a.error - b.error) <= 1e-6, "trial \(trial) suggestion \(suggestion)\n\(problem)")
        }
      }
    }
  }
}
