import Cassowary
import LayoutCore

extension LayoutEngine {
  /// Applies the queued constraints to the solver: removals first (so swapping two sets
  /// never conflicts in between), then additions and changes in the order they were queued.
  func synchronize() throws(LayoutEngineError) {
    while !pending.isEmpty {
      let batch = pending
      pending.removeAll()
      pendingIDs.removeAll()
      var removed = false
      for constraint in batch where !shouldInstall(constraint) {
        removed = try uninstall(constraint) || removed
      }
      var additions = batch.filter(shouldInstall)
      if removed {
        // A removal may have lifted the conflict that broke a constraint: retry those
        // first, oldest first, as they were activated before anything in this batch.
        let inBatch = Set(additions.map(ObjectIdentifier.init))
        let broken = records.values
          .filter {
            $0.installed == nil && !inBatch.contains(ObjectIdentifier($0.constraint))
              && !isRejected($0.constraint)
          }
          .sorted { $0.tick < $1.tick }
          .map(\.constraint)
        additions = broken + additions
      }
      // Required constraints go in before optional ones (queue order kept within each
      // group): the optimum is the same, but optional rows added to a tableau that already
      // holds the required structure cost far fewer pivots.
      for constraint in additions where constraint.priority.isRequired {
        try install(constraint)
      }
      try installOptional(additions.filter { !$0.priority.isRequired })
    }
    pendingItems.removeAll()
  }

  /// Installs optional constraints in queue order, except that those installed already whose
  /// constant alone changed (a label's size after its text wrapped, a margin) get their new
  /// constants in one solver call (``LayoutSolver/updateConstants(_:)``), which re-optimises
  /// once instead of once per removal and once per add. An optional constant cannot make
  /// required constraints conflict or stop conflicting, so no broken constraint is retried
  /// for it.
  private func installOptional(_ constraints: [LayoutConstraint]) throws(LayoutEngineError) {
    var updates: [(constraint: Constraint, constant: Double)] = []
    var others: [(constraint: LayoutConstraint, candidate: Constraint, tick: Int)] = []
    for constraint in constraints {
      let candidate = solverConstraint(for: constraint)
      let signature = Signature(candidate)
      let id = ObjectIdentifier(constraint)
      // Ticks are taken in queue order whichever way the constraint goes in.
      if let record = records[id], let installed = record.installed,
        record.signature.differsInConstantOnly(from: signature),
        installed.identifier == candidate.identifier, installed.origin == candidate.origin
      {
        tick += 1
        let updated = installed.withConstant(signature.constant)
        records[id] = Record(
          constraint: constraint, installed: updated, signature: signature, tick: tick)
        updates.append((installed, signature.constant))
        statistics.constantUpdates += 1
      } else if records[id]?.installed != nil, records[id]?.signature == signature {
        statistics.unchangedResyncs += 1
      } else {
        tick += 1
        others.append((constraint, candidate, tick))
      }
    }
    if !updates.isEmpty {
      do {
        try solver.updateConstants(updates)
      } catch {
        throw .solver(error)
      }
    }
    for other in others {
      try install(other.constraint, candidate: other.candidate, tick: other.tick)
    }
  }

  /// Whether the constraint belongs in the solver: active, with every item in this tree.
  func shouldInstall(_ constraint: LayoutConstraint) -> Bool {
    guard constraint.isActive, isRegistered(constraint.firstItem) else { return false }
    if let second = constraint.secondItem, !isRegistered(second) { return false }
    return true
  }

  /// Takes a constraint out of the solver; reports whether it was in it.
  private func uninstall(_ constraint: LayoutConstraint) throws(LayoutEngineError) -> Bool {
    // A refusal describes the constraint as it was; once it is gone, so is the refusal.
    forgetRejection(of: constraint)
    guard let record = records.removeValue(forKey: ObjectIdentifier(constraint)) else {
      return false
    }
    guard let installed = record.installed else { return false }
    try removeFromSolver(installed)
    return true
  }

  func removeFromSolver(_ installed: Constraint) throws(LayoutEngineError) {
    do {
      try solver.remove(installed)
    } catch {
      throw .solver(error)
    }
    owners[installed.id] = nil
    statistics.solverRemovals += 1
  }

  /// Puts a constraint into the solver, or leaves it alone when nothing changed.
  private func install(_ constraint: LayoutConstraint) throws(LayoutEngineError) {
    let candidate = solverConstraint(for: constraint)
    if let record = records[ObjectIdentifier(constraint)], record.installed != nil,
      record.signature == Signature(candidate)
    {
      statistics.unchangedResyncs += 1
      return
    }
    tick += 1
    try install(constraint, candidate: candidate, tick: tick)
  }

