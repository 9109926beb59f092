/// Explains pasted "Unable to simultaneously satisfy constraints" logs.
///
/// ```swift
/// let explanation = try Explainer.explain(log: pasted, fileName: "crash.txt")
/// print(explanation.text)
/// ```
public enum Explainer {
  /// Reads a console log (iOS 6 to current, macOS, SnapKit and Masonry descriptions, with
  /// the damage copying does), rebuilds each conflict message's views and constraints,
  /// solves them and explains every conflict.
  ///
  /// - Parameters:
  ///   - log: the pasted text.
  ///   - fileName: the name used in issue messages (`-` for standard input).
  /// - Throws: ``ExplainError/redacted(fileName:lines:)`` when the log's descriptions were
  ///   redacted as `<private>`, ``ExplainError/noConstraints(fileName:issues:)`` when no
  ///   description could be read. Anything less is reported in ``Explanation/issues`` and
  ///   ``Explanation/missing``.
  public static func explain(log: String, fileName: String) throws(ExplainError) -> Explanation {
    let parsed = parse(log: log)
    guard !parsed.constraints.isEmpty else {
      if !parsed.redactedLines.isEmpty {
        throw .redacted(fileName: fileName, lines: parsed.redactedLines)
      }
      throw .noConstraints(fileName: fileName, issues: parsed.issues)
    }
    let all = parsed.order.compactMap { parsed.constraints[$0] }
    let whole = RebuiltSystem(constraints: all)
    let names = Dictionary(
      whole.views.map { ($0.key, $0.displayName) }, uniquingKeysWith: { first, _ in first })
    var missing: [String] = []
    var conflicts: [Explanation.Conflict] = []
    var seenBlocks: Set<[String]> = []
    var explainedSets: Set<[String]> = []
    var frames: [String: [Double]] = [:]
    var unreproduced: [Int] = []
    var unreproducedVictims: [UnreproducedVictim] = []
    var unsolved: [Int] = []
    var omittedConflicts: [Explanation.OmittedConflicts] = []
    var unexplained = (messages: 0, conflicts: 0, firstLine: Int?.none)
    /// Names the rule's victim among a message's own list, for a message not solved.
    func guessVictim(of block: ParsedLog.Block) {
      if let guess = UnreproducedVictim.choose(for: block, constraints: parsed.constraints) {
        unreproducedVictims.append(guess)
      }
    }
    missing += parsed.assumptions
    if !parsed.redactedLines.isEmpty { missing.append(Redaction.note(lines: parsed.redactedLines)) }
    for block in parsed.blocks {
      var addresses = block.listed
      missing += MissingParts.describe(block)
      if let broken = block.broken, !addresses.contains(broken) {
        addresses.append(broken)
      }
      guard seenBlocks.insert(addresses + [block.broken ?? ""]).inserted else { continue }
      let system = RebuiltSystem(
        constraints: addresses.compactMap { parsed.constraints[$0] }, displayNames: names)
      for assumption in system.assumptions where !missing.contains(assumption) {
        missing.append(assumption)
      }
      guard system.views.count <= maximumViewsSolvedPerMessage else {
        unsolved.append(block.line)
        missing.append(
          "the message at line \(block.line) places \(system.views.count) views, more than the "
            + "\(maximumViewsSolvedPerMessage) `explain` solves in one message: its constraints "
            + "are read and listed, not solved; the victim shown is the rule's choice among them")
        guessVictim(of: block)
        continue
      }
      let allowed = min(
        maximumConflictsExplained, maximumConflictsExplainedPerLog - conflicts.count)
      let (found, unverified, omitted) = explain(
        system: system, listed: addresses, uikitBroke: block.broken,
        framework: block.framework, explaining: allowed, frames: &frames)
      if omitted > 0 {
        omittedConflicts.append(
          Explanation.OmittedConflicts(line: block.line, explained: found.count, omitted: omitted))
      }
      if omitted > 0, allowed > 0 {
        missing.append(
          "\(omitted) more conflicts of the message at line \(block.line), after the first "
            + "\(found.count): each is counted and broken in turn, but not explained")
      } else if omitted > 0 {
        // Past the log's budget: one line for all the messages left, not one each.
        unexplained.messages += 1
        unexplained.conflicts += omitted
        unexplained.firstLine = unexplained.firstLine ?? block.line
      }
      if unverified > 0 {
        missing.append(
          "fixes for the last \(unverified) of the \(found.count) conflicts of the message at "
            + "line \(block.line): too many to check each by re-solving")
      }
      if found.isEmpty, omitted == 0, !block.listed.isEmpty {
        let groups = system.viewGroups().map { $0.map { system.views[$0].displayName } }
        missing.append(MissingParts.noConflict(block, groups: groups))
      }
      if found.isEmpty, omitted == 0, block.isReported {
        unreproduced.append(block.line)
        guessVictim(of: block)
      }
      // A set explained before is explained once, unless UIKit broke another member of it
      // this time: after breaking a constraint the set did not need, UIKit meets the same set
      // again and breaks one more (the second message names it).
      conflicts += found.filter {
        explainedSets.insert($0.constraints + [$0.uikitBroke ?? ""]).inserted
      }
    }
    if let line = unexplained.firstLine {
      missing.append(
        "\(unexplained.conflicts) conflicts of \(unexplained.messages) more messages, from the "
          + "one at line \(line): the first \(maximumConflictsExplainedPerLog) conflicts of the "
          + "log are explained; these are counted and broken in turn, but not explained")
    }
    let entries = whole.constraints.indices.map { index in
      let constraint = whole.constraints[index]
      let (first, second) = whole.itemViews[index]
      var entry = Explanation.ConstraintEntry(
        address: constraint.address, description: whole.readable(index), original: constraint.text,
        source: constraint.source, provenance: whole.provenance(index), line: constraint.line,
        axis: constraint.axis, firstView: whole.views[first].displayName,
        secondView: second.map { whole.views[$0].displayName })
      entry.equation = Explanation.Equation(
        firstAttribute: constraint.printedFirstAttribute, relation: constraint.relation,
        secondAttribute: second == nil ? nil : constraint.printedSecondAttribute,
        multiplier: constraint.multiplier, constant: constraint.constant,
        priority: constraint.priority)
      entry.container = container(of: index, in: whole)
      return entry
    }
    // Each view's first autoresizing code, in one pass: a search of every constraint per view
    // is quadratic in a paste of thousands of messages.
    var codes: [String: String] = [:]
    for (constraint, (first, _)) in zip(whole.constraints, whole.itemViews) {
      guard let code = constraint.autoresizingCode else { continue }
      let key = whole.views[first].key
      if codes[key] == nil { codes[key] = code }
    }
    let views = whole.views.map { view in
      let code = codes[view.key]
      return Explanation.ViewEntry(
        name: view.displayName, className: view.item.className, address: view.item.address,
        autoresizingCode: code, frame: frames[view.key])
    }
    let appKit = !parsed.blocks.isEmpty && parsed.blocks.allSatisfy(\.isAppKit)
    var explanation = Explanation(
      fileName: fileName, framework: appKit ? "AppKit" : "UIKit", views: views,
      constraints: entries, conflicts: conflicts,
      issues: parsed.issues, missing: missing, unreproduced: unreproduced)
    explanation.omittedConflicts = omittedConflicts
    explanation.unreproducedVictims = unreproducedVictims
    explanation.unsolved = unsolved
    return explanation
  }

