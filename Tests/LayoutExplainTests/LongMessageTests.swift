import Foundation
import Testing

@testable import LayoutExplain

/// A message listing many constraints of one view: every pair conflicts, and each conflict
/// names only the first ``Explainer/maximumUnrelatedListed`` listed constraints outside its
/// set and counts the rest, so output grows with the conflicts, not with their square.
@Suite struct LongMessageTests {
  /// `n` widths of one view, `width == 1` … `width == n`, UIKit breaking the first.
  static func widths(_ n: Int, view: Int = 0x7f80_0000_1000, base: Int = 0x10000) -> String {
    let view = "UIView:0x" + String(view, radix: 16)
    var log = "Unable to simultaneously satisfy constraints.\n(\n"
    for index in 1...n {
      log +=
        "    \"<NSLayoutConstraint:0x\(String(base + index, radix: 16)) "
        + "\(view).width == \(index)   (active)>\",\n"
    }
    log += ")\n\nWill attempt to recover by breaking constraint\n"
    return log
      + "<NSLayoutConstraint:0x\(String(base + 1, radix: 16)) \(view).width == 1   (active)>\n"
  }

  @Test func unrelatedConstraintsAreCountedPastTheLimit() throws {
    let explanation = try Explainer.explain(log: Self.widths(300), fileName: "w.log")
    #expect(explanation.conflicts.count == Explainer.maximumConflictsExplained)
    let first = try #require(explanation.conflicts.first)
    #expect(first.constraints == ["0x10001", "0x10002"])
    #expect(first.unrelated == (3...22).map { "0x" + String(0x10000 + $0, radix: 16) })
    #expect(first.unrelatedOmitted == 278)
    #expect(explanation.conflicts.allSatisfy { $0.unrelated.count == 20 })
    #expect(explanation.conflicts.allSatisfy { $0.unrelatedOmitted == 278 })
    let text = explanation.text
    #expect(text.components(separatedBy: "    … and 278 more\n").count == 21)
    #expect(text.components(separatedBy: "\n").count < 20 * 40)
  }

  /// Past ``Explainer/maximumConflictsExplained`` a message's conflicts are counted, in
  /// `missing` and in `omittedConflicts`, so the output no longer grows with them.
  @Test func conflictsPastTheLimitAreCounted() throws {
    let explanation = try Explainer.explain(log: Self.widths(300), fileName: "w.log")
    #expect(
      explanation.conflicts.map(\.constraints)
        == (1...20).map { ["0x10001", "0x" + String(0x10001 + $0, radix: 16)] })
    #expect(
      explanation.omittedConflicts == [
        Explanation.OmittedConflicts(line: 1, explained: 20, omitted: 279)
      ])
    #expect(
      explanation.missing.contains(
        "279 more conflicts of the message at line 1, after the first 20: each is counted and "
          + "broken in turn, but not explained"))
    let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(explanation))
    let omitted = try #require((json as? [String: Any])?["omittedConflicts"] as? [[String: Int]])
    #expect(omitted == [["line": 1, "explained": 20, "omitted": 279]])
  }

  /// A long message's JSON lists the constraints its explained conflicts name (widths 1 to 22:
  /// each of the 20 sets and the 20 unrelated constraints named beside it) and counts the
  /// rest, instead of every line of the log over again.
  @Test func jsonListsOnlyTheConstraintsItNames() throws {
    let explanation = try Explainer.explain(log: Self.widths(300), fileName: "w.log")
    #expect(explanation.constraints.count == 300)
    let json = try #require(
      try JSONSerialization.jsonObject(with: JSONEncoder().encode(explanation)) as? [String: Any])
    let listed = try #require(json["constraints"] as? [[String: Any]])
    #expect(
      listed.compactMap { $0["address"] as? String }
        == (1...22).map { "0x" + String(0x10000 + $0, radix: 16) })
    #expect(json["constraintsOmitted"] as? Int == 278)
  }

  /// A short message's JSON lists every constraint read.
  @Test func shortMessagesListEveryConstraint() throws {
    let explanation = try Explainer.explain(log: Self.widths(5), fileName: "w.log")
    let json = try #require(
      try JSONSerialization.jsonObject(with: JSONEncoder().encode(explanation)) as? [String: Any])
    #expect((json["constraints"] as? [[String: Any]])?.count == 5)
    #expect(json["constraintsOmitted"] == nil)
  }

  /// A log of several long messages (the shape of a 4 MiB paste, scaled down) explains
  /// twenty conflicts of each and counts the rest of each.
  @Test func everyLongMessageIsBounded() throws {
    let messages = (0..<4).map {
      Self.widths(150, view: 0x7f80_0000_2000 + $0, base: 0x20000 * ($0 + 1))
    }
    let explanation = try Explainer.explain(
      log: messages.joined(separator: "\n"), fileName: "w.log")
    #expect(explanation.conflicts.count == 4 * 20)
    #expect(explanation.omittedConflicts.map(\.omitted) == [129, 129, 129, 129])
    #expect(explanation.omittedConflicts.map(\.explained) == [20, 20, 20, 20])
    #expect(explanation.constraints.count == 600)
  }

  /// A paste of 130 short messages (one conflict each, as a conflict logged again for every
  /// cell): the first 100 conflicts of the log are explained, the other 30 messages are
  /// solved and counted, in one line of `missing` and one `omittedConflicts` entry each.
  @Test func manyShortMessagesStopAtTheLogsLimit() throws {
    let messages = (0..<130).map {
      Self.widths(2, view: 0x7f80_0010_0000 + $0, base: 0x100000 + 0x10 * $0)
    }
    let log = messages.joined(separator: "\n")
    let explanation = try Explainer.explain(log: log, fileName: "w.log")
    #expect(explanation.conflicts.count == Explainer.maximumConflictsExplainedPerLog)
    #expect(explanation.omittedConflicts.count == 30)
    #expect(explanation.omittedConflicts.allSatisfy { $0.explained == 0 && $0.omitted == 1 })
    let first = try #require(explanation.omittedConflicts.first)
    #expect(
      explanation.missing.contains(
        "30 conflicts of 30 more messages, from the one at line \(first.line): the first 100 "
          + "conflicts of the log are explained; these are counted and broken in turn, but not "
          + "explained"))
    #expect(explanation.unreproduced.isEmpty)
    // Line of the 101st message: each message of two widths takes eight lines and a blank.
    #expect(first.line == 100 * 9 + 1)
    // Every message was solved: each view keeps its first width, the second (the larger of
    // two widths that differ only in their constant, as UIKit breaks) broken.
    #expect(explanation.views.count == 130)
    #expect(explanation.views.allSatisfy { $0.frame?[2] == 1 })
  }

  /// A message of five widths has four conflicts, all explained, and nothing is said to be
  /// omitted.
  @Test func shortMessagesOmitNothing() throws {
    let explanation = try Explainer.explain(log: Self.widths(5), fileName: "w.log")
    #expect(explanation.conflicts.count == 4)
    #expect(explanation.omittedConflicts.isEmpty)
    let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(explanation))
    #expect((json as? [String: Any])?["omittedConflicts"] == nil)
  }

  @Test func shortListsAreNamedWhole() throws {
    let explanation = try Explainer.explain(log: Self.widths(5), fileName: "w.log")
    let first = try #require(explanation.conflicts.first)
    #expect(first.unrelated == ["0x10003", "0x10004", "0x10005"])
    #expect(first.unrelatedOmitted == nil)
    #expect(!explanation.text.contains("more\n"))
  }
}
