import LayoutCore

/// What a backend's conflict certificates are held to: a solver that certifies conflicts and
/// one that only filters, fed the same random constraints one at a time, accept and refuse
/// the same constraints with the same errors (and so the same conflicting sets).
public struct CertificateAgreement {
  /// Unsatisfiable refusals seen (on both solvers alike).
  public var refusals = 0
  /// Conflicts the certifying solvers settled by certificate.
  public var certified = 0
  /// Conflicts the filtering solvers settled by certificate: 0 unless switching it off fails.
  public var certifiedWithoutCertificates = 0
  /// Each add the two solvers answered differently, described.
  public var disagreements: [String] = []

  /// A random constraint over `variables`: small integer coefficients on a random subset
  /// (never empty), a constant in -6…6, and a random relation.
  public static func randomConstraint(
    _ variables: [Variable], using rng: inout SeededGenerator
  ) -> Constraint {
    var expression = Expression(constant: Double(Int.random(in: -6...6, using: &rng)))
    for variable in variables where Bool.random(using: &rng) {
      expression = expression + Double(Int.random(in: -2...2, using: &rng)) * variable
    }
    if expression.terms.isEmpty { expression = expression + variables[0] }
    let relation: Relation = [.equal, .greaterThanOrEqual, .lessThanOrEqual].randomElement(
      using: &rng)!
    return Constraint(expression, relation)
  }

  /// Runs `rounds` systems of 2…12 random constraints over 2…4 variables, each on a fresh
  /// pair from `makeSolvers` (certifying first), reading each solver's certified count with
  /// `certifiedConflicts`.
  public static func compare<Solver: LayoutSolver>(
    rounds: Int, using rng: inout SeededGenerator,
    makeSolvers: () -> (certifying: Solver, filtering: Solver),
    certifiedConflicts: (Solver) -> Int
  ) -> CertificateAgreement {
    var result = CertificateAgreement()
    for _ in 0..<rounds {
      let variables = (0..<Int.random(in: 2...4, using: &rng)).map { Variable("x\($0)") }
      let (certifying, filtering) = makeSolvers()
      for _ in 0..<Int.random(in: 2...12, using: &rng) {
        let constraint = randomConstraint(variables, using: &rng)
        let first = Result<Void, LayoutError> { () throws(LayoutError) in
          try certifying.add(constraint)
        }
        let second = Result<Void, LayoutError> { () throws(LayoutError) in
          try filtering.add(constraint)
        }
        switch (first, second) {
        case (.success, .success): break
        case (.failure(let a), .failure(let b)):
          if a != b { result.disagreements.append("adding \(constraint): \(a) against \(b)") }
          if case .unsatisfiable = a { result.refusals += 1 }
        default:
          result.disagreements.append("adding \(constraint): \(first) against \(second)")
        }
      }
      result.certified += certifiedConflicts(certifying)
      result.certifiedWithoutCertificates += certifiedConflicts(filtering)
    }
    return result
  }
}
