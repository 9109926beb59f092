extension ConflictCertificate {
  /// What a deletion filter over `candidates`, in order, against `constraint` keeps, when that
  /// can be proven without solving; nil when it cannot.
  ///
  /// The filter drops each candidate implied by a later one (``ImpliedMembers``); when a
  /// certificate over what remains shows that it holds only one irreducible conflict, the
  /// filter ends there whatever the order, so its result is that conflict. Both hold only if
  /// the candidates and `constraint` do conflict, which the certificate proves.
  ///
  /// - Complexity: O(terms of the candidates), expected.
  package static func filter(_ candidates: [Constraint], against constraint: Constraint)
    -> [Constraint]?
  {
    filter(lastAgainstTheRest: candidates + [constraint])
  }

  /// ``filter(_:against:)`` of `all.dropLast()` against `all.last`, without copying the
  /// candidates into a new list (a caller that can append the constraint to its own list in
  /// place saves a retain and release of every member).
  package static func filter(lastAgainstTheRest all: [Constraint]) -> [Constraint]? {
    let implied = ImpliedMembers.flags(all)
    let rest = all.indices.filter { !implied[$0] }
    guard let certificate = ConflictCertificate(all, rows: rest) else { return nil }
    return certificate.members.dropLast().map { all[rest[$0]] }
  }
}