  /// Puts a changed or new constraint into the solver as `candidate`, last installed at
  /// `tick`.
  private func install(
    _ constraint: LayoutConstraint, candidate: Constraint, tick: Int
  ) throws(LayoutEngineError) {
    let signature = Signature(candidate)
    let id = ObjectIdentifier(constraint)
    if let record = records[id] {
      if let installed = record.installed {
        try removeFromSolver(installed)
        statistics.reinstalls += 1
        noteChangeForBrokenConstraints()
      }
    }
    // The constraint is tried anew (its constant or priority changed): an earlier refusal
    // no longer applies, and a new one is recorded if the solver refuses it again.
    forgetRejection(of: constraint)
    if constraint.engineSerial == nil {
      nextSerial += 1
      constraint.engineSerial = nextSerial
    }
    records[id] = Record(
      constraint: constraint, installed: nil, signature: signature, tick: tick)
    try addResolvingConflicts(constraint, candidate)
  }

  /// Adds a constraint; when required constraints conflict, breaks one by the rule below,
  /// reports it, and carries on until the constraint is in or is itself broken.
  ///
  /// The candidates are the constraints of the minimal conflicting set the solver reports
  /// plus the one being added, without implicit non-negative sizes, oldest first; the victim
  /// is the one ``BreakRule`` picks, UIKit's choice as fitted on public logs, so the frames
  /// after a conflict are the ones a device shows.
  private func addResolvingConflicts(
    _ constraint: LayoutConstraint, _ candidate: Constraint
  ) throws(LayoutEngineError) {
    let id = ObjectIdentifier(constraint)
    while true {
      do {
        try solver.add(candidate)
        records[id]?.installed = candidate
        owners[candidate.id] = constraint
        statistics.solverAdds += 1
        return
      } catch .unsatisfiable(_, let conflicting) {
        let victim = try breakConstraint(amongSolverConstraints: conflicting, adding: constraint)
        if victim === constraint { return }
      } catch {
        rejections.append((constraint, error))
        return
      }
    }
  }

  /// Reports a conflict between `constraint` and the owners of `conflicting`, chooses the
  /// victim by the break rule, takes it out of the solver if it is there, and returns it.
  func breakConstraint(
    amongSolverConstraints conflicting: [Constraint], adding constraint: LayoutConstraint
  ) throws(LayoutEngineError) -> LayoutConstraint {
    let others = conflicting.compactMap { owners[$0.id] }
    let victim = chooseVictim(among: others, adding: constraint)
    // A broken constraint tried again and broken again is the same recovery, reported once
    // (UIKit logs it once), even when the solver now names another conflicting set.
    let repeated = retrying.contains(ObjectIdentifier(victim))
    if !repeated {
      // Listed in the order the constraints were last installed, the one being added last;
      // each tick is looked up once, not at every comparison of the sort.
      var ticked: [(tick: Int, constraint: LayoutConstraint)] = []
      ticked.reserveCapacity(others.count)
      for other in others where other.kind != .nonNegativeSize {
        ticked.append((tickOf(other), other))
      }
      ticked.sort { $0.tick < $1.tick }
      var listed = ticked.map(\.constraint)
      if constraint.kind != .nonNegativeSize { listed.append(constraint) }
      let report = ConflictReport(constraints: listed, broken: victim)
      conflictReports.append(report)
      statistics.brokenConstraints += 1
      // Bounded as every report is: past the 20th, a large set is counted, not listed.
      logHandler?(report.message(listingSet: report.isListedInFull(at: conflictReports.count - 1)))
    }
    if victim !== constraint, let installed = records[ObjectIdentifier(victim)]?.installed {
      try removeFromSolver(installed)
      records[ObjectIdentifier(victim)]?.installed = nil
    }
    records[ObjectIdentifier(victim)]?.brokenEpoch = changeEpoch
    return victim
  }

  func tickOf(_ constraint: LayoutConstraint) -> Int {
    // Read in place: an optional `Record` copied out retains every reference it holds.
    guard let index = records.index(forKey: ObjectIdentifier(constraint)) else { return Int.max }
    return records.values[index].tick
  }

  /// The constraints a conflict is chosen among, in the order they were first installed: a
  /// broken constraint tried again is as old as it was, so the rule breaks the same one
  /// again rather than whatever it conflicts with this time.
  func conflictCandidates(
    _ others: [LayoutConstraint], adding constraint: LayoutConstraint
  ) -> [LayoutConstraint] {
    // Each serial is read once, not at every comparison of the sort.
    var keyed: [(serial: Int, constraint: LayoutConstraint)] = []
    keyed.reserveCapacity(others.count + 1)
    for candidate in others where candidate.kind != .nonNegativeSize {
      keyed.append((candidate.engineSerial ?? Int.max, candidate))
    }
    if constraint.kind != .nonNegativeSize {
      keyed.append((constraint.engineSerial ?? Int.max, constraint))
    }
    // Stable, so members of one serial keep their order.
    keyed.sort { $0.serial < $1.serial }
    return keyed.map(\.constraint)
  }

  /// The constraint ``BreakRule`` breaks among the conflicting ones and the one being added.
  func chooseVictim(
    among others: [LayoutConstraint], adding constraint: LayoutConstraint
  ) -> LayoutConstraint {
    // A solution already outside the range of a layout's numbers (multipliers chained past
    // it) makes the solver's verdict numerical rather than a conflict between constraints:
    // the constraint being added gives way, and the range check refuses the layout.
    if firstRangeViolation() != nil { return constraint }
    let candidates = conflictCandidates(others, adding: constraint)
    let summaries = BreakRule.Summaries(candidates.map(\.breakSummary))
    if conflictChoice.givesWay(constraint, among: candidates, summaries: summaries) {
      return constraint
    }
    return BreakRule.victim(
      summaries, detail: { candidates[$0].breakCandidate },
      resolves: breakingResolves(among: candidates)
    ).map { candidates[$0] } ?? constraint
  }

