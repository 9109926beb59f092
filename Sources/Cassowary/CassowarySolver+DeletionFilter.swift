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
    certifiedDeletionFilter(set, against: constraint).kept
  }

  /// ``deletionFilter(_:against:)``, and whether a ``ConflictCertificate`` proved its result
  /// (then `set` and `constraint` are proven to conflict, without a solve of the whole set).
  /// With `certifying` false, no certificate is tried: the filter that tests compare with.
  static func certifiedDeletionFilter(
    _ set: [Constraint], against constraint: Constraint, certifying: Bool = true
  ) -> (kept: [Constraint], certified: Bool) {
    if let (kept, certified) = incrementalDeletionFilter(
      set, against: constraint, certifying: certifying),
      certified || kept.count == set.count || isInfeasible(kept + [constraint])
    {
      return (kept, certified)
    }
    // The scratch solver refused an operation that cannot fail on a feasible set, or the
    // verdicts of the two orders differ by rounding: decide each member afresh.
    return (freshDeletionFilter(set, against: constraint), false)
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

  /// ``deletionFilter(_:against:)`` on one incremental scratch solver, and whether a
  /// certificate proved the result (``certifiedRest(of:kept:after:against:)``); nil when that
  /// solver fails in a way a fresh solve per member would not (a duplicate, a refused removal).
  private static func incrementalDeletionFilter(
    _ set: [Constraint], against constraint: Constraint, certifying: Bool
  ) -> (kept: [Constraint], certified: Bool)? {
    guard Set(set.map(\.id)).count == set.count, !set.contains(where: { $0.id == constraint.id })
    else { return nil }
    // With definitions, as the engine's solver: the filter adds the members from the end,
    // and with rows straight from the constraints a chain added bottom up fills the tableau
    // (views nested 1 point in on both sides: each floor `width >= 0` makes the width above
    // it a slack's, every equality above then needs a dummy, and each row carries the dummy
    // of every level above: cubic in the depth). Definitions keep those rows short. Their
    // rounding cannot pass off a feasible set as a conflict: a result not certified is
    // solved afresh from straight rows (``certifiedDeletionFilter(_:against:certifying:)``).
    let scratch = CassowarySolver(analysesConflicts: false)
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
    guard targetHolds else { return ([], false) }
    // The scratch solver holds `constraint`, the kept members and `rows[low...]`.
    var low = rows.count
    while low > 0 {
      guard let held = holds(rows[low - 1]) else { return nil }
      if !held { break }
      low -= 1
    }
    // Everything holds together: no member is dropped.
    if low == 0 { return (set, false) }
    // `rows[candidate]` fails against what the solver holds, so its test keeps it.
    var candidate = low - 1
    var kept: [Constraint] = []
    var certifyAt = certifying ? 1 : 0
    while true {
      kept.append(set[candidate])
      if kept.count == certifyAt {
        certifyAt *= 2
        if let certified = certifiedRest(of: set, kept: kept, after: candidate, against: constraint)
        {
          return (certified, true)
        }
      }
      var placed = false
      while !placed {
        if low == rows.count { return (kept, false) }
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

  /// What the filter keeps, when a ``ConflictCertificate`` proves it from the point the
  /// incremental filter has reached: `kept` are the members kept so far, the last of them
  /// `set[candidate]`, and every member between them was dropped; nil when nothing is proven.
  ///
  /// The filter over `kept + set[(candidate + 1)...]` in that order keeps what the filter
  /// over `set` keeps: each member of `kept` held with fewer members around it (its own test
  /// had every later member of `set`), so it is kept again, and the tests after it are the
  /// same tests. When the certificate shows that list with `constraint` holds one irreducible
  /// conflict, the filter ends there whatever its order, so that is the result, and it must
  /// hold every kept member (a result without one would contradict its test, which rounding
  /// alone could do: then nothing is proven).
  ///
  /// A chain whose members hold one irreducible conflict per level past an overflow (views
  /// nested 1 point in on each side) is dependent as a whole, but once the incremental filter
  /// has found its first kept member, the members from it on hold one conflict only: the
  /// certificate ends the filter there instead of a remove and an add per member.
  ///
  /// - Complexity: O(terms of the members from `candidate` on); tried when the kept count
  ///   reaches a power of two, so at most a logarithmic number of times per filter.
  private static func certifiedRest(
    of set: [Constraint], kept: [Constraint], after candidate: Int, against constraint: Constraint
  ) -> [Constraint]? {
    var all = kept
    all.reserveCapacity(kept.count + set.count - candidate)
    all.append(contentsOf: set[(candidate + 1)...])
    all.append(constraint)
    guard let certified = ConflictCertificate.filter(lastAgainstTheRest: all),
      certified.count >= kept.count,
      zip(certified, kept).allSatisfy({ $0.id == $1.id })
    else { return nil }
    return certified
  }
}
