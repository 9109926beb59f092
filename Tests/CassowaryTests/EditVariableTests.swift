import LayoutCore
import Testing

@testable import Cassowary

/// kiwi's scenarios for edit variables and suggestions, as our own tests.
@Suite struct EditVariableTests {
  @Test func managesEditVariables() throws {
    let solver = CassowarySolver()
    let x = Variable("x")
    #expect(!solver.hasEditVariable(x))
    try solver.addEditVariable(x, priority: .weak)
    #expect(solver.hasEditVariable(x))
    #expect(throws: LayoutError.duplicateEditVariable(x)) {
      try solver.addEditVariable(x, priority: .medium)
    }
    try solver.removeEditVariable(x)
    #expect(!solver.hasEditVariable(x))
    #expect(throws: LayoutError.unknownEditVariable(x)) { try solver.removeEditVariable(x) }
    #expect(throws: LayoutError.requiredEditVariable(x)) {
      try solver.addEditVariable(x, priority: .required)
    }
    #expect(throws: LayoutError.unknownEditVariable(x)) { try solver.suggestValue(10, for: x) }
  }

  @Test func suggestsValues() throws {
    let solver = CassowarySolver()
    let left = Variable("left")
    let width = Variable("width")
    let right = Variable("right")
    try solver.add(right == left + width)
    try solver.add(left >= 0)
    try solver.add(width >= 10)
    try solver.addEditVariable(right, priority: .strong)
    try solver.add(Constraint(width.expression - 50, .equal, priority: .medium))
    try solver.suggestValue(100, for: right)
    #expect(solver.value(of: right) == 100)
    #expect(solver.value(of: width) == 50)
    #expect(solver.value(of: left) == 50)
    try solver.suggestValue(30, for: right)
    #expect(solver.value(of: right) == 30)
    #expect(solver.value(of: left) == 0)
    #expect(solver.value(of: width) == 30)
    try solver.suggestValue(5, for: right)
    // left >= 0 and width >= 10 are required, so the strong suggestion loses.
    #expect(solver.value(of: right) == 10)
    #expect(solver.invariantViolations().isEmpty)
  }

  @Test func suggestingTheSameValueChangesNothing() throws {
    let solver = CassowarySolver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.add(y == 2 * x + 1)
    try solver.addEditVariable(x, priority: .strong)
    try solver.suggestValue(7, for: x)
    let pivots = solver.statistics.pivots
    let dump = solver.dump()
    try solver.suggestValue(7, for: x)
    #expect(solver.statistics.pivots == pivots)
    #expect(solver.dump() == dump)
    #expect(solver.value(of: y) == 15)
  }

  @Test func rejectsNonFiniteSuggestion() throws {
    let solver = CassowarySolver()
    let x = Variable("x")
    try solver.addEditVariable(x, priority: .strong)
    try solver.suggestValue(3, for: x)
    #expect(throws: LayoutError.nonFinite("suggested value for x")) {
      try solver.suggestValue(.nan, for: x)
    }
    #expect(solver.value(of: x) == 3)
  }

  @Test func strongerEditWins() throws {
    let solver = CassowarySolver()
    let a = Variable("a")
    let b = Variable("b")
    try solver.add(a == b)
    try solver.addEditVariable(a, priority: .strong)
    try solver.addEditVariable(b, priority: 500)
    try solver.suggestValue(10, for: a)
    try solver.suggestValue(20, for: b)
    #expect(solver.value(of: a) == 10)
    #expect(solver.value(of: b) == 10)
  }
}
