import LayoutCore
import Testing

@testable import Cassowary

/// Lexicographic priority cases that weighted solvers get wrong.
@Suite struct PriorityTests {
  /// A weighted solver (kiwi's weights, 10^(p/200)) lets two 750s outweigh one 751; exact
  /// levels never do, however many there are.
  @Test func one751BeatsAThousand750s() throws {
    let solver = CassowarySolver()
    let x = Variable("x")
    let strong = Constraint(x.expression - 100, .equal, priority: 751)
    var many: [Constraint] = []
    for _ in 0..<1_000 {
      many.append(Constraint(x.expression, .equal, priority: 750))
    }
    try solver.add(many)
    #expect(solver.value(of: x) == 0)
    try solver.add(strong)
    #expect(solver.value(of: x) == 100)
  }

  @Test func fractionalPrioritiesAreDistinctLevels() throws {
    let solver = CassowarySolver()
    let x = Variable("x")
    try solver.add(Constraint(x.expression - 10, .equal, priority: 999))
    try solver.add(Constraint(x.expression - 20, .equal, priority: 999))
    try solver.add(Constraint(x.expression - 30, .equal, priority: 999))
    try solver.add(Constraint(x.expression - 5, .equal, priority: 999.5))
    #expect(solver.value(of: x) == 5)
  }

  @Test func namedStrengthsSitAroundNumericPriorities() throws {
    #expect(Priority.strong > 999.9)
    #expect(Priority.strong < .required)
    #expect(Priority.weak < 1)
    #expect(Priority.medium == 600)
    let solver = CassowarySolver()
    let x = Variable("x")
    try solver.add(Constraint(x.expression - 1, .equal, priority: 999))
    try solver.add(Constraint(x.expression - 2, .equal, priority: .strong))
    try solver.add(Constraint(x.expression - 3, .equal, priority: 1))
    try solver.add(Constraint(x.expression - 4, .equal, priority: .weak))
    #expect(solver.value(of: x) == 2)
  }

  @Test func withinALevelTheSumOfErrorsIsMinimised() throws {
    let solver = CassowarySolver()
    let x = Variable("x")
    // |x - 0| + |x - 10| + |x - 11| is least at the median, 10.
    for target in [0.0, 10, 11] {
      try solver.add(Constraint(x.expression - target, .equal, priority: 500))
    }
    #expect(solver.value(of: x) == 10)
  }

  @Test func inequalityErrorIsItsViolation() throws {
    let solver = CassowarySolver()
    let x = Variable("x")
    try solver.add(Constraint(x.expression - 50, .lessThanOrEqual, priority: 250))
    try solver.add(Constraint(x.expression - 40, .greaterThanOrEqual, priority: 250))
    try solver.add(Constraint(x.expression - 100, .equal, priority: 100))
    #expect(solver.value(of: x) == 50)
  }

  @Test func priorityValidation() {
    #expect(throws: LayoutError.invalidPriority(0)) { try Priority(validating: 0) }
    #expect(throws: LayoutError.invalidPriority(1000.5)) { try Priority(validating: 1000.5) }
    #expect(throws: LayoutError.self) { try Priority(validating: .nan) }
    #expect((try? Priority(validating: 999.5))?.value == 999.5)
  }
}
