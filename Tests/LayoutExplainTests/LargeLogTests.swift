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
    #expect(explanation.conflicts.count == 59)
    #expect(explanation.conflicts.allSatisfy { $0.fixes.isEmpty })
    #expect(
      explanation.missing == [
        "the \"Will attempt to recover by breaking constraint\" line of the message at line 1, "
          + "so which constraint UIKit broke is unknown",
        "fixes for the last 59 of the 59 conflicts of the message at line 1: too many to "
          + "check each by re-solving",
      ])
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
