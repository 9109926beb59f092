import LayoutCore
import LayoutTestSupport
import Testing

@testable import DenseSimplex

/// The dense backend settles a conflict with a ``ConflictCertificate`` only where its block
/// deletion filter would name the same set.
@Suite struct DenseConflictCertificateTests {
  /// Solvers with and without certificates, fed the same random constraints one at a time,
  /// accept and refuse the same constraints with the same conflicting sets, and the
  /// certificate settles a share of the conflicts.
  @Test func solversAgreeWithAndWithoutCertificates() {
    let seed: UInt64 = 0xDE25_CE27
    print("DenseConflictCertificateTests.solversAgreeWithAndWithoutCertificates seed \(seed)")
    var rng = SeededGenerator(seed: seed)
    let agreement = CertificateAgreement.compare(
      rounds: 300, using: &rng,
      makeSolvers: {
        let filtering = DenseSimplexSolver()
        filtering.certifiesConflicts = false
        return (DenseSimplexSolver(), filtering)
      }, certifiedConflicts: \.certifiedConflicts)
    #expect(agreement.disagreements.isEmpty, "\(agreement.disagreements)")
    #expect(agreement.certifiedWithoutCertificates == 0)
    print("certified \(agreement.certified) of \(agreement.refusals) refusals")
    #expect(agreement.refusals >= 100)
    #expect(agreement.certified >= agreement.refusals / 4)
  }
}
