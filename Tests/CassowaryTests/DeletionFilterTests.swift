import LayoutCore
import LayoutTestSupport
import Testing

@testable import Cassowary

/// The incremental deletion filter names exactly the conflicting set that testing each member
/// in a fresh scratch solver names: the set printed in conflict reports must not depend on
/// how it is computed.
@Suite struct DeletionFilterTests {
  /// Random small systems with overlapping conflicts (several minimal sets to choose from, so
  /// the order of the filter matters) give the same set both ways.
  @Test func matchesTheFreshFilterOnRandomSystems() {
    let seed: UInt64 = 0xDE1E_7E5E
    print("DeletionFilterTests.matchesTheFreshFilterOnRandomSystems seed \(seed)")
    var rng = SeededGenerator(seed: seed)
    var conflicts = 0
    var partial = 0
    for _ in 0..<400 {
      let variables = (0..<Int.random(in: 2...4, using: &rng)).map { Variable("x\($0)") }
      func randomConstraint() -> Constraint {
        var expression = Expression(constant: Double(Int.random(in: -6...6, using: &rng)))
        for variable in variables where Bool.random(using: &rng) {
          expression = expression + Double(Int.random(in: -2...2, using: &rng)) * variable
        }
        if expression.terms.isEmpty {
          expression = expression + variables[0]
        }
        let relation: Relation = [.equal, .greaterThanOrEqual, .lessThanOrEqual].randomElement(
          using: &rng)!
        return Constraint(expression, relation)
      }
      let set = (0..<Int.random(in: 1...9, using: &rng)).map { _ in randomConstraint() }
      let target = randomConstraint()
      let fast = CassowarySolver.deletionFilter(set, against: target)
      let fresh = CassowarySolver.freshDeletionFilter(set, against: target)
      #expect(fast.map(\.id) == fresh.map(\.id), "set \(set), target \(target)")
      if CassowarySolver.isInfeasible(set + [target]) {
        conflicts += 1
        if fresh.count < set.count { partial += 1 }
      }
    }
    // The systems exercise the filter: many conflict, and many keep only part of the set.
    #expect(conflicts >= 100)
    #expect(partial >= 50)
  }

  /// Edges `e0 … e60` with `e0 == 0`, each link `e[i+1] - e[i] == 100` and `>= 0`, against
  /// `e60 == 393`: dropping a width keeps the conflict while the widths after it overflow,
  /// so the filter keeps `e0 == 0`, the last four widths, and the `>= 0` of every dropped
  /// width (each width fixed at 100 makes its own `>= 0` unneeded).
  @Test func overflowingChainKeepsTheLastWidths() {
    let count = 60
    let edges = (0...count).map { Variable("e\($0)") }
    let origin = edges[0] == 0
    let widths = (0..<count).map { edges[$0 + 1] - edges[$0] == 100 }
    let floors = (0..<count).map { edges[$0 + 1] - edges[$0] >= 0 }
    let chain = [origin] + (0..<count).flatMap { [widths[$0], floors[$0]] }
    let target = edges[count] == 393
    let kept = CassowarySolver.deletionFilter(chain, against: target)
    let expected = [origin] + floors[..<(count - 4)] + widths[(count - 4)...]
    #expect(kept.map(\.id) == expected.map(\.id))
    #expect(kept.map(\.id) == CassowarySolver.freshDeletionFilter(chain, against: target).map(\.id))
  }

  /// A constraint that cannot hold on its own conflicts with nothing else.
  @Test func selfContradictionKeepsNothing() {
    let x = Variable("x")
    let kept = CassowarySolver.deletionFilter(
      [x == 1, x >= 0], against: Constraint(0 * x + 1, .equal))
    #expect(kept.isEmpty)
  }
}
