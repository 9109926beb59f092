import DenseSimplex
import LayoutCore
import Testing

@Suite("Dense simplex: solving")
struct DenseSimplexSolvingTests {
  @Test func simpleEqualities() throws {
    let solver = DenseSimplexSolver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.add(x + y == 10)
    try solver.add(x == 3)
    #expect(solver.value(of: x) == 3)
    #expect(solver.value(of: y) == 7)
    #expect(solver.solution().values == [x.id: 3, y.id: 7])
    #expect(solver.ambiguousVariables().isEmpty)
  }

  @Test func inequalitiesPushBackOnWeakerWishes() throws {
    let solver = DenseSimplexSolver()
    let left = Variable("left")
    let width = Variable("width")
    try solver.add(left >= 10)
    try solver.add(left + width <= 100)
    try solver.add((left == 0).withPriority(.defaultHigh))
    try solver.add((width == 200).withPriority(.defaultLow))
    #expect(solver.value(of: left) == 10)
    #expect(solver.value(of: width) == 90)
    let errors = solver.levelErrors()
    #expect(errors.map(\.priority) == [750, 250])
    #expect(errors.map(\.error) == [10, 110])
  }

  @Test func oneStrongerConstraintBeatsAThousandWeakerOnes() throws {
    let solver = DenseSimplexSolver()
    let x = Variable("x")
    try solver.add((x == 10).withPriority(751))
    try solver.add((0..<1000).map { _ in (x == 0).withPriority(750) })
    #expect(solver.value(of: x) == 10)
    #expect(solver.levelErrors().map(\.error) == [0, 10_000])
  }

  @Test func fractionalPrioritiesAreDistinctLevels() throws {
    let solver = DenseSimplexSolver()
    let x = Variable("x")
    try solver.add((x == 1).withPriority(999))
    try solver.add((x == 1).withPriority(999))
    try solver.add((x == 2).withPriority(999.5))
    #expect(solver.value(of: x) == 2)
  }

  @Test func namedStrengthsSitOnTheSameScale() throws {
    let solver = DenseSimplexSolver()
    let x = Variable("x")
    try solver.add((x == 1).withPriority(999.5))
    try solver.add((x == 2).withPriority(.strong))
    try solver.add((x == 3).withPriority(.weak))
    #expect(solver.value(of: x) == 2)
  }

  @Test func unknownVariablesReadAsZero() throws {
    let solver = DenseSimplexSolver()
    let x = Variable("x")
    try solver.add(x == 4)
    #expect(solver.value(of: Variable("stranger")) == 0)
    #expect(solver.backendName == "dense")
  }

  @Test func repeatedTermsAreSummed() throws {
    let solver = DenseSimplexSolver()
    let x = Variable("x")
    try solver.add(Constraint(Expression([Term(x, 1), Term(x, 1)], constant: -8), .equal))
    #expect(solver.value(of: x) == 4)
  }

  @Test func removingAConstraintRestoresThePreviousSolution() throws {
    let solver = DenseSimplexSolver()
    let x = Variable("x")
    let y = Variable("y")
    try solver.add(x + y == 20)
    try solver.add((x == 5).withPriority(500))
    let before = solver.solution().values
    let pin = (x == 12).withPriority(900)
    try solver.add(pin)
    #expect(solver.value(of: x) == 12)
    try solver.remove(pin)
    #expect(solver.solution().values == before)
    #expect(!solver.contains(pin))
  }

  @Test func resetForgetsEverything() throws {
    let solver = DenseSimplexSolver()
    let x = Variable("x")
    let c = x == 3
    try solver.add(c)
    try solver.addEditVariable(x, priority: .strong)
    solver.reset()
    #expect(!solver.contains(c))
    #expect(!solver.hasEditVariable(x))
    #expect(solver.solution().values.isEmpty)
    try solver.add(c)
    #expect(solver.value(of: x) == 3)
  }

  @Test func statisticsCountWork() throws {
    let solver = DenseSimplexSolver()
    let x = Variable("x")
    try solver.add(x >= 2)
    try solver.add((x == 0).withPriority(10))
    _ = solver.value(of: x)
    let stats = solver.statistics
    #expect(stats.mutations == 2)
    #expect(stats.fullSolves == 1)
    #expect(stats.rows == 4)
    #expect(stats.pivots > 0)
    #expect(solver.dump().contains("row 1"))
  }
}
