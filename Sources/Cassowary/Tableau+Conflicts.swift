import LayoutCore

extension Tableau {
  /// The error for an unsatisfiable required constraint, with a minimal conflicting set.
  ///
  /// The symbols of the failed row (a phase-one certificate: the constraints whose markers it
  /// combines) name a small candidate set; when that set is not itself infeasible the whole
  /// connected group of required constraints is used instead. Deletion filtering then drops
  /// every candidate that is not needed, testing each smaller set in a scratch solver.
  func unsatisfiable(_ constraint: Constraint, certificate: [Symbol]) -> LayoutError {
    guard analysesConflicts else { return .unsatisfiable(constraint: constraint, conflicting: []) }
    let required = records.values.filter { $0.constraint.priority.isRequired }
    let byID = Dictionary(uniqueKeysWithValues: required.map { ($0.constraint.id, $0) })
    var candidates = Set<Int>()
    for symbol in certificate where symbolKinds[symbol] != .external {
      let owner = symbolOwners[symbol]
      if byID[owner] != nil { candidates.insert(owner) }
    }
    var set = candidates.compactMap { byID[$0] }.sorted { $0.order < $1.order }.map(\.constraint)
    if !Self.isInfeasible(set + [constraint]) {
      set = Self.connectedGroup(of: constraint, among: required.sorted { $0.order < $1.order }.map(\.constraint))
    }
    var index = 0
    while index < set.count {
      var trial = set
      trial.remove(at: index)
      if Self.isInfeasible(trial + [constraint]) {
        set = trial
      } else {
        index += 1
      }
    }
    return .unsatisfiable(constraint: constraint, conflicting: set)
  }

  /// Whether the required constraints cannot all hold.
  static func isInfeasible(_ constraints: [Constraint]) -> Bool {
    let scratch = CassowarySolver(analysesConflicts: false)
    for constraint in constraints {
      do {
        try scratch.add(constraint)
      } catch {
        return true
      }
    }
    return false
  }

  /// The constraints connected to `constraint` through shared variables.
  static func connectedGroup(of constraint: Constraint, among constraints: [Constraint]) -> [Constraint] {
    var reached = Set(constraint.expression.terms.map(\.variable.id))
    var chosen = [Bool](repeating: false, count: constraints.count)
    var grew = true
    while grew {
      grew = false
      for (index, candidate) in constraints.enumerated() where !chosen[index] {
        let ids = candidate.expression.terms.map(\.variable.id)
        if ids.contains(where: reached.contains) {
          chosen[index] = true
          reached.formUnion(ids)
          grew = true
        }
      }
    }
    return constraints.indices.filter { chosen[$0] }.map { constraints[$0] }
  }
}
