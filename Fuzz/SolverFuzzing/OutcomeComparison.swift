import LayoutCore

/// Compares what the two backends did with one call: both must succeed, or both must throw
/// the same ``LayoutError`` case about the same constraint or variable. Conflicting sets may
/// differ, but each must be minimal.
enum OutcomeComparison {
  /// The findings for one call (empty when the outcomes agree).
  ///
  /// - Parameter allowedConflicts: the ids of constraints a conflicting set may name.
  static func findings(
    cassowary: LayoutError?, dense: LayoutError?, allowedConflicts: Set<Int>
  ) -> [String] {
    var found: [String] = []
    for (name, error) in [("cassowary", cassowary), ("dense", dense)] {
      if case .internalError(let why)? = error { found.append("\(name) internal error: \(why)") }
    }
    switch (cassowary, dense) {
    case (nil, nil):
      return found
    case (nil, let error?):
      return found + ["cassowary accepted; dense threw \(error)"]
    case (let error?, nil):
      return found + ["dense accepted; cassowary threw \(error)"]
    case (.unsatisfiable(let c1, let set1)?, .unsatisfiable(let c2, let set2)?):
      if c1 != c2 { found.append("rejected constraints differ: cassowary \(c1), dense \(c2)") }
      found += ConflictVerifier.problems(
        backend: "cassowary", constraint: c1, conflicting: set1, allowed: allowedConflicts)
      found += ConflictVerifier.problems(
        backend: "dense", constraint: c2, conflicting: set2, allowed: allowedConflicts)
      return found
    case (let e1?, let e2?):
      // Apart from conflicting sets, the cases carry constraints and variables compared by
      // id, and messages that both backends build the same way.
      if e1 != e2 { found.append("errors differ: cassowary \(e1); dense \(e2)") }
      return found
    }
  }
}