  /// Whether breaking the candidate at an index alone ends the conflict of `candidates`, the
  /// sizes of their items staying non-negative: what ``BreakRule`` prefers among equals. The
  /// sizes and the solver's constraints are made at the first ask and kept for the others:
  /// the rule asks only in small conflicts, and a chain's conflicts, thousands of members
  /// each, would otherwise translate every member for nothing.
  func breakingResolves(among candidates: [LayoutConstraint]) -> (Int) -> Bool {
    var prepared: (members: [Constraint], sizes: [Constraint])?
    return { victim in
      let (members, sizes) = prepared ?? self.prepareResolving(candidates)
      prepared = (members, sizes)
      let rest = zip(candidates, members).filter { $0.0 !== candidates[victim] }.map(\.1)
      return CassowarySolver.isSatisfiable(rest + sizes)
    }
  }

  /// The solver's constraints of `candidates` and the non-negative sizes of their items.
  private func prepareResolving(
    _ candidates: [LayoutConstraint]
  ) -> (members: [Constraint], sizes: [Constraint]) {
    var items: [ObjectIdentifier: LayoutItem] = [:]
    for candidate in candidates {
      items[ObjectIdentifier(candidate.firstItem)] = candidate.firstItem
      if let second = candidate.secondItem { items[ObjectIdentifier(second)] = second }
    }
    let sizes = items.values.flatMap { item in
      ((item as? View)?.systemConstraints ?? (item as? LayoutGuide)?.systemConstraints ?? [])
        .filter { $0.kind == .nonNegativeSize }
    }.map { solverConstraint(for: $0) }
    return (candidates.map { solverConstraint(for: $0) }, sizes)
  }

  /// Queues the broken constraints to be tried again when something they conflicted with has
  /// changed since they were broken, as a removal does in ``synchronize()``: a conflict met
  /// on the way (a guide's insets still those of the previous window) must not outlive it,
  /// or the layout would depend on the path taken to it.
  /// - Returns: whether any were queued.
  ///
  /// When every broken constraint was broken after the last change (a fresh engine's first
  /// pass: the root size is set before anything is installed), each was broken against the
  /// constants and root size the layout has now, so none is tried again.
  func retryBrokenConstraints() -> Bool {
    guard brokenMayHold else { return false }
    brokenMayHold = false
    let brokenRecords = self.brokenRecords
    guard brokenRecords.contains(where: { $0.brokenEpoch < changeEpoch }) else { return false }
    let broken = brokenRecords.map(\.constraint)
    retrying = Set(broken.map(ObjectIdentifier.init))
    for constraint in broken { enqueue(constraint) }
    return !broken.isEmpty
  }

  /// Notes a change that may let broken constraints hold again (a required constant or
  /// priority, the root size), so the pass ends by trying them again.
  func noteChangeForBrokenConstraints() {
    brokenMayHold = true
    changeEpoch += 1
  }

  /// The conflicts the layout has now: for each constraint left unenforced (the root's
  /// imposed size included), the latest report that broke it, in the order they were made.
  /// ``conflictReports`` keeps every recovery, including those a later change undid.
  public var currentConflicts: [ConflictReport] {
    // Without a report there is nothing to list, and finding the broken constraints scans
    // every record (a layout is read several times per solve: snapshot, problems).
    guard !conflictReports.isEmpty else { return [] }
    var broken = Set(brokenConstraints.map(ObjectIdentifier.init))
    let size = [solver.value(of: root.variables.width), solver.value(of: root.variables.height)]
    for (imposed, value) in zip(rootSizeConstraints, size)
    where abs(value - imposed.constant) > 1e-7 * max(1, abs(imposed.constant)) {
      broken.insert(ObjectIdentifier(imposed))
    }
    var seen: Set<ObjectIdentifier> = []
    var latest: [ConflictReport] = []
    for report in conflictReports.reversed()
    where broken.contains(ObjectIdentifier(report.broken))
      && seen.insert(ObjectIdentifier(report.broken)).inserted
    {
      latest.append(report)
    }
    return latest.reversed()
  }

  /// The constraints the engine currently leaves unenforced after conflicts, oldest first.
  public var brokenConstraints: [LayoutConstraint] { brokenRecords.map(\.constraint) }

  /// The records of ``brokenConstraints``, oldest first.
  private var brokenRecords: [Record] {
    records.values.filter { $0.installed == nil && !isRejected($0.constraint) }
      .sorted { $0.tick < $1.tick }
  }

  private func forgetRejection(of constraint: LayoutConstraint) {
    rejections.removeAll { $0.constraint === constraint }
  }

  private func isRejected(_ constraint: LayoutConstraint) -> Bool {
    rejections.contains { $0.constraint === constraint }
  }
}
