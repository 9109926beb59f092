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
    let all = candidates + [constraint]
    let implied = ImpliedMembers.flags(all)
    let rest = all.indices.filter { !implied[$0] }
    guard let certificate = ConflictCertificate(rest.map { all[$0] }) else { return nil }
    return certificate.members.dropLast().map { all[rest[$0]] }
  }
}
