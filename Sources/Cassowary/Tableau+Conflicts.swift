import LayoutCore

extension Tableau {
  /// The error for an unsatisfiable required constraint, carrying the certificate's candidates.
  ///
  /// The symbols of the failed row (a phase-one certificate: the constraints whose markers it
  /// combines) name the required constraints that take part. The set is not yet minimal; the
  /// solver front (``CassowarySolver``) verifies and minimises it, since it also knows the
  /// equalities eliminated before they reached the tableau.
  func unsatisfiable(_ constraint: Constraint, certificate: [Symbol]) -> LayoutError {
    // Records are read in place by position: a copied record retains its references.
    var candidates: [(order: Int, position: Int)] = []
    var seen = Set<Int>()
    for symbol in certificate where symbolKinds[symbol] != .external {
      let owner = symbolOwners[symbol]
      if let position = records.position(of: owner),
        records.values[position].constraint.priority.isRequired, seen.insert(owner).inserted
      {
        candidates.append((records.values[position].order, position))
      }
    }
    candidates.sort { $0.order < $1.order }
    return .unsatisfiable(
      constraint: constraint, conflicting: candidates.map { records.values[$0.position].constraint }
    )
  }
}
