import DenseSimplex
import LayoutCore
import Testing

/// Required constraints added one by one that the single-move witness repair cannot absorb:
/// the neighbourhood simplex, or the full phase one when the neighbourhood is not enough,
/// decides them exactly.
@Suite("Dense simplex: local repair of the witness")
struct DenseSimplexLocalRepairTests {
  /// A parent and two children side by side (the shared nested workload's pattern): the last
  /// edge ties a sibling's width and the parent's edges at once.
  @Test func nestedSiblingsAreAcceptedAndSolved() throws {
    let solver = DenseSimplexSolver()
    let (x0, w0) = (Variable("x0"), Variable("w0"))
    let (x1, w1) = (Variable("x1"), Variable("w1"))
    let (x2, w2) = (Variable("x2"), Variable("w2"))
    let required: [Constraint] = [
      x0 == 0, x1 == x0 + 4, x2 == x1 + w1 + 2, w2 == w1, x2 + w2 == x0 + w0 - 4,
    ]
    for constraint in required { try solver.add(constraint) }
    try solver.add((w0 == 100).withPriority(.strong))
    #expect(solver.value(of: w1) == 45)
    #expect(solver.value(of: x2) == 51)
    #expect(solver.value(of: w2) == 45)
  }

  /// The neighbourhood of `a == 10` holds `c` at the witness's 0, where it cannot hold; the
  /// whole set can (every variable at 10), so the add succeeds, and a later bound on the far
  /// end of the chain names the whole chain.
  @Test func aFailedNeighbourhoodFallsBackToTheWholeSet() throws {
    let solver = DenseSimplexSolver()
    let (a, b, c, d) = (Variable("a"), Variable("b"), Variable("c"), Variable("d"))
    let chain: [Constraint] = [a == b, b == c, c == d]
    for constraint in chain { try solver.add(constraint) }
    let anchor = a == 10
    try solver.add(anchor)
    #expect([a, b, c, d].map { solver.value(of: $0) } == [10, 10, 10, 10])
    let ceiling = d <= 5
    #expect(
      throws: LayoutError.unsatisfiable(constraint: ceiling, conflicting: chain + [anchor])
    ) {
      try solver.add(ceiling)
    }
  }

  /// A guide's inset changed after a solve, as a layout pass does: the pins are replaced, and
  /// the view hanging from the guide follows.
  @Test func aGuideInsetChangedAfterASolveMovesTheViewsOnIt() throws {
    let solver = DenseSimplexSolver()
    let (cx, cw) = (Variable("cx"), Variable("cw"))
    let (gx, gw) = (Variable("gx"), Variable("gw"))
    let (hx, hw) = (Variable("hx"), Variable("hw"))
    let leading: Constraint = gx == cx
    let trailing: Constraint = gx + gw == cx + cw
    let required: [Constraint] = [
      cx == 0, cw == 100, leading, trailing, hx == gx, hx + hw == gx + gw, hw >= 0,
    ]
    for constraint in required { try solver.add(constraint) }
    #expect([hx, hw].map { solver.value(of: $0) } == [0, 100])
    try solver.remove(leading)
    try solver.add(gx == cx + 8)
    #expect([hx, hw].map { solver.value(of: $0) } == [8, 92])
    try solver.remove(trailing)
    try solver.add(gx + gw == cx + cw - 8)
    #expect([hx, hw].map { solver.value(of: $0) } == [8, 84])
  }

  /// The optimum of an earlier solve is a witness only where every required constraint added
  /// since holds: here `x <= 5`, added after the solve put x at 10, rules it out, and a later
  /// `x >= 6` is still found to conflict with it.
  @Test func aStaleOptimumIsNotTakenAsTheWitness() throws {
    let solver = DenseSimplexSolver()
    let x = Variable("x")
    try solver.add((x == 10).withPriority(.weak))
    #expect(solver.value(of: x) == 10)
    let ceiling: Constraint = x <= 5
    try solver.add(ceiling)
    try solver.add(x >= 3)
    let atLeastSix: Constraint = x >= 6
    #expect(throws: LayoutError.unsatisfiable(constraint: atLeastSix, conflicting: [ceiling])) {
      try solver.add(atLeastSix)
    }
    #expect(solver.value(of: x) == 5)
  }
}
