import LayoutCore

extension CassowarySolver {
  /// The deletion filter over `set`, in order, against `constraint`: each member in turn is
  /// dropped for good when the rest (the members kept so far, the members after it and
  /// `constraint`) still cannot all hold. Its result names the conflicting set reported to
  /// the user, so it must not depend on how it is computed.
  ///
  /// Testing each member in a fresh scratch solver costs one solve of the whole set per
  /// member, which a conflict among hundreds of chained constraints makes unaffordable. One
  /// incremental scratch solver decides the same tests instead:
  /// - it holds `constraint`, the kept members and a suffix of `set`; adding members from the
  ///   end until one fails finds the last member whose test keeps it (every member before it
  ///   is dropped, as the suffix from it already conflicts);
  /// - with member `p` kept and failing, the test of the member `q` after it is whether `p`
  ///   still fails once `q` is removed from the solver: if so `q` is dropped; if not, `p` is
  ///   in, and `q` (removed, and known to fail) is the next member kept.
  ///
  /// - Complexity: one add per member and at most one remove and one add per member after the
  ///   first kept, instead of one solve of the whole set per member.
  static func deletionFilter(_ set: [Constraint], against constraint: Constraint)
    -> [Constraint]
  {
    if let kept = incrementalDeletionFilter(set, against: constraint),
      kept.count == set.count || isInfeasible(kept + [constraint])
    {
      return kept
    }
    // The scratch solver refused an operation that cannot fail on a feasible set, or the
    // verdicts of the two orders differ by rounding: decide each member afresh.
    return freshDeletionFilter(set, against: constraint)
  }

  /// ``deletionFilter(_:against:)`` with a fresh scratch solver per member.
  static func freshDeletionFilter(_ set: [Constraint], against constraint: Constraint)
    -> [Constraint]
  {
    var set = set
    var index = 0
    while index < set.count {
      var trial = set
      trial.remove(at: index)
      if isInfeasible(trial + [constraint]) {
        set = trial
      } else {
        index += 1
      }
    }
    return set
  }

  /// ``deletionFilter(_:against:)`` on one incremental scratch solver; nil when that solver
  /// fails in a way a fresh solve per member would not (a duplicate, a refused removal).
  private static func incrementalDeletionFilter(
    _ set: [Constraint], against constraint: Constraint
  ) -> [Constraint]? {
    guard Set(set.map(\.id)).count == set.count, !set.contains(where: { $0.id == constraint.id })
    else { return nil }
    let scratch = CassowarySolver(analysesConflicts: false)
    // As in ``isInfeasible(_:)``: rows straight from the constraints.
    scratch.definesVariables = false
    let rows = set.map { $0.priority.isRequired ? $0 : $0.withPriority(.required) }
    func holds(_ row: Constraint) -> Bool? {
      do {
        try scratch.add(row)
        return true
      } catch {
        if case .duplicateConstraint = error { return nil }
        return false
      }
    }
    let target = constraint.priority.isRequired ? constraint : constraint.withPriority(.required)
    guard let targetHolds = holds(target) else { return nil }
    // Every set with `constraint` conflicts: every member is dropped.
    guard targetHolds else { return [] }
    // The scratch solver holds `constraint`, the kept members and `rows[low...]`.
    var low = rows.count
    while low > 0 {
      guard let held = holds(rows[low - 1]) else { return nil }
      if !held { break }
      low -= 1
    }
    // Everything holds together: no member is dropped.
    if low == 0 { return set }
    // `rows[candidate]` fails against what the solver holds, so its test keeps it.
    var candidate = low - 1
    var kept: [Constraint] = []
    while true {
      kept.append(set[candidate])
      var placed = false
      while !placed {
        if low == rows.count { return kept }
        do {
          try scratch.remove(rows[low])
        } catch {
          return nil
        }
        low += 1
        guard let held = holds(rows[candidate]) else { return nil }
        placed = held
      }
      candidate = low - 1
    }
  }
}
