import Testing

@testable import LayoutExplain

/// Pastes far larger than any real message stay fast: minimisation and sentences only look
/// at the views a conflict involves, and fix verification stops at a budget, said in
/// `missing`.
@Suite struct LargeLogTests {
  /// `n` views in a chain, each `width == index % 7` and `width == next.width + 1`: every
  /// view's two constraints fight its neighbours' (or the next view's width ≥ 0).
  static func chain(_ n: Int) -> String {
    var log = "Unable to simultaneously satisfy constraints.\n(\n"
    for index in 0..<n {
      let view = String(0x5000 + index, radix: 16)
      let next = String(0x5001 + index, radix: 16)
      log +=
        "    \"<NSLayoutConstraint:0x\(String(0x1000 + index, radix: 16)) "
        + "UIView:0x\(view).width == \(index % 7)   (active)>\",\n"
      log +=
        "    \"<NSLayoutConstraint:0x\(String(0x9000 + index, radix: 16)) "
        + "UIView:0x\(view).width == UIView:0x\(next).width + 1   (active)>\",\n"
    }
    return log + ")\n"
  }

  /// A message placing more views than ``Explainer/maximumViewsSolvedPerMessage`` is read and
  /// listed, and gets the rule's victim from its own list, but is not solved: `chain(500)`
  /// places 501 views (the last link names one view more).
  @Test func aMessageOfTooManyViewsIsReadNotSolved() throws {
    let explanation = try Explainer.explain(log: Self.chain(500), fileName: "chain.log")
    #expect(explanation.views.count == 501)
    #expect(explanation.constraints.count == 1000)
    #expect(explanation.conflicts.isEmpty)
    #expect(explanation.unsolved == [1])
    #expect(explanation.unreproduced.isEmpty)
    #expect(explanation.reportsConflict)
    // The largest constant width (6), the newest of equal ones: view 496's.
    #expect(explanation.unreproducedVictims.map(\.wouldBreak) == ["0x11f0"])
    #expect(
      explanation.noConflictHeadline
        == "The message at line 1 places more views than the 500 `explain` solves in one "
        + "message: the 1000 constraints were read, not solved (see \"Missing from the log\").")
    #expect(
      explanation.missing.last
        == "the message at line 1 places 501 views, more than the 500 `explain` solves in one "
        + "message: its constraints are read and listed, not solved; the victim shown is the "
        + "rule's choice among them")
  }

  @Test func hundredsOfConflictsFinish() throws {
    let explanation = try Explainer.explain(log: Self.chain(60), fileName: "chain.log")
    #expect(explanation.conflicts.count == 20)
    #expect(explanation.conflicts.allSatisfy { $0.fixes.isEmpty })
    #expect(
      explanation.missing == [
        "the \"Will attempt to recover by breaking constraint\" line of the message at line 1, "
          + "so which constraint UIKit broke is unknown",
        "39 more conflicts of the message at line 1, after the first 20: each is counted and "
          + "broken in turn, but not explained",
        "fixes for the last 20 of the 20 conflicts of the message at line 1: too many to "
          + "check each by re-solving",
      ])
  }

  /// Conflicts past the detailed ones skip minimisation only where the victim cannot depend
  /// on it, so the same constraints break and the views end where they did: user widths
  /// (each the victim of its own conflict), then system widths that fight them (whose victim
  /// is a user member of the minimal set) and each other.
  @Test(arguments: [LargeLogTests.chain(40), LargeLogTests.systemWidths(12)])
  func countedConflictsBreakTheSameConstraints(log: String) throws {
    let parsed = Explainer.parse(log: log)
    let block = try #require(parsed.blocks.first)
    let system = RebuiltSystem(constraints: block.listed.compactMap { parsed.constraints[$0] })
    let solver = ConflictSolver(system: system)
    let full = solver.solveWithFrames()
    let counted = solver.solveWithFrames(detailed: 3)
    #expect(full.conflicts.count > 10)
    #expect(counted.conflicts.map(\.victim) == full.conflicts.map(\.victim))
    #expect(counted.conflicts.map(\.failing) == full.conflicts.map(\.failing))
    #expect(counted.frames == full.frames)
    #expect(counted.conflicts.prefix(3).map(\.members) == full.conflicts.prefix(3).map(\.members))
    #expect(counted.conflicts.prefix(3).map(\.reason) == full.conflicts.prefix(3).map(\.reason))
  }

  /// The chain's conflicts follow from its arithmetic, in blocks of seven views (widths 0 to
  /// 6). Constraint 2i is view i's width, 2i + 1 its link to view i + 1; in the block of
  /// views v…v + 6 (constraints b = 2v on), as each constraint goes in: link v makes view
  /// v + 1 −1 wide against its `≥ 0`, so width 0 breaks; width 2 meets width 1 through link
  /// v + 1 and, the larger, breaks; link v + 2 makes view v + 3 −1 wide, so width 1 breaks;
  /// width 3 then holds and widths 4, 5 and 6, each larger, break as they meet it; link
  /// v + 6 makes view v + 7 −1 wide, so width 3 breaks. `BreakRule` breaks the largest
  /// constant width of each set (the only one, against a `≥ 0`). A block cut short (the
  /// last, of m views) has the conflicts its views reach, and the width it still holds
  /// sets every other view through the links: view j ends w + (n − j) wide, with w the
  /// width of the unlisted view after the last (1 − (m − 1) for m = 2, 3 − (m − 3) for m = 4
  /// to 6, 0 when every width of the block broke).
  @Test(arguments: [2, 5, 13, 21, 38, 100])
  func chainConflictsFollowTheFormula(n: Int) throws {
    let parsed = Explainer.parse(log: Self.chain(n))
    let block = try #require(parsed.blocks.first)
    let system = RebuiltSystem(constraints: block.listed.compactMap { parsed.constraints[$0] })
    #expect(system.constraints.count == 2 * n)
    #expect(system.views.count == n + 1)
    // A block of one view would meet the unlisted view's `≥ 0`; the sizes chosen avoid it.
    let m = n - 7 * ((n - 1) / 7)
    #expect(m > 1)
    // Each conflict: the last view it needs (relative to v), victim, failing constraint,
    // members and implicit sizes (relative to b and v).
    let pattern: [(needs: Int, victim: Int, failing: Int, members: [Int], implicit: [Int])] = [
      (0, 0, 1, [0, 1], [1]), (2, 4, 4, [2, 3, 4], []), (2, 2, 5, [2, 3, 5], [3]),
      (4, 8, 8, [6, 7, 8], []), (5, 10, 10, [6, 7, 9, 10], []),
      (6, 12, 12, [6, 7, 9, 11, 12], []), (6, 6, 13, [6, 7, 9, 11, 13], [7]),
    ]
    let expected = stride(from: 0, to: n, by: 7).flatMap { v in
      pattern.filter { v + $0.needs <= n - 1 }.map { ($0, v, 2 * v) }
    }
    let solved = ConflictSolver(system: system).solveWithFrames()
    #expect(solved.conflicts.count == expected.count)
    #expect(solved.conflicts.map(\.victim) == expected.map { $0.2 + $0.0.victim })
    #expect(solved.conflicts.map(\.failing) == expected.map { $0.2 + $0.0.failing })
    #expect(solved.conflicts.map(\.members) == expected.map { e in e.0.members.map { e.2 + $0 } })
    #expect(
      solved.conflicts.map { $0.implicit.map(\.view) }
        == expected.map { e in e.0.implicit.map { e.1 + $0 } })
    let last: Double = [2: 0, 3: 0, 4: 2, 5: 1, 6: 0, 7: 0][m] ?? .nan
    #expect(solved.frames.map { $0[2] } == (0...n).map { last + Double(n - $0) })
  }

  /// `n` user widths of one view, then `n` 'UIView-Encapsulated-Layout-Width' constraints
  /// of other widths on it, each made after a spacing to its superview.
  static func systemWidths(_ n: Int) -> String {
    var log = "Unable to simultaneously satisfy constraints.\n(\n"
    for index in 0..<n {
      log +=
        "    \"<NSLayoutConstraint:0x\(String(0x1000 + index, radix: 16)) "
        + "UIView:0x7000.width == \(10 + index)   (active)>\",\n"
    }
    for index in 0..<n {
      log +=
        "    \"<NSLayoutConstraint:0x\(String(0x2000 + index, radix: 16)) "
        + "'UIView-Encapsulated-Layout-Width' UIView:0x7000.width == \(300 + index)   (active)>\",\n"
    }
    return log + ")\n"
  }

  /// A real message repeated a hundred times is explained once per distinct message.
  @Test func repeatedRealMessages() throws {
    let log = try RealLog.named("whats-new-13-ios7-reusable-view").text
    let explanation = try Explainer.explain(
      log: String(repeating: log, count: 100), fileName: "repeated.log")
    #expect(
      explanation.conflicts.map(\.constraints) == [
        ["0xcfa8f00", "0xcfa8f30", "0xcfa98c0", "0xcfabfa0"]
      ])
    #expect(explanation.conflicts.first?.fixes.isEmpty == false)
  }
}
