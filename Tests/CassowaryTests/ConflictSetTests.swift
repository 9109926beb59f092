import LayoutCore
import Testing

@testable import Cassowary

/// Regressions from the large bulk differential (`Tools/differential 1000 1 --bulk-size large`,
/// seeds 62, 388, 521, 902 and 972): re-adding the dependents of a removed definition runs
/// ``CassowarySolver/minimalConflict(_:)`` for a constraint that `originals` still
/// holds, which used to name the constraint as its own conflict.
@Suite struct ConflictSetTests {
  /// A constraint listed twice is a duplicate for the scratch solver, not a proof that the
  /// set cannot hold.
  @Test func duplicateIsNotInfeasibility() {
    let x = Variable("x")
    let c = x == 1
    #expect(!CassowarySolver.isInfeasible([c, c]))
    #expect(CassowarySolver.isInfeasible([c, x == 2]))
  }

  /// The conflicting set never names the constraint itself, even while the solver holds it.
  @Test func conflictNeverNamesTheConstraintItself() throws {
    let solver = CassowarySolver()
    let x = Variable("x")
    let c = x == 1
    let bound = x <= 5
    try solver.add(c)
    try solver.add(bound)
    guard
      case .unsatisfiable(let constraint, let conflicting) =
        solver.minimalConflict(c)
    else {
      Issue.record("expected an unsatisfiable error")
      return
    }
    #expect(constraint == c)
    #expect(conflicting == [bound])
  }
}
