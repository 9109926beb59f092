import Testing

@testable import LayoutExplain

/// A message listing many constraints of one view: every pair conflicts, and each conflict
/// names only the first ``Explainer/maximumUnrelatedListed`` listed constraints outside its
/// set and counts the rest, so output grows with the conflicts, not with their square.
@Suite struct LongMessageTests {
  /// `n` widths of one view, `width == 1` … `width == n`, UIKit breaking the first.
  static func widths(_ n: Int) -> String {
    var log = "Unable to simultaneously satisfy constraints.\n(\n"
    for index in 1...n {
      log +=
        "    \"<NSLayoutConstraint:0x\(String(0x10000 + index, radix: 16)) "
        + "UIView:0x7f8000001000.width == \(index)   (active)>\",\n"
    }
    log += ")\n\nWill attempt to recover by breaking constraint\n"
    return log
      + "<NSLayoutConstraint:0x10001 UIView:0x7f8000001000.width == 1   (active)>\n"
  }

  @Test func unrelatedConstraintsAreCountedPastTheLimit() throws {
    let explanation = try Explainer.explain(log: Self.widths(300), fileName: "w.log")
    #expect(explanation.conflicts.count == 299)
    let first = try #require(explanation.conflicts.first)
    #expect(first.constraints == ["0x10001", "0x10002"])
    #expect(first.unrelated == (3...22).map { "0x" + String(0x10000 + $0, radix: 16) })
    #expect(first.unrelatedOmitted == 278)
    #expect(explanation.conflicts.allSatisfy { $0.unrelated.count == 20 })
    #expect(explanation.conflicts.allSatisfy { $0.unrelatedOmitted == 278 })
    let text = explanation.text
    #expect(text.components(separatedBy: "    … and 278 more\n").count == 300)
    #expect(text.components(separatedBy: "\n").count < 299 * 40)
  }

  @Test func shortListsAreNamedWhole() throws {
    let explanation = try Explainer.explain(log: Self.widths(5), fileName: "w.log")
    let first = try #require(explanation.conflicts.first)
    #expect(first.unrelated == ["0x10003", "0x10004", "0x10005"])
    #expect(first.unrelatedOmitted == nil)
    #expect(!explanation.text.contains("more\n"))
  }
}
