import LayoutCore
import Testing

@testable import AutoLayout
@testable import Cassowary
@testable import DenseSimplex

/// The chain of ``ConflictChainTests`` with its widths late: every one of its conflicts is
/// settled by a certificate, on both backends, so none of them solves a scratch problem. The
/// solver meets each conflict twice: once when the width is broken, once when the pass that
/// set the root's size tries the broken widths again (reported once).
@Suite struct ConflictChainCertificateTests {
  @Test(arguments: [SolverBackend.cassowary, .dense])
  func everyConflictIsCertified(backend: SolverBackend) throws {
    let chain = try ConflictChainTests.Chain(count: 40, backend: backend, widthsLate: true)
    #expect(chain.engine.conflictReports.count == 37)
    let certified =
      (chain.engine.solver as? CassowarySolver)?.certifiedConflicts
      ?? (chain.engine.solver as? DenseSimplexSolver)?.certifiedConflicts
    #expect(certified == 2 * 37)
  }
}
