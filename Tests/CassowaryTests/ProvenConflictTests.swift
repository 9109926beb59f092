import LayoutCore
import LayoutTestSupport
import Testing

@testable import Cassowary

/// The conflict analysis remembers the set it proved infeasible with a fresh solve, so that
/// the same add's drift check does not solve it again; what it remembers is exactly what a
/// fresh solve says, and only for the add that proved it.
@Suite struct ProvenConflictTests {
  /// Random small systems added one constraint at a time: every refused add leaves either no
  /// proof or a proof that is the reported set with the refused constraint last, and that a
  /// fresh scratch solve calls infeasible; an accepted add leaves none.
  @Test func provenSetIsWhatAFreshSolveSays() {
    let seed: UInt64 = 0x9807_E11C
    print("ProvenConflictTests.provenSetIsWhatAFreshSolveSays seed \(seed)")
    var rng = SeededGenerator(seed: seed)
    var proofs = 0
    var refusals = 0
    for _ in 0..<300 {
      let variables = (0..<Int.random(in: 2...4, using: &rng)).map { Variable("x\($0)") }
      let solver = CassowarySolver()
      for _ in 0..<Int.random(in: 2...10, using: &rng) {
        var expression = Expression(constant: Double(Int.random(in: -6...6, using: &rng)))
        for variable in variables where Bool.random(using: &rng) {
          expression = expression + Double(Int.random(in: -2...2, using: &rng)) * variable
        }
        if expression.terms.isEmpty { expression = expression + variables[0] }
        let relation: Relation = [.equal, .greaterThanOrEqual, .lessThanOrEqual].randomElement(
          using: &rng)!
        let constraint = Constraint(expression, relation)
        do {
          try solver.add(constraint)
          #expect(solver.provenConflict == nil)
        } catch {
          guard case .unsatisfiable(_, let conflicting) = error else { continue }
          refusals += 1
          guard let proven = solver.provenConflict else { continue }
          proofs += 1
          #expect(proven == conflicting + [constraint])
          #expect(CassowarySolver.isInfeasible(proven))
        }
      }
    }
    #expect(refusals >= 100)
    #expect(proofs >= refusals / 2)
  }

  /// The chain of `ConflictChainTests` in the solver alone: edges `e0 … e6` from 0 with links
  /// of 100 against `e6 == 393`: the whole chain conflicts, and the proof is that list.
  @Test func chainConflictIsProvenOnce() throws {
    let edges = (0...6).map { Variable("e\($0)") }
    let solver = CassowarySolver()
    let chain = [edges[0] == 0] + (0..<6).map { edges[$0 + 1] - edges[$0] == 100 }
    for constraint in chain { try solver.add(constraint) }
    let target = edges[6] == 393
    #expect(throws: LayoutError.unsatisfiable(constraint: target, conflicting: chain)) {
      try solver.add(target)
    }
    #expect(solver.provenConflict == chain + [target])
    try solver.remove(chain[6])
    try solver.add(target)
    #expect(solver.provenConflict == nil)
    #expect(solver.value(of: edges[5]) == 500)
    #expect(solver.value(of: edges[6]) == 393)
  }
}
