import LayoutCore
import LayoutTestSupport
import Testing

@testable import Cassowary

/// What ``ConflictCertificate/filter(_:against:)`` proves a deletion filter keeps is what the
/// filter keeps: a conflict settled without scratch solves must name the very set the solves
/// would have named.
@Suite struct ConflictCertificateFilterTests {
  /// Random small systems, some with repeated left sides (`x >= 0` beside `x == 3`): whenever
  /// the certificate settles a set, the fresh filter (one scratch solve per member) keeps
  /// exactly that set, in the same order.
  @Test func matchesTheFreshFilterOnRandomSystems() {
    let seed: UInt64 = 0xCE27_F1CA
    print("ConflictCertificateFilterTests.matchesTheFreshFilterOnRandomSystems seed \(seed)")
    var rng = SeededGenerator(seed: seed)
    var settled = 0
    var dropped = 0
    var conflicts = 0
    for _ in 0..<1500 {
      let variables = (0..<Int.random(in: 1...4, using: &rng)).map { Variable("x\($0)") }
      var set: [Constraint] = []
      for _ in 0..<Int.random(in: 1...8, using: &rng) {
        if !set.isEmpty, Int.random(in: 0..<4, using: &rng) == 0 {
          // The same left side as an earlier member, another relation and constant.
          let earlier = set.randomElement(using: &rng)!
          let constant = Double(Int.random(in: -6...6, using: &rng))
          let relation: Relation = [.equal, .greaterThanOrEqual, .lessThanOrEqual]
            .randomElement(using: &rng)!
          set.append(Constraint(Expression(earlier.expression.terms, constant: constant), relation))
        } else {
          set.append(CertificateAgreement.randomConstraint(variables, using: &rng))
        }
      }
      let target = CertificateAgreement.randomConstraint(variables, using: &rng)
      let infeasible = CassowarySolver.isInfeasible(set + [target])
      if infeasible { conflicts += 1 }
      guard let kept = ConflictCertificate.filter(set, against: target) else { continue }
      settled += 1
      #expect(infeasible, "set \(set), target \(target)")
      let fresh = CassowarySolver.freshDeletionFilter(set, against: target)
      #expect(kept.map(\.id) == fresh.map(\.id), "set \(set), target \(target)")
      if kept.count < set.count { dropped += 1 }
    }
    print("settled \(settled) of \(conflicts) conflicts, \(dropped) dropping members")
    // Random rows over four variables are mostly dependent, which the certificate leaves to
    // the filter; a solver's candidates are settled far more often (the test below).
    #expect(settled >= conflicts / 20)
    #expect(dropped >= settled / 2)
  }

  /// Solvers with and without certificates, fed the same random constraints one at a time,
  /// accept and refuse the same constraints with the same conflicting sets, and the
  /// certificate settles a share of the conflicts.
  @Test func solversAgreeWithAndWithoutCertificates() {
    let seed: UInt64 = 0x5E77_1ED5
    print("ConflictCertificateFilterTests.solversAgreeWithAndWithoutCertificates seed \(seed)")
    var rng = SeededGenerator(seed: seed)
    let agreement = CertificateAgreement.compare(
      rounds: 300, using: &rng,
      makeSolvers: {
        let filtering = CassowarySolver()
        filtering.certifiesConflicts = false
        return (CassowarySolver(), filtering)
      }, certifiedConflicts: \.certifiedConflicts)
    #expect(agreement.disagreements.isEmpty, "\(agreement.disagreements)")
    #expect(agreement.certifiedWithoutCertificates == 0)
    print("certified \(agreement.certified) of \(agreement.refusals) refusals")
    #expect(agreement.refusals >= 100)
    #expect(agreement.certified >= agreement.refusals / 4)
  }

  /// The chain `e0 == 0`, `e(i+1) == e(i) + w(i)`, `w(i) >= 0` with `w(i) == 100` for the
  /// first five, against `e8 == 393`: the non-negative widths of the fixed views are implied
  /// by their later widths and dropped, the others and every link stay.
  @Test func chainWithNonNegativeWidths() throws {
    let edges = (0...8).map { Variable("e\($0)") }
    let widths = (0..<8).map { Variable("w\($0)") }
    let nonNegative = widths.map { $0 >= 0 }
    let links = [edges[0] == 0] + (0..<8).map { edges[$0 + 1] == edges[$0] + widths[$0] }
    let fixed = (0..<5).map { widths[$0] == 100 }
    let set = nonNegative + links + fixed
    let target = edges[8] == 393
    let kept = try #require(ConflictCertificate.filter(set, against: target))
    #expect(kept.map(\.id) == (Array(nonNegative[5...]) + links + fixed).map(\.id))
    #expect(kept.map(\.id) == CassowarySolver.freshDeletionFilter(set, against: target).map(\.id))
  }
}
