import DenseSimplex
import LayoutCore
import Testing

@Suite("Dense simplex: ambiguity")
struct DenseSimplexAmbiguityTests {
  @Test func underdeterminedEqualitiesAreAmbiguous() throws {
    let solver = DenseSimplexSolver()
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    try solver.add(z == 1)
    try solver.add(x + y == 10)
    #expect(solver.ambiguousVariables() == [x, y])
  }

  @Test func variablesAreReportedInTheOrderFirstWritten() throws {
    let solver = DenseSimplexSolver()
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    // `z` is written (with a zero coefficient) before `y` is.
    try solver.add(Constraint(Expression([Term(x, 2), Term(z, 0)], constant: 8), .lessThanOrEqual))
    try solver.add(y + z == 10)
    #expect(solver.ambiguousVariables() == [x, z, y])
  }

  @Test func aViewFreeToSlideBetweenBoundsIsAmbiguous() throws {
    let solver = DenseSimplexSolver()
    let left = Variable("left")
    let width = Variable("width")
    try solver.add([left >= 0, left + width <= 320, width == 100])
    #expect(solver.ambiguousVariables() == [left])
  }

  @Test func weakAnchorsResolveAmbiguity() throws {
    let solver = DenseSimplexSolver()
    let left = Variable("left")
    let width = Variable("width")
    try solver.add([left >= 0, left + width <= 320, width == 100])
    try solver.add((left == 50).withPriority(.weak))
    #expect(solver.ambiguousVariables().isEmpty)
    #expect(solver.value(of: left) == 50)
  }

  @Test func tiedErrorsLeaveVariablesAmbiguous() throws {
    // |x - 0| + |x - 10| is 10 anywhere in [0, 10]: every such x is optimal.
    let solver = DenseSimplexSolver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.add([(x == 0).withPriority(500), (x == 10).withPriority(500), y == 3])
    #expect(solver.ambiguousVariables() == [x])
    #expect(solver.levelErrors().map(\.error) == [10])
  }
}
