import LayoutCore
import Testing

@testable import Cassowary

@Suite struct DiagnosticsTests {
  @Test func reportsAmbiguousVariables() throws {
    let solver = CassowarySolver()
    let left = Variable("left")
    let width = Variable("width")
    let right = Variable("right")
    let fixed = Variable("fixed")
    try solver.add(right == left + width)
    try solver.add(right == 100)
    try solver.add(fixed == 3)
    #expect(solver.ambiguousVariables() == [left, width])
    try solver.add(width == 40)
    #expect(solver.ambiguousVariables().isEmpty)
    #expect(solver.value(of: left) == 60)
  }

  @Test func inequalitySlackMakesAmbiguity() throws {
    let solver = CassowarySolver()
    let x = Variable("x")
    try solver.add(x >= 10)
    try solver.add(x <= 20)
    #expect(solver.ambiguousVariables() == [x])
    try solver.add(Constraint(x.expression - 15, .equal, priority: 250))
    #expect(solver.ambiguousVariables().isEmpty)
    #expect(solver.value(of: x) == 15)
  }

  @Test func alternativeSolutionMovesAnAmbiguousVariable() throws {
    let solver = CassowarySolver()
    let left = Variable("left")
    let width = Variable("width")
    try solver.add(left + width == 100)
    try solver.add(left >= 0)
    try solver.add(width >= 0)
    let other = try #require(solver.alternativeSolution(moving: left))
    #expect(other[left] + other[width] == 100)
    #expect(other[left] != solver.value(of: left))
    #expect(other[left] >= 0 && other[width] >= 0)
  }

  @Test func dumpShowsObjectiveRowsAndEdits() throws {
    let solver = CassowarySolver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.add(y == x + 10)
    try solver.addEditVariable(x, priority: .strong)
    try solver.suggestValue(5, for: x)
    #expect(
      solver.dump() == """
        Eliminated:
          y := x + 10
        Objective:
          @strong: e1 + e2
        Tableau:
          x = 5 + e1 - e2
        Infeasible:
          (none)
        Edit variables:
          x @strong suggested 5

        """)
  }
}
