import DenseSimplex
import LayoutCore
import Testing

/// Dense-backend bugs the solver fuzzer found, pinned down directly.
@Suite struct DenseSimplexRegressionTests {
  /// Found as `dense-batch-reports-invalid-before-earlier-conflict.bin`: the batch add
  /// validated every member's numbers before checking any for conflicts, so it reported an
  /// out-of-range member although, one by one, an earlier member fails first.
  @Test func aBatchReportsTheFirstFailureInOrder() throws {
    let solver = DenseSimplexSolver()
    let x = Variable("x")
    let pin = x == 15
    try solver.add(pin)
    let clash = x == 60
    let huge = Constraint(Expression([Term(x, 1e300)]), .equal)
    #expect(throws: LayoutError.unsatisfiable(constraint: clash, conflicting: [pin])) {
      try solver.add([clash, huge])
    }
    let fine = x >= 0
    #expect(
      throws: LayoutError.nonFinite(
        "constraint \(huge): coefficient 1e+300 is outside the accepted range ±1e9")
    ) {
      try solver.add([fine, huge])
    }
    #expect(!solver.contains(fine))
    #expect(solver.value(of: x) == 15)
  }

  /// Found as `dense-batch-constant-only-conflict-reported-first.bin`: a constant-only
  /// member that cannot hold (`-60 >= 0`) was reported at once, although an earlier member
  /// of the batch already conflicts.
  @Test func aBatchReportsAnEarlierConflictBeforeAFalseConstant() throws {
    let solver = DenseSimplexSolver()
    let x = Variable("x")
    let pin = x == -15
    try solver.add(pin)
    let clash = x >= 60
    let falsehood = Constraint(Expression(constant: -60), .greaterThanOrEqual)
    #expect(throws: LayoutError.unsatisfiable(constraint: clash, conflicting: [pin])) {
      try solver.add([clash, falsehood])
    }
    #expect(throws: LayoutError.unsatisfiable(constraint: falsehood, conflicting: [])) {
      try solver.add([x <= 0, falsehood])
    }
    #expect(solver.value(of: x) == -15)
  }
}
