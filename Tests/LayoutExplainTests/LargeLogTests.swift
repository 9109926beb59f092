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

  /// The chain's conflicts follow from its arithmetic. Between views i and i + 1 there is
  /// exactly one: view i's `width == i % 7` against the next width when i % 7 is not 0 (the
  /// link makes the next width i % 7 − 1, not (i + 1) % 7), else against the next width's
  /// `≥ 0` through the link (it would be −1). `BreakRule` breaks the older constant width
  /// each time, so the links all hold and the last view's width sets every other: view j
  /// ends (n − 1) % 7 + (n − 1 − j) wide, the unlisted view after the last one less.
  @Test(arguments: [2, 5, 13, 21, 38, 100])
  func chainConflictsFollowTheFormula(n: Int) throws {
    let parsed = Explainer.parse(log: Self.chain(n))
    let block = try #require(parsed.blocks.first)
    let system = RebuiltSystem(constraints: block.listed.compactMap { parsed.constraints[$0] })
    #expect(system.constraints.count == 2 * n)
    #expect(system.views.count == n + 1)
    // Constraint 2i is view i's width, 2i + 1 its link to view i + 1. The last link meets
    // the unlisted view's `width ≥ 0` only when (n − 1) % 7 is 0; the sizes chosen avoid it.
    #expect((n - 1) % 7 != 0)
    let solved = ConflictSolver(system: system).solveWithFrames()
    let boundaries = 0..<(n - 1)
    #expect(solved.conflicts.count == n - 1)
    #expect(solved.conflicts.map(\.victim) == boundaries.map { 2 * $0 })
    #expect(
      solved.conflicts.map(\.failing) == boundaries.map { $0 % 7 == 0 ? 2 * $0 + 1 : 2 * $0 + 2 })
    #expect(
      solved.conflicts.map(\.members)
        == boundaries.map {
          $0 % 7 == 0 ? [2 * $0, 2 * $0 + 1] : [2 * $0, 2 * $0 + 1, 2 * $0 + 2]
        })
    #expect(
      solved.conflicts.map { $0.implicit.map(\.view) }
        == boundaries.map { $0 % 7 == 0 ? [$0 + 1] : [] })
    let last = Double((n - 1) % 7)
    #expect(solved.frames.map { $0[2] } == (0...n).map { last + Double(n - 1 - $0) })
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
