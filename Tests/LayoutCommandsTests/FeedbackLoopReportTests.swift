import AutoLayout
import LayoutCommands
import Testing

/// A layout whose view chases its neighbour's top margin, which follows the safe area the
/// view moves into (the engine's `FeedbackLoopTests`, as a layout file): `solve` reports the
/// layout feedback loop as an error, since its frames are no fixed point, and the same
/// layout without the chasing constraint settles with no such report.
@Suite struct FeedbackLoopReportTests {
  static func layout(looping: Bool) -> String {
    var lines = [
      "view a", "view b", "a.top == root.top", "a.height == 100", "a.leading == root.leading",
      "a.width == 10", "b.height == 4000", "b.leading == root.leading", "b.width == 10",
      "b.top == root.top @250",
    ]
    if looping { lines.append("a.centerY >= b.topMargin + 316 @750") }
    return lines.joined(separator: "\n") + "\n"
  }

  @Test func solveReportsTheLoop() {
    let files = MemoryFiles(["loop.layout": Self.layout(looping: true)])
    let output = SolveAction.run(SolveAction.Options(file: "loop.layout"), files: files)
    #expect(
      output.standardError.contains(
        "loop.layout: error: feedback-loop: " + LayoutEngine.feedbackLoopMessage + "\n"),
      "\(output.standardError)")
  }

  @Test func settledLayoutHasNoLoop() {
    let files = MemoryFiles(["settled.layout": Self.layout(looping: false)])
    let output = SolveAction.run(SolveAction.Options(file: "settled.layout"), files: files)
    #expect(!output.standardError.contains("feedback"), "\(output.standardError)")
    #expect(
      output.standardOutput.contains("\n  b   UIView  0  0     10    4000         0         0\n"))
    #expect(output.standardOutput.hasSuffix("\nno conflicts, no ambiguity\n"))
  }
}
