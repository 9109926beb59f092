import LayoutCore
import LayoutTestSupport
import Testing

@testable import Cassowary

/// ``CassowarySolver/isSatisfiable(_:)``: the yes or no of adding the constraints to a
/// solver, without the conflict analysis.
@Suite struct FeasibilityTests {
  /// Random small systems with optional members: the verdict is whether a solver takes every
  /// constraint, added one at a time.
  @Test func agreesWithAddingEveryConstraint() {
    let seed: UInt64 = 0xFEA5_1B1E
    print("FeasibilityTests.agreesWithAddingEveryConstraint seed \(seed)")
    var rng = SeededGenerator(seed: seed)
    var satisfiable = 0
    for _ in 0..<1000 {
      let variables = (0..<Int.random(in: 1...4, using: &rng)).map { Variable("x\($0)") }
      let set = (0..<Int.random(in: 1...8, using: &rng)).map { _ in
        let constraint = CertificateAgreement.randomConstraint(variables, using: &rng)
        return Int.random(in: 0..<4, using: &rng) == 0
          ? constraint.withPriority(.strong) : constraint
      }
      let solver = CassowarySolver()
      var added = true
      for constraint in set where added {
        do { try solver.add(constraint) } catch { added = false }
      }
      #expect(CassowarySolver.isSatisfiable(set) == added, "set \(set)")
      if added { satisfiable += 1 }
    }
    print("\(satisfiable) of 1000 satisfiable")
    // Both answers are exercised.
    #expect(satisfiable >= 100)
    #expect(satisfiable <= 900)
  }

  /// Optional constraints never make a set unsatisfiable; a required one that contradicts
  /// another does, and a constraint listed twice counts once.
  @Test func optionalConstraintsNeverConflict() {
    let x = Variable("x")
    #expect(CassowarySolver.isSatisfiable([x == 1, (x == 2).withPriority(.strong)]))
    #expect(!CassowarySolver.isSatisfiable([x == 1, x == 2]))
    let once = x >= 3
    #expect(CassowarySolver.isSatisfiable([once, once, x <= 3]))
    #expect(CassowarySolver.isSatisfiable([]))
  }
}