  /// The display name of the view that constraint `index` shows to be the superview of its
  /// other view: the names table's `|`, an unnamed `|`, or the frame an autoresizing
  /// constraint is measured in.
  static func container(of index: Int, in system: RebuiltSystem) -> String? {
    let constraint = system.constraints[index]
    let (first, second) = system.itemViews[index]
    guard let second else { return nil }
    if let superview = constraint.superview {
      for view in [first, second] where system.views[view].key == superview.key {
        return system.views[view].displayName
      }
    }
    if constraint.firstItem.isSuperview { return system.views[first].displayName }
    if constraint.secondItem?.isSuperview == true || constraint.autoresizingCode != nil {
      return system.views[second].displayName
    }
    return nil
  }

  /// Reads a log without solving it: the messages, the constraints by address and what
  /// could not be read.
  public static func parse(log: String) -> ParsedLog {
    ConflictLogParser.parse(log)
  }

  /// Solves one message and explains the first `limit` conflicts found; `omitted` counts the
  /// rest.
  static func explain(
    system: RebuiltSystem, listed: [String], uikitBroke: String?, framework: String,
    explaining limit: Int, frames: inout [String: [Double]]
  ) -> (conflicts: [Explanation.Conflict], unverified: Int, omitted: Int) {
    let uikitIndex = uikitBroke.flatMap { system.index(of: $0) }
    let solver = ConflictSolver(system: system, framework: framework, uikitBroke: uikitIndex)
    let narrator = ConflictNarrator(system: system)
    let finder = FixFinder(system: system, solver: solver)
    let outcome = solver.solveWithFrames(detailed: limit)
    let shown = outcome.conflicts.prefix(limit)
    for (view, frame) in zip(system.views, outcome.frames) where frames[view.key] == nil {
      frames[view.key] = frame.map(roundedForDisplay)
    }
    // Verifying a fix re-solves the whole message; a paste with hundreds of conflicts
    // would take minutes, so verification stops when the budget is spent.
    var budget = verificationBudget
    var unverified = 0
    var explained: [Explanation.Conflict] = []
    let listedCounts = listed.reduce(into: [:]) { $0[$1, default: 0] += 1 }
    for conflict in shown {
      let axes = Set(conflict.members.map { system.constraints[$0].axis })
      let members = conflict.members.map { system.constraints[$0].address }
      // Each candidate re-solves every constraint and handles every conflict again.
      let cost =
        finder.candidateBound(for: conflict) * system.constraints.count
        * (1 + outcome.conflicts.count)
      var fixes: [Fix] = []
      let verified = cost <= budget
      if verified {
        budget -= cost
        fixes = finder.fixes(for: conflict, uikitBroke: uikitIndex)
      } else {
        unverified += 1
      }
      // Counted from the members, and only the first few named: a filter of the whole list
      // per conflict is quadratic in a long message.
      let memberSet = Set(members)
      let unrelatedCount =
        listed.count - memberSet.reduce(0) { $0 + (listedCounts[$1] ?? 0) }
      var unrelated: [String] = []
      for address in listed where !memberSet.contains(address) {
        guard unrelated.count < maximumUnrelatedListed else { break }
        unrelated.append(address)
      }
      let omitted = unrelatedCount - unrelated.count
      var entry = Explanation.Conflict(
        axis: axes.count == 1 ? axes.first : nil,
        constraints: members,
        unrelated: unrelated,
        summary: narrator.sentence(for: conflict),
        uikitBroke: uikitBroke,
        framework: framework,
        wouldBreak: system.constraints[conflict.victim].address,
        // The shown conflicts are the detailed ones, which carry their reason.
        reason: conflict.reason ?? "",
        fixes: fixes)
      if omitted > 0 { entry.unrelatedOmitted = omitted }
      if fixes.isEmpty, verified {
        entry.systemOnly = finder.systemOnlyNote(conflict.members)
      }
      explained.append(entry)
    }
    return (explained, unverified, outcome.conflicts.count - shown.count)
  }

  /// How much fix verification may cost per message, in constraint additions weighted by
  /// the conflicts each re-solve handles (a real message of twenty constraints with four
  /// conflicts needs 2,400).
  static let verificationBudget = 6000

  /// The most listed constraints outside its set a conflict names; the rest are counted.
  public static let maximumUnrelatedListed = 20

  /// The most conflicts of one message explained; the rest are counted
  /// (``Explanation/omittedConflicts``). A message whose every constraint fights the first
  /// has a conflict per constraint, thousands in a long paste, each as long to read as the
  /// first few and no more telling.
  public static let maximumConflictsExplained = 20

  /// The most conflicts of one log explained: a paste of thousands of short messages (a
  /// conflict logged again for every cell, at new addresses) has a conflict each. The
  /// messages past it are still solved, and their conflicts counted.
  public static let maximumConflictsExplainedPerLog = 100

  /// The most views one message may place and still be solved. A real message places a
  /// screen's few dozen; a message of thousands of chained views fills the solver's tableau
  /// with the chain's inverse (n² terms, rewritten per conflict), so past this it is read,
  /// listed and given the rule's victim from its own list, but not solved.
  public static let maximumViewsSolvedPerMessage = 500
}
