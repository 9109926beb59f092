import LayoutCore
import Testing

@testable import Cassowary

/// Required equalities kept as definitions outside the tableau.
@Suite struct EliminationTests {
  @Test func chainOfEqualitiesStaysOutOfTheTableau() throws {
    let solver = CassowarySolver()
    let lefts = (0...100).map { Variable("l\($0)") }
    let width = Variable("w")
    try solver.add(lefts[0] == 0)
    for k in 1...100 {
      try solver.add(lefts[k] == lefts[k - 1] + width + 8)
    }
    try solver.add(Constraint(width.expression - 20, .equal, priority: 250))
    #expect(solver.value(of: lefts[100]) == 2800)
    // l0 == 0 is a definition too, so only the weak width row is in the tableau.
    #expect(solver.statistics.rows == 1)
    #expect(solver.ambiguousVariables().isEmpty)
  }

  @Test func removingADefinitionFreesItsVariable() throws {
    let solver = CassowarySolver()
    let a = Variable("a")
    let b = Variable("b")
    let link = b == a + 10
    try solver.add(link)
    try solver.add(a == 5)
    try solver.add(Constraint(b.expression - 100, .equal, priority: 250))
    #expect(solver.value(of: b) == 15)
    try solver.remove(link)
    #expect(!solver.contains(link))
    #expect(solver.value(of: b) == 100)
    #expect(solver.value(of: a) == 5)
    try solver.add(link)
    #expect(solver.value(of: b) == 15)
    #expect(solver.invariantViolations().isEmpty)
  }

  @Test func editingADefinedVariable() throws {
    let solver = CassowarySolver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.add(y == 2 * x)
    try solver.addEditVariable(y, priority: .strong)
    try solver.suggestValue(10, for: y)
    #expect(solver.value(of: x) == 5)
    #expect(solver.value(of: y) == 10)
  }

  @Test func conflictsNameEliminatedEqualities() throws {
    let solver = CassowarySolver()
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    let defineY = y == x + 5
    let defineZ = z == y + 5
    let fixX = x == 0
    let unrelated = Variable("u") == 3
    try solver.add([defineY, defineZ, unrelated, fixX])
    let bad = z == 20
    #expect(
      throws: LayoutError.unsatisfiable(constraint: bad, conflicting: [defineY, defineZ, fixX])
    ) {
      try solver.add(bad)
    }
    #expect(solver.value(of: z) == 10)
  }

  @Test func definitionsCannotFormCycles() throws {
    let solver = CassowarySolver()
    let a = Variable("a")
    let b = Variable("b")
    try solver.add(a == b + 1)
    try solver.add(b == a - 1)
    try solver.add(b == 3)
    #expect(solver.value(of: a) == 4)
    #expect(throws: LayoutError.self) { try solver.add(b == a) }
  }
}
