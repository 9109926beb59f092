import DenseSimplex
import LayoutCore
import Testing

@Suite("Dense simplex: errors")
struct DenseSimplexErrorTests {
  @Test func unsatisfiableNamesAMinimalConflictingSetInAddOrder() throws {
    let solver = DenseSimplexSolver()
    let a = Variable("a")
    let b = Variable("b")
    let c = Variable("c")
    let unrelated = Variable("unrelated")
    let aFloor = a >= 10
    let noise = unrelated == 7
    let aEqualsB: Constraint = a == b
    let bEqualsC: Constraint = b == c
    let harmless = a <= 1000
    let cCeiling = c <= 5
    try solver.add([aFloor, noise, aEqualsB, bEqualsC, harmless])
    let before = solver.solution().values
    #expect(
      throws: LayoutError.unsatisfiable(
        constraint: cCeiling, conflicting: [aFloor, aEqualsB, bEqualsC])
    ) {
      try solver.add(cCeiling)
    }
    #expect(!solver.contains(cCeiling))
    #expect(solver.solution().values == before)
  }

  @Test func deletionFilteringDropsRedundantMembers() throws {
    let solver = DenseSimplexSolver()
    let x = Variable("x")
    let first = x >= 10
    let second = x >= 20
    try solver.add(first)
    try solver.add(second)
    let ceiling = x <= 15
    // Only `x >= 20` is needed: `x >= 10` alone is compatible with `x <= 15`.
    #expect(throws: LayoutError.unsatisfiable(constraint: ceiling, conflicting: [second])) {
      try solver.add(ceiling)
    }
  }

  @Test func aConstantOnlyConstraintConflictsOnItsOwn() throws {
    let solver = DenseSimplexSolver()
    let impossible = Constraint(Expression(constant: 1), .equal)
    #expect(throws: LayoutError.unsatisfiable(constraint: impossible, conflicting: [])) {
      try solver.add(impossible)
    }
  }

  @Test func aFailedBatchAddsNothingAndReportsTheFirstFailure() throws {
    let solver = DenseSimplexSolver()
    let x = Variable("x")
    let y = Variable("y")
    let base = x == 1
    try solver.add(base)
    let fine = y == 2
    let bad: Constraint = x == y
    let later = x == 3
    #expect(throws: LayoutError.unsatisfiable(constraint: bad, conflicting: [base, fine])) {
      try solver.add([fine, bad, later])
    }
    #expect(!solver.contains(fine))
    #expect(solver.value(of: y) == 0)
  }

  @Test func duplicateAndUnknownConstraints() throws {
    let solver = DenseSimplexSolver()
    let x = Variable("x")
    let c = x == 1
    try solver.add(c)
    #expect(throws: LayoutError.duplicateConstraint(c)) { try solver.add(c) }
    #expect(throws: LayoutError.duplicateConstraint(c)) { try solver.add([x >= 0, c]) }
    let stranger = x == 2
    #expect(throws: LayoutError.unknownConstraint(stranger)) { try solver.remove(stranger) }
    try solver.remove(c)
    #expect(throws: LayoutError.unknownConstraint(c)) { try solver.remove(c) }
  }

  @Test func editVariableErrors() throws {
    let solver = DenseSimplexSolver()
    let x = Variable("x")
    #expect(throws: LayoutError.requiredEditVariable(x)) {
      try solver.addEditVariable(x, priority: .required)
    }
    #expect(throws: LayoutError.unknownEditVariable(x)) { try solver.suggestValue(1, for: x) }
    #expect(throws: LayoutError.unknownEditVariable(x)) { try solver.removeEditVariable(x) }
    try solver.addEditVariable(x, priority: .strong)
    #expect(throws: LayoutError.duplicateEditVariable(x)) {
      try solver.addEditVariable(x, priority: .weak)
    }
    #expect(throws: LayoutError.nonFinite("suggested value for x")) {
      try solver.suggestValue(.infinity, for: x)
    }
  }

  @Test func nonFiniteNumbersAreRejected() throws {
    let solver = DenseSimplexSolver()
    let x = Variable("x")
    let bad = Constraint(Expression([Term(x, .nan)], constant: 1), .equal)
    #expect(throws: LayoutError.nonFinite("constraint \(bad)")) { try solver.add(bad) }
    let infinite = Constraint(Expression([Term(x)], constant: -.infinity), .lessThanOrEqual)
    #expect(throws: LayoutError.nonFinite("constraint \(infinite)")) { try solver.add(infinite) }
    #expect(!solver.contains(bad))
  }

  @Test func problemsPastTheMemoryBoundAreRefused() throws {
    // Two required equalities over two variables leave (2 - 2 + 0 + 1) x (0 + 1) = 1 cell; two
    // weak ones make 4 rows over 2 variables, so at least (4 - 2 + 2 + 1) x (4 + 1) cells
    // whatever phase zero eliminates: refused without measuring, and neither goes in.
    let solver = DenseSimplexSolver(maximumCells: 9)
    let x = Variable("x")
    let y = Variable("y")
    try solver.add([x == 1, y == 2])
    let tooMuch = [(x == 5).withPriority(500), (y == 7).withPriority(250)]
    #expect(
      throws: LayoutError.problemTooLarge(
        "the dense tableau for 4 constraints over 2 variables needs at least (4 rows - 2 "
          + "eliminated + 2 priority levels + 1) x (4 slack and error columns + 1) = 25 cells, "
          + "more than this solver's bound of 9")
    ) {
      try solver.add(tooMuch)
    }
    #expect(!solver.contains(tooMuch[0]))
    #expect(!solver.contains(tooMuch[1]))
    #expect(solver.value(of: y) == 2)
  }

  @Test func aProblemJustUnderTheBoundSolves() throws {
    // Phase zero eliminates x and y: (3 rows - 2 + 1 level + 1) x (2 error columns + 1) = 9
    // cells, exactly the bound. The second row reuses both variables, so the cheap count
    // allows 2 rows left (12 cells) and the kernel measures; the whole tableau with free
    // columns, the rule before, would be (3 + 1 + 1) x (2 + 2 + 1) = 25.
    let solver = DenseSimplexSolver(maximumCells: 9)
    let x = Variable("x")
    let y = Variable("y")
    try solver.add([x + y == 10, x - y == 2])
    let weak = (x == 7).withPriority(500)
    try solver.add(weak)
    #expect(solver.contains(weak))
    #expect(solver.value(of: x) == 6)
    #expect(solver.value(of: y) == 4)
    #expect(solver.levelErrors().map(\.error) == [1])
  }

  @Test func aProblemJustOverTheBoundIsRefusedWithItsMeasuredSize() throws {
    // x - z == 5 is the difference of the first two rows, and the weak x + y == 3 a multiple
    // of the first: phase zero eliminates 2 of the 4 rows, leaving (4 - 2 + 1 + 1) x (2 + 1)
    // = 12 cells, one more than the bound. Eliminating all 3 variables would leave 9, so the
    // refusal rests on the kernel's measurement.
    let solver = DenseSimplexSolver(maximumCells: 11)
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    let required = [x + y == 10, y + z == 5, x - z == 5]
    try solver.add(required)
    let weak = (x + y == 3).withPriority(500)
    #expect(
      throws: LayoutError.problemTooLarge(
        "the dense tableau for 4 constraints over 3 variables needs (4 rows - 2 eliminated + "
          + "1 priority levels + 1) x (2 slack and error columns + 1) = 12 cells, more than "
          + "this solver's bound of 11")
    ) {
      try solver.add(weak)
    }
    #expect(!solver.contains(weak))
    #expect(required.allSatisfy { solver.contains($0) })
    // The same rows fit a bound of 12.
    let roomier = DenseSimplexSolver(maximumCells: 12)
    try roomier.add(required + [weak])
    #expect(roomier.levelErrors().map(\.error) == [7])
  }
}
