import LayoutCore
import Testing

@testable import Cassowary

/// kiwi's scenarios for managing constraints, as our own tests.
@Suite struct ConstraintManagementTests {
  @Test func addsAndRemovesConstraints() throws {
    let solver = CassowarySolver()
    let x = Variable("x")
    let c1 = x + 1 >= 0
    let c2 = x == 10
    #expect(!solver.contains(c1))
    try solver.add(c1)
    #expect(solver.contains(c1))
    try solver.add(c2.withPriority(.weak))
    #expect(solver.value(of: x) == 10)
    let weak = Constraint(x.expression - 10, .equal, priority: .weak)
    try solver.add(weak)
    try solver.remove(c1)
    #expect(!solver.contains(c1))
    #expect(throws: LayoutError.unknownConstraint(c1)) { try solver.remove(c1) }
  }

  @Test func rejectsDuplicateConstraint() throws {
    let solver = CassowarySolver()
    let x = Variable("x")
    let c = x == 10
    try solver.add(c)
    #expect(throws: LayoutError.duplicateConstraint(c)) { try solver.add(c) }
    #expect(solver.value(of: x) == 10)
  }

  @Test func rejectsNonFiniteNumbers() throws {
    let solver = CassowarySolver()
    let x = Variable("x")
    #expect(throws: LayoutError.self) { try solver.add(x == Double.nan) }
    #expect(throws: LayoutError.self) { try solver.add(Double.infinity * x >= 0) }
    #expect(solver.solution().values.isEmpty)
    #expect(solver.dump() == CassowarySolver().dump())
  }

  @Test func unsatisfiableEqualityNamesTheConflict() throws {
    let solver = CassowarySolver()
    let x = Variable("x")
    let first = x == 10
    try solver.add(first)
    let second = x == 20
    #expect(throws: LayoutError.unsatisfiable(constraint: second, conflicting: [first])) {
      try solver.add(second)
    }
    #expect(!solver.contains(second))
    #expect(solver.value(of: x) == 10)
  }

  @Test func unsatisfiableInequalitiesGiveMinimalSet() throws {
    let solver = CassowarySolver()
    let x = Variable("x")
    let y = Variable("y")
    let unrelated = y >= 3
    let low = x >= 10
    let looser = x >= 5
    let link = y == x + 2
    try solver.add([unrelated, looser, low, link])
    let high = y <= 8
    // x >= 10 and y == x + 2 force y >= 12; only `low` and `link` are needed for that.
    #expect(throws: LayoutError.unsatisfiable(constraint: high, conflicting: [low, link])) {
      try solver.add(high)
    }
    #expect(solver.value(of: x) == 10)
    #expect(solver.value(of: y) == 12)
    #expect(solver.invariantViolations().isEmpty)
  }

  @Test func failedAddLeavesSolverUsable() throws {
    let solver = CassowarySolver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.add(x <= 5)
    try solver.add(Constraint(x.expression - 3, .equal, priority: .medium))
    #expect(throws: LayoutError.self) { try solver.add(x >= 7) }
    #expect(solver.value(of: x) == 3)
    try solver.add(y == x * 2)
    #expect(solver.value(of: y) == 6)
    #expect(solver.invariantViolations().isEmpty)
  }

  @Test func removingRestoresThePreviousSolution() throws {
    let solver = CassowarySolver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.add(Constraint(x.expression - 100, .equal, priority: .weak))
    try solver.add(Constraint(y.expression - 120, .equal, priority: .weak))
    try solver.add(x <= y)
    let before = solver.solution()
    let c = x == y + 30
    try solver.add(c.withPriority(.strong))
    #expect(solver.value(of: x) - solver.value(of: y) == 0)
    try solver.remove(
      solver.tableau.records.values.first { $0.constraint.priority == .strong }!.constraint)
    #expect(solver.solution().values == before.values)
  }

  @Test func readdingAfterRemovalWorks() throws {
    let solver = CassowarySolver()
    let x = Variable("x")
    let c = x >= 100
    try solver.add(Constraint(x.expression, .equal, priority: .weak))
    for _ in 0..<3 {
      try solver.add(c)
      #expect(solver.value(of: x) == 100)
      try solver.remove(c)
      #expect(solver.value(of: x) == 0)
    }
    #expect(solver.invariantViolations().isEmpty)
  }

  @Test func resetForgetsEverything() throws {
    let solver = CassowarySolver()
    let x = Variable("x")
    try solver.add(x == 4)
    try solver.addEditVariable(Variable("w"), priority: .strong)
    solver.reset()
    #expect(solver.value(of: x) == 0)
    #expect(solver.solution().values.isEmpty)
    try solver.add(x == 5)
    #expect(solver.value(of: x) == 5)
  }

  @Test func unknownVariableReadsZero() {
    #expect(CassowarySolver().value(of: Variable("nobody")) == 0)
  }

  @Test func redundantRequiredEqualitiesAreAccepted() throws {
    let solver = CassowarySolver()
    let a = Variable("a")
    let b = Variable("b")
    let c = Variable("c")
    try solver.add([a == 10, b == a + 5, c == b + 5, c == a + 10])
    #expect(solver.value(of: c) == 20)
    #expect(throws: LayoutError.self) { try solver.add(c == a + 11) }
  }
}
