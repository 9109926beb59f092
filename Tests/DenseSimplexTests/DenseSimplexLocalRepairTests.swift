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
}
