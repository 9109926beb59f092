import LayoutCore
import Testing

@testable import Cassowary

/// Rows scaled by a power of two when all their numbers are tiny or all huge, and the level
/// costs that compensate (see `rowScale(of:)`).
@Suite struct RowScaleTests {
  let x = Variable("x")
  let y = Variable("y")

  @Test func onlyUniformlyTinyOrHugeRowsAreScaled() {
    #expect(rowScale(of: Expression([Term(x, 1e-6)])) == 0x1p20)
    #expect(rowScale(of: Expression([Term(x, 2e-6), Term(y, 1e-6)], constant: -2.5e-5)) == 0x1p16)
    #expect(rowScale(of: Expression([Term(x, 1e6)], constant: 5e6)) == 0x1p-19)
    #expect(rowScale(of: Expression([Term(x, 3e8), Term(y, 1)], constant: -5)) == 1)
    #expect(rowScale(of: Expression([Term(x, 1), Term(y, -1)], constant: -8)) == 1)
    // A constant alone is what rounding left of a cancelled expansion: never scaled up.
    #expect(rowScale(of: Expression([], constant: 5e-15)) == 1)
  }

  /// A tiny required equality next to a huge inequality on the same variable: scaled up by
  /// 2^19, the equality's row is not within the absolute tolerance, so it pins `x` exactly.
  @Test func tinyEqualityNextToHugeInequalityIsFeasible() throws {
    let solver = CassowarySolver()
    try solver.add(Constraint(Expression([Term(x, -1e6)], constant: -5e6), .lessThanOrEqual))
    try solver.add(Constraint(Expression([Term(x, 1)], constant: -3), .equal, priority: .weak))
    try solver.add(Constraint(Expression([Term(x, 1e-6)], constant: 2e-6), .equal))
    #expect(solver.value(of: x) == -2)
    #expect(solver.invariantViolations() == [])
  }

  /// A level whose rows are scaled differently still adds up the user's errors:
  /// `1e6 * x - 1e6` (scaled by 2^-19) and `2e6 * x - 6e6` (2^-20) cost 1e6 and 2e6 per unit
  /// of `x`, so `x == 3` is the level's optimum. Scaled errors at one cost each would tie every
  /// `x` in [1, 3] and leave the weaker `x == 2` to decide.
  @Test func scaledErrorsCountInTheUsersUnits() throws {
    let solver = CassowarySolver()
    try solver.add(Constraint(Expression([Term(y, 1), Term(x, -1)]), .equal))
    try solver.add(Constraint(Expression([Term(x, 1e6)], constant: -1e6), .equal, priority: 500))
    try solver.add(Constraint(Expression([Term(x, 2e6)], constant: -6e6), .equal, priority: 500))
    try solver.add(Constraint(Expression([Term(x, 1)], constant: -2), .equal, priority: 250))
    #expect(solver.value(of: x) == 3)
    #expect(solver.value(of: y) == 3)
    #expect(solver.invariantViolations() == [])
  }
}
