import LayoutCore
import Testing

@testable import AutoLayout
@testable import Cassowary
@testable import DenseSimplex

/// The chain of ``ConflictChainTests`` with its widths late: every one of its conflicts is
/// settled by a certificate, on both backends, so none of them solves a scratch problem. The
/// solver meets each conflict once: the widths are broken after the root's size was set, so
/// the pass does not try them again.
@Suite struct ConflictChainCertificateTests {
  @Test(arguments: [SolverBackend.cassowary, .dense])
  func everyConflictIsCertified(backend: SolverBackend) throws {
    let chain = try ConflictChainTests.Chain(count: 40, backend: backend, widthsLate: true)
    #expect(chain.engine.conflictReports.count == 37)
    let certified =
      (chain.engine.solver as? CassowarySolver)?.certifiedConflicts
      ?? (chain.engine.solver as? DenseSimplexSolver)?.certifiedConflicts
    #expect(certified == 37)
  }
}
