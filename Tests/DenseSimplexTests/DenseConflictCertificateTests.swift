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
    var refusals = 0
    var certified = 0
    for _ in 0..<300 {
      let variables = (0..<Int.random(in: 2...4, using: &rng)).map { Variable("x\($0)") }
      let certifying = DenseSimplexSolver()
      let filtering = DenseSimplexSolver()
      filtering.certifiesConflicts = false
      for _ in 0..<Int.random(in: 2...12, using: &rng) {
        var expression = Expression(constant: Double(Int.random(in: -6...6, using: &rng)))
        for variable in variables where Bool.random(using: &rng) {
          expression = expression + Double(Int.random(in: -2...2, using: &rng)) * variable
        }
        if expression.terms.isEmpty { expression = expression + variables[0] }
        let relation: Relation = [.equal, .greaterThanOrEqual, .lessThanOrEqual].randomElement(
          using: &rng)!
        let constraint = Constraint(expression, relation)
        let first = Result<Void, LayoutError> { () throws(LayoutError) in
          try certifying.add(constraint)
        }
        let second = Result<Void, LayoutError> { () throws(LayoutError) in
          try filtering.add(constraint)
        }
        switch (first, second) {
        case (.success, .success): break
        case (.failure(let a), .failure(let b)):
          #expect(a == b, "adding \(constraint)")
          if case .unsatisfiable = a { refusals += 1 }
        default:
          Issue.record("adding \(constraint): \(first) against \(second)")
        }
      }
      certified += certifying.certifiedConflicts
      #expect(filtering.certifiedConflicts == 0)
    }
    print("certified \(certified) of \(refusals) refusals")
    #expect(refusals >= 100)
    #expect(certified >= refusals / 4)
  }
}
