import LayoutCore
import LayoutTestSupport
import Testing

@testable import Cassowary

/// Seeded property tests against the independent lexicographic reference.
@Suite struct RandomisedTests {
  static let seed: UInt64 = 0x5EED_2026

  /// Adds constraints one at a time, as a user would, and returns those accepted.
  func addAll(_ problem: RandomProblem, to solver: CassowarySolver) throws -> [Constraint] {
    var accepted: [Constraint] = []
    for c in problem.constraints {
      try solver.add(c)
      accepted.append(c)
      let problems = solver.invariantViolations()
      #expect(problems.isEmpty, "\(problems)")
    }
    return accepted
  }

  @Test func matchesTheReferenceOptimum() throws {
    print("RandomisedTests.matchesTheReferenceOptimum seed \(Self.seed)")
    var rng = SeededGenerator(seed: Self.seed)
    var compared = 0
    for round in 0..<400 {
      let problem = RandomProblem.make(using: &rng)
      let solver = CassowarySolver()
      let accepted = try addAll(problem, to: solver)
      guard let reference = LexicographicReference.solve(accepted) else {
        Issue.record("round \(round): reference found the required part infeasible\n\(problem)")
        continue
      }
      let ours = LexicographicReference.levelErrors(of: accepted) { solver.value(of: $0) }
      #expect(ours.count == reference.levelErrors.count)
      for (mine, theirs) in zip(ours, reference.levelErrors) {
        #expect(mine.priority == theirs.priority)
        #expect(
          abs(mine.error - theirs.error) <= 1e-6 * max(1, abs(theirs.error)),
          "round \(round) level \(mine.priority): \(mine.error) vs \(theirs.error)\n\(problem)")
      }
      for c in accepted where c.priority.isRequired {
        #expect(c.violation { solver.value(of: $0) } <= 1e-6, "round \(round): \(c) violated")
      }
      compared += 1
    }
    #expect(compared == 400)
  }

  @Test func addThenRemoveRestoresTheSolution() throws {
    print("RandomisedTests.addThenRemoveRestoresTheSolution seed \(Self.seed + 1)")
    var rng = SeededGenerator(seed: Self.seed + 1)
    for round in 0..<200 {
      var problem = RandomProblem.make(using: &rng)
      let extra = problem.constraints.popLast()!
      let solver = CassowarySolver()
      _ = try addAll(problem, to: solver)
      let before = LexicographicReference.levelErrors(of: problem.constraints) {
        solver.value(of: $0)
      }
      // A rejected add must leave the solver as it was too.
      if (try? solver.add(extra)) != nil {
        try solver.remove(extra)
      }
      #expect(solver.invariantViolations().isEmpty)
      let after = LexicographicReference.levelErrors(of: problem.constraints) {
        solver.value(of: $0)
      }
      for (a, b) in zip(before, after) {
        #expect(abs(a.error - b.error) <= 1e-6, "round \(round)\n\(problem)\nextra \(extra)")
      }
      if solver.ambiguousVariables().isEmpty {
        let reference = LexicographicReference.solve(problem.constraints)!
        for v in problem.variables where reference.values[v.id] != nil {
          #expect(
            abs(solver.value(of: v) - reference.values[v.id]!) <= 1e-6,
            "round \(round) \(v)\n\(problem)")
        }
      }
    }
  }

  @Test func suggestionsMatchAFreshSolve() throws {
    print("RandomisedTests.suggestionsMatchAFreshSolve seed \(Self.seed + 2)")
    var rng = SeededGenerator(seed: Self.seed + 2)
    for round in 0..<150 {
      let problem = RandomProblem.make(using: &rng)
      let solver = CassowarySolver()
      let accepted = try addAll(problem, to: solver)
      let edited = problem.variables[0]
      let priority: Priority = [.strong, 600, 100].randomElement(using: &rng)!
      try solver.addEditVariable(edited, priority: priority)
      for _ in 0..<4 {
        let value = Double(Int.random(in: -60...60, using: &rng))
        try solver.suggestValue(value, for: edited)
        #expect(solver.invariantViolations().isEmpty)
        let suggestion = Constraint(edited.expression - value, .equal, priority: priority)
        let reference = LexicographicReference.solve(accepted + [suggestion])!
        let ours = LexicographicReference.levelErrors(of: accepted + [suggestion]) {
          solver.value(of: $0)
        }
        for (mine, theirs) in zip(ours, reference.levelErrors) {
          #expect(
            abs(mine.error - theirs.error) <= 1e-6 * max(1, abs(theirs.error)),
            "round \(round) suggest \(value) level \(mine.priority): \(mine.error) vs \(theirs.error)\n\(problem)"
          )
        }
        let snapshot = solver.solution().values
        try solver.suggestValue(value, for: edited)
        #expect(solver.solution().values == snapshot)
      }
    }
  }

  @Test func sameCallsGiveTheSameBits() throws {
    print("RandomisedTests.sameCallsGiveTheSameBits seed \(Self.seed + 3)")
    var rng = SeededGenerator(seed: Self.seed + 3)
    for _ in 0..<50 {
      let problem = RandomProblem.make(using: &rng)
      let first = CassowarySolver()
      let second = CassowarySolver()
      _ = try addAll(problem, to: first)
      _ = try addAll(problem, to: second)
      for v in problem.variables {
        #expect(first.value(of: v).bitPattern == second.value(of: v).bitPattern)
      }
      #expect(first.dump() == second.dump())
    }
  }
}

/// Removal in any order leaves what a fresh solver would build from the rest, including when
/// the removed constraint is an eliminated equality that others were expanded through.
@Suite struct RemovalOrderTests {
  @Test func removingAnySubsetMatchesAFreshSolve() throws {
    let seed: UInt64 = 0x0DD5_EED5
    print("RemovalOrderTests.removingAnySubsetMatchesAFreshSolve seed \(seed)")
    var rng = SeededGenerator(seed: seed)
    for round in 0..<200 {
      let problem = RandomProblem.make(
        using: &rng, variableCount: 3...7, requiredCount: 2...7, optionalCount: 2...8)
      let solver = CassowarySolver()
      var accepted: [Constraint] = []
      for c in problem.constraints where (try? solver.add(c)) != nil { accepted.append(c) }
      var kept: [Constraint] = []
      for c in accepted {
        if Bool.random(using: &rng) {
          try solver.remove(c)
        } else {
          kept.append(c)
        }
        #expect(solver.invariantViolations().isEmpty, "round \(round)")
      }
      let fresh = CassowarySolver()
      try fresh.add(kept)
      let ours = LexicographicReference.levelErrors(of: kept) { solver.value(of: $0) }
      let theirs = LexicographicReference.levelErrors(of: kept) { fresh.value(of: $0) }
      for (a, b) in zip(ours, theirs) {
        #expect(abs(a.error - b.error) <= 1e-6 * max(1, abs(b.error)), "round \(round)\n\(problem)")
      }
      for c in kept where c.priority.isRequired {
        #expect(c.violation { solver.value(of: $0) } <= 1e-6, "round \(round): \(c) violated")
      }
    }
  }
}
