import Cassowary
import DenseSimplex
import LayoutCore
import Testing

/// Ambiguity bugs the solver fuzzer found: a variable every coefficient of which merges to
/// zero is free, and a failed batch leaves no variable behind.
@Suite struct AmbiguityRegressionTests {
  static let backends: [@Sendable () -> any LayoutSolver] = [
    { CassowarySolver() }, { DenseSimplexSolver() },
  ]

  /// Found as `dense-zero-coefficient-variable-ambiguity.bin`: the dense backend made no
  /// kernel column for `x`, and so never reported it.
  @Test(arguments: 0..<2) func aVariableWhoseCoefficientsCancelIsFree(_ backend: Int) throws {
    let solver = Self.backends[backend]()
    let x = Variable("x")
    try solver.add(
      Constraint(Expression([Term(x, -3), Term(x), Term(x), Term(x)]), .greaterThanOrEqual))
    #expect(solver.ambiguousVariables() == [x])
  }

  /// Found as `cassowary-zero-coefficient-variable-ambiguity.bin`: Cassowary defined `y` by
  /// the equality and lost track of `x`.
  @Test(arguments: 0..<2) func aCancelledVariableBesideADefinitionIsFree(_ backend: Int) throws {
    let solver = Self.backends[backend]()
    let x = Variable("x")
    let y = Variable("y")
    try solver.add(Constraint(Expression([Term(x, -1), Term(y), Term(x)]), .equal))
    #expect(solver.ambiguousVariables() == [x])
    #expect(solver.value(of: y) == 0)
  }

  /// Found as `cassowary-failed-batch-leaves-known-variables.bin`: Cassowary's batch rolled
  /// back the constraints but still knew their variables, and called them ambiguous.
  @Test(arguments: 0..<2) func aFailedBatchLeavesNoVariableBehind(_ backend: Int) throws {
    let solver = Self.backends[backend]()
    let x = Variable("x")
    #expect(throws: LayoutError.self) { try solver.add([x == 5, x == 6]) }
    #expect(solver.ambiguousVariables().isEmpty)
  }

  /// A variable whose only constraint was removed is unknown again ("as if it had never been
  /// added"), so not ambiguous.
  @Test(arguments: 0..<2) func aVariableWhoseConstraintsWereRemovedIsForgotten(_ backend: Int)
    throws
  {
    let solver = Self.backends[backend]()
    let x = Variable("x")
    let y = Variable("y")
    let pin = x == 5
    try solver.add(pin)
    try solver.add(y == 2)
    try solver.remove(pin)
    #expect(solver.ambiguousVariables().isEmpty)
  }
}
