import Cassowary
import LayoutCore
import LayoutTestSupport
import Testing

/// `updateConstants`: new constants in place must give what removing each constraint and
/// adding it again gives, which a fresh solver of the final constraints shows, on every
/// backend.
@Suite struct ConstantUpdateTests {
  static let seed: UInt64 = 0xC0_2026

  /// Checks `solver` against a fresh solver of `constraints`: the same total error at every
  /// priority and the same value of every variable whose value is unique.
  func expectMatchesFresh(
    _ solver: any LayoutSolver, _ constraints: [Constraint], backend: Backend,
    _ comment: @autoclosure () -> String
  ) throws {
    let fresh = backend.make()
    try fresh.add(constraints)
    let ours = LexicographicReference.levelErrors(of: constraints) { solver.value(of: $0) }
    let theirs = LexicographicReference.levelErrors(of: constraints) { fresh.value(of: $0) }
    #expect(ours.map(\.priority) == theirs.map(\.priority), "\(comment())")
    for (mine, reference) in zip(ours, theirs) {
      #expect(
        abs(mine.error - reference.error) <= 1e-6 * max(1, abs(reference.error)),
        "\(comment()) at \(reference.priority): \(mine.error) vs \(reference.error)")
    }
    let ambiguous = Set((fresh.ambiguousVariables() + solver.ambiguousVariables()).map(\.id))
    let variables = Set(constraints.flatMap { $0.expression.terms.map(\.variable) })
    for variable in variables where !ambiguous.contains(variable.id) {
      #expect(
        abs(solver.value(of: variable) - fresh.value(of: variable)) <= 1e-6,
        "\(comment()): \(variable) \(solver.value(of: variable)) vs \(fresh.value(of: variable))")
    }
    if let cassowary = solver as? CassowarySolver {
      #expect(cassowary.invariantViolations().isEmpty, "\(comment())")
    }
  }

  /// Random problems, random batches of new constants (required ones too, which may
  /// conflict and must then change nothing).
  @Test(arguments: Backend.all) func randomUpdatesMatchAFreshSolver(_ backend: Backend) throws {
    print("ConstantUpdateTests seed: \(Self.seed)")
    var rng = SeededGenerator(seed: Self.seed)
    var refused = 0
    for round in 0..<150 {
      let problem = RandomProblem.make(using: &rng)
      var constraints = problem.constraints
      let solver = backend.make()
      try solver.add(constraints)
      for step in 0..<6 {
        var updates: [(constraint: Constraint, constant: Double)] = []
        for index in constraints.indices where Int.random(in: 0..<3, using: &rng) == 0 {
          let old = constraints[index].expression.constant
          let moved =
            constraints[index].priority.isRequired
            ? old + Double(Int.random(in: -2...2, using: &rng))
            : Double(Int.random(in: -50...50, using: &rng))
          updates.append((constraints[index], moved))
        }
        var conflicts = false
        do throws(LayoutError) {
          try solver.updateConstants(updates)
        } catch {
          guard case .unsatisfiable = error else { throw error }
          conflicts = true
        }
        if conflicts {
          refused += 1
          try expectMatchesFresh(
            solver, constraints, backend: backend, "round \(round) step \(step), refused")
          continue
        }
        for (constraint, constant) in updates {
          let index = constraints.firstIndex(of: constraint)!
          constraints[index] = constraints[index].withConstant(constant)
        }
        try expectMatchesFresh(
          solver, constraints, backend: backend, "round \(round) step \(step)\n\(problem)")
      }
    }
    // Some batches moved a required constant into a conflict.
    #expect(refused > 0)
  }

  /// The engine's shape: each label's width at least its text @750 and at most it @250
  /// (the first defines the width through a stand-in on Cassowary), labels chained with
  /// gaps, some pairs of identical constraints sharing a row; all values are unique.
  @Test(arguments: Backend.all) func labelSizesMatchAFreshSolver(_ backend: Backend) throws {
    var rng = SeededGenerator(seed: Self.seed)
    let count = 30
    let x = (0..<count).map { Variable("x\($0)") }
    let width = (0..<count).map { Variable("w\($0)") }
    var sizes: [Constraint] = []
    var constraints: [Constraint] = []
    for index in 0..<count {
      let text = Double(Int.random(in: 20...200, using: &rng))
      sizes.append(Constraint(width[index] - text, .greaterThanOrEqual, priority: 750))
      sizes.append(Constraint(width[index] - text, .lessThanOrEqual, priority: 250))
      if index % 7 == 0 {
        sizes.append(Constraint(width[index] - text, .lessThanOrEqual, priority: 250))
      }
    }
    constraints += sizes
    for index in 0..<count {
      let previous = index % 5 == 0 ? Expression(constant: 16) : x[index - 1] + width[index - 1] + 8
      constraints.append(Constraint(x[index] - previous, .equal))
      // Every fifth label ends before 150.
      if index % 5 == 4 {
        constraints.append(Constraint(x[index] + width[index] - 400, .lessThanOrEqual))
      }
    }
    let solver = backend.make()
    try solver.add(constraints)
    for step in 0..<20 {
      // A third of the labels measure anew: all their size constraints move together.
      var texts: [Int: Double] = [:]
      for variable in width where Int.random(in: 0..<3, using: &rng) == 0 {
        texts[variable.id] = Double(Int.random(in: 20...200, using: &rng))
      }
      let updates = constraints.filter { !$0.priority.isRequired }.compactMap {
        constraint -> (constraint: Constraint, constant: Double)? in
        texts[constraint.expression.terms[0].variable.id].map { (constraint, -$0) }
      }
      try solver.updateConstants(updates)
      for (constraint, constant) in updates {
        let index = constraints.firstIndex(of: constraint)!
        constraints[index] = constraints[index].withConstant(constant)
        #expect(solver.contains(constraints[index]))
      }
      try expectMatchesFresh(solver, constraints, backend: backend, "step \(step)")
    }
  }

  @Test(arguments: Backend.all) func aConflictingBatchChangesNothing(_ backend: Backend) throws {
    let solver = backend.make()
    let x = Variable("x")
    let floor = Constraint(x - 10, .greaterThanOrEqual)
    let ceiling = Constraint(x - 40, .lessThanOrEqual)
    let preferred = Constraint(x - 30, .equal, priority: 500)
    try solver.add([floor, ceiling, preferred, Constraint(x.expression, .equal, priority: 1)])
    #expect(solver.value(of: x) == 30)
    // The preferred value moves to 20 and the floor to 50, past the ceiling: refused whole.
    #expect(
      throws: LayoutError.unsatisfiable(constraint: floor.withConstant(-50), conflicting: [ceiling])
    ) {
      try solver.updateConstants([(preferred, -20), (floor, -50)])
    }
    #expect(solver.value(of: x) == 30)
    try solver.updateConstants([(preferred, -20)])
    #expect(solver.value(of: x) == 20)
    // The constraint keeps its identity: removed by the value it was added as.
    try solver.remove(preferred)
    #expect(!solver.contains(preferred))
    #expect(solver.value(of: x) == 10)
  }

  @Test(arguments: Backend.all) func unknownAndNonFiniteConstants(_ backend: Backend) throws {
    let solver = backend.make()
    let x = Variable("x")
    let preferred = Constraint(x - 30, .equal, priority: 500)
    try solver.add(preferred)
    let stranger = Constraint(x - 5, .equal, priority: 500)
    #expect(throws: LayoutError.unknownConstraint(stranger)) {
      try solver.updateConstants([(preferred, -20), (stranger, 1)])
    }
    #expect(throws: LayoutError.self) { try solver.updateConstants([(preferred, .nan)]) }
    #expect(throws: LayoutError.self) { try solver.updateConstants([(preferred, 1e12)]) }
    #expect(solver.value(of: x) == 30)
  }
}
