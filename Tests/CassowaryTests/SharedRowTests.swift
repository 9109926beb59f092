import LayoutCore
import LayoutTestSupport
import Testing

@testable import Cassowary

/// Identical constraints sharing a row (counted once per copy) and constraints that define a
/// fresh variable through a stand-in: both must mean exactly what the constraints say.
@Suite struct SharedRowTests {
  static let seed: UInt64 = 0x7A1_2026

  @Test func copiesCountOncePerCopyInTheirLevel() throws {
    let x = Variable("x")
    let solver = CassowarySolver()
    let tens = (0..<3).map { _ in
      Constraint(Expression([Term(x)], constant: -10), .equal, priority: 500)
    }
    let twenties = (0..<2).map { _ in
      Constraint(Expression([Term(x)], constant: -20), .equal, priority: 500)
    }
    try solver.add(tens + twenties)
    #expect(solver.value(of: x) == 10)
    // Three tens against two twenties; removing the row's first owner hands the row on.
    try solver.remove(tens[0])
    try solver.remove(tens[1])
    #expect(solver.value(of: x) == 20)
    try solver.remove(twenties[1])
    try solver.add(tens[0])
    #expect(solver.value(of: x) == 10)
    #expect(solver.invariantViolations().isEmpty)
  }

  @Test func aRepeatedRequiredConstraintHoldsUntilTheLastCopyGoes() throws {
    let x = Variable("x")
    let solver = CassowarySolver()
    let first = Constraint(Expression([Term(x)], constant: -5), .greaterThanOrEqual)
    let second = Constraint(Expression([Term(x)], constant: -5), .greaterThanOrEqual)
    try solver.add(first)
    try solver.add(second)
    let three = Constraint(Expression([Term(x)], constant: -3), .equal)
    try solver.remove(first)
    #expect(throws: LayoutError.self) { try solver.add(three) }
    #expect(solver.contains(second) && !solver.contains(first))
    try solver.remove(second)
    try solver.add(three)
    #expect(solver.value(of: x) == 3)
  }

  @Test func aChainOfInequalitiesStaysSparse() throws {
    // Rows of a form: each row's top is at least the previous row's bottom + 8, pulled up
    // weakly. Expanded through stand-ins the tableau stays linear in the number of rows.
    let solver = CassowarySolver()
    var previousBottom: Variable?
    var tops: [Variable] = []
    for i in 0..<200 {
      let top = Variable("top\(i)")
      let height = Variable("height\(i)")
      try solver.add(Constraint(Expression([Term(height)], constant: -44), .equal, priority: 750))
      if let previousBottom {
        try solver.add(
          Constraint(
            Expression([Term(top), Term(previousBottom, -1)], constant: -8), .greaterThanOrEqual))
        try solver.add(
          Constraint(Expression([Term(top), Term(previousBottom, -1)]), .equal, priority: .weak))
      } else {
        try solver.add(Constraint(Expression([Term(top)]), .equal))
      }
      let bottom = Variable("bottom\(i)")
      try solver.add(
        Constraint(Expression([Term(bottom), Term(top, -1), Term(height, -1)]), .equal))
      previousBottom = bottom
      tops.append(top)
    }
    #expect(solver.value(of: tops[199]) == 199 * 52)
    #expect(solver.statistics.nonzeros < 10 * 200)
  }

  /// A form of rows where one row's width is left open: exactly that width and the edge
  /// defined from it are ambiguous, whether the solver probes every variable (small) or
  /// propagates free directions through the definitions (large).
  @Test(arguments: [20, 600])
  func ambiguityOfDefinedVariablesInALongChain(rows: Int) throws {
    let solver = CassowarySolver()
    var previousBottom: Variable?
    let open = rows / 2
    for i in 0..<rows {
      let top = Variable("top\(i)")
      let bottom = Variable("bottom\(i)")
      let left = Variable("left\(i)")
      let width = Variable("width\(i)")
      let right = Variable("right\(i)")
      if let previousBottom {
        try solver.add(
          Constraint(
            Expression([Term(top), Term(previousBottom, -1)], constant: -8), .greaterThanOrEqual))
        try solver.add(
          Constraint(Expression([Term(top), Term(previousBottom, -1)]), .equal, priority: .weak))
      } else {
        try solver.add(Constraint(Expression([Term(top)]), .equal))
      }
      try solver.add(Constraint(Expression([Term(bottom), Term(top, -1)], constant: -44), .equal))
      try solver.add(Constraint(Expression([Term(left)], constant: -16), .equal))
      try solver.add(Constraint(Expression([Term(width)]), .greaterThanOrEqual))
      if i != open {
        try solver.add(Constraint(Expression([Term(width)], constant: -100), .equal, priority: 500))
      }
      try solver.add(
        Constraint(Expression([Term(right), Term(left, -1), Term(width, -1)]), .equal))
      previousBottom = bottom
    }
    #expect(solver.tableau.probesAreAffordable == (rows < 100))
    #expect(solver.ambiguousVariables().map(\.name).sorted() == ["right\(open)", "width\(open)"])
  }

  /// Random problems with copies of some constraints, removed one at a time in a random order;
  /// after every step the per-level errors equal the reference optimum's.
  @Test func copiesAndRemovalsMatchTheReference() throws {
    print("SharedRowTests.copiesAndRemovalsMatchTheReference seed \(Self.seed)")
    var rng = SeededGenerator(seed: Self.seed)
    for round in 0..<150 {
      let problem = RandomProblem.make(using: &rng)
      var constraints = problem.constraints
      for c in problem.constraints where Int.random(in: 0..<3, using: &rng) == 0 {
        constraints.append(Constraint(c.expression, c.relation, priority: c.priority))
      }
      constraints.shuffle(using: &rng)
      let solver = CassowarySolver()
      var present: [Constraint] = []
      for c in constraints where (try? solver.add(c)) != nil { present.append(c) }
      var removalOrder = present
      removalOrder.shuffle(using: &rng)
      for removed in removalOrder {
        try solver.remove(removed)
        present.removeAll { $0.id == removed.id }
        #expect(solver.invariantViolations().isEmpty, "round \(round)")
        guard let reference = LexicographicReference.solve(present) else {
          Issue.record("round \(round): reference found the required part infeasible")
          break
        }
        let ours = LexicographicReference.levelErrors(of: present) { solver.value(of: $0) }
        for (mine, theirs) in zip(ours, reference.levelErrors) {
          #expect(
            abs(mine.error - theirs.error) <= 1e-6 * max(1, abs(theirs.error)),
            "round \(round) level \(mine.priority): \(mine.error) vs \(theirs.error)")
        }
        for c in present where c.priority.isRequired {
          #expect(c.violation { solver.value(of: $0) } <= 1e-6, "round \(round): \(c) violated")
        }
      }
    }
  }
}
