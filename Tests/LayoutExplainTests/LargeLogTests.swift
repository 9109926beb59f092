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
    #expect(
      counted.conflicts.prefix(3).map(\.uikitChoice) == full.conflicts.prefix(3).map(\.uikitChoice))
    #expect(counted.conflicts.dropFirst(3).allSatisfy { $0.uikitChoice == nil })
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
