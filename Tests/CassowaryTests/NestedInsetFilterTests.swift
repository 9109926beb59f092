import LayoutCore
import LayoutTestSupport
import Testing

@testable import Cassowary

/// Views nested in a chain, each 1 point inside the one before on both sides, against a root
/// width they overflow: one irreducible conflict per level past the overflow, so the whole
/// set is linearly dependent and no certificate covers it. The filter certifies what is left
/// once it has found its first kept member, and must keep exactly what the filter without
/// certificates (and the fresh filter, one solve per member) keeps, in every order.
@Suite struct NestedInsetFilterTests {
  /// The chain's constraints: per level `k`, the leading inset `l[k] == l[k-1] + 1`, the
  /// trailing inset `r[k] == r[k-1] - 1` and the width floor `r[k] - l[k] >= 0`; level 0's
  /// insets are against the root's edges `l[-1] == 0` (first of `insets`) and `r[-1]`. The
  /// target is the root's width, `r[-1] - l[-1] == width`.
  struct Chain {
    let origin: Constraint
    let leading: [Constraint]
    let trailing: [Constraint]
    let floors: [Constraint]
    let target: Constraint

    init(depth: Int, width: Double) {
      let left = (0...depth).map { Variable("l\($0 - 1)") }
      let right = (0...depth).map { Variable("r\($0 - 1)") }
      origin = left[0] == 0
      leading = (1...depth).map { left[$0] == left[$0 - 1] + 1 }
      trailing = (1...depth).map { right[$0] == right[$0 - 1] - 1 }
      floors = (1...depth).map { right[$0] - left[$0] >= 0 }
      target = right[0] - left[0] == width
    }

    /// The floors before every inset (the engine makes a view's width floor when it makes
    /// the view, before the constraints written after it).
    var floorsFirst: [Constraint] {
      [origin] + floors + zip(leading, trailing).flatMap { [$0, $1] }
    }
    /// Every inset before any floor.
    var insetsFirst: [Constraint] {
      [origin] + zip(leading, trailing).flatMap { [$0, $1] } + floors
    }
    /// Level by level: the floor, then the two insets.
    var levelByLevel: [Constraint] {
      [origin] + floors.indices.flatMap { [floors[$0], leading[$0], trailing[$0]] }
    }
  }

  /// The three filters on one set: with certificates, without, and fresh (when `fresh`).
  func expectSameFilter(
    _ set: [Constraint], against target: Constraint, fresh: Bool = true,
    _ comment: Comment
  ) -> (kept: [Constraint], certified: Bool) {
    let certified = CassowarySolver.certifiedDeletionFilter(set, against: target)
    let plain = CassowarySolver.certifiedDeletionFilter(set, against: target, certifying: false)
    #expect(!plain.certified, comment)
    #expect(certified.kept.map(\.id) == plain.kept.map(\.id), comment)
    if fresh {
      let oracle = CassowarySolver.freshDeletionFilter(set, against: target)
      #expect(certified.kept.map(\.id) == oracle.map(\.id), comment)
    }
    return certified
  }

  /// Floors first (the engine's order): the filter keeps the deepest level's floor and every
  /// inset, and the certificate settles it as soon as that floor is found.
  @Test(arguments: [12, 25, 60, 150])
  func floorsFirstKeepTheDeepestLevel(depth: Int) {
    // 20 points wide: levels 10 and deeper have no width left.
    let chain = Chain(depth: depth, width: 20)
    let result = expectSameFilter(
      chain.floorsFirst, against: chain.target, fresh: depth <= 60, "depth \(depth)")
    // The origin goes: the root's width conflicts wherever the chain starts.
    let expected =
      [chain.floors[depth - 1]]
      + zip(chain.leading, chain.trailing).flatMap { [$0, $1] }
    #expect(result.kept.map(\.id) == expected.map(\.id))
    #expect(result.certified)
  }

  /// Other orders keep other levels (insets first: the shallowest that overflows), the same
  /// with and without certificates. Level 10 of a 20-point root is 0 wide and holds.
  @Test(arguments: [12, 25, 60, 150])
  func otherOrdersKeepWhatTheFilterKeeps(depth: Int) {
    let chain = Chain(depth: depth, width: 20)
    let first = expectSameFilter(
      chain.insetsFirst, against: chain.target, fresh: depth <= 60, "insets first, \(depth)")
    // Level 11 (`floors[10]`) is the first past the 20 points.
    let expected =
      zip(chain.leading, chain.trailing).prefix(11).flatMap { [$0, $1] } + [chain.floors[10]]
    #expect(first.kept.map(\.id) == expected.map(\.id))
    _ = expectSameFilter(
      chain.levelByLevel, against: chain.target, fresh: depth <= 60, "level by level, \(depth)")
  }

  /// The chain's members shuffled (fixed seed): every order gives the same set with and
  /// without certificates and with the fresh filter.
  @Test func shuffledChainsKeepWhatTheFilterKeeps() {
    let seed: UInt64 = 0x1AE5_7C4A
    print("NestedInsetFilterTests.shuffledChainsKeepWhatTheFilterKeeps seed \(seed)")
    var rng = SeededGenerator(seed: seed)
    var certified = 0
    for round in 0..<60 {
      let depth = Int.random(in: 2...24, using: &rng)
      let chain = Chain(depth: depth, width: Double(Int.random(in: 0...30, using: &rng)))
      let set = chain.floorsFirst.shuffled(using: &rng)
      let result = expectSameFilter(set, against: chain.target, "round \(round), depth \(depth)")
      if result.certified { certified += 1 }
    }
    // Many shuffles leave one conflict after the first kept member.
    print("certified \(certified) of 60")
    #expect(certified >= 10)
  }

  /// Random small systems with several conflicts to choose from (as
  /// ``DeletionFilterTests``, but longer, so a kept member often leaves one conflict after
  /// it): the certified filter keeps what the fresh filter keeps, and certifies a share.
  @Test func matchesTheFreshFilterOnRandomSystems() {
    let seed: UInt64 = 0xF11_7E25
    print("NestedInsetFilterTests.matchesTheFreshFilterOnRandomSystems seed \(seed)")
    var rng = SeededGenerator(seed: seed)
    var certified = 0
    var conflicts = 0
    for round in 0..<600 {
      let variables = (0..<Int.random(in: 2...5, using: &rng)).map { Variable("x\($0)") }
      let set = (0..<Int.random(in: 2...14, using: &rng)).map { _ in
        CertificateAgreement.randomConstraint(variables, using: &rng)
      }
      let target = CertificateAgreement.randomConstraint(variables, using: &rng)
      let result = expectSameFilter(set, against: target, "round \(round)")
      if CassowarySolver.isInfeasible(set + [target]) { conflicts += 1 }
      if result.certified {
        certified += 1
        #expect(CassowarySolver.isInfeasible(result.kept + [target]), "round \(round)")
      }
    }
    print("certified \(certified) of \(conflicts) conflicts")
    #expect(conflicts >= 200)
    #expect(certified >= 50)
  }
}
