import AutoLayout
import Testing

@testable import LayoutREPL

/// `rtl on|off` mirrors the layout as `layout solve --rtl` does and survives device changes;
/// a solution past the ±1e9 number range is refused as `layout solve` refuses it; a layout
/// feedback loop is reported by the change that makes it and by `conflicts`.
@Suite struct DirectionAndSettlingTests {
  private func run(_ lines: [String]) throws -> [(text: String, isError: Bool)] {
    let session = try Transcript.session()
    return lines.map { line in
      let output = session.handle(line: line)
      return (output.text, output.isError)
    }
  }

  static let box = [
    "add view box", "add box.leading == root.leading + 10", "add box.top == root.top",
    "add box.width == 100", "add box.height == 50",
  ]

  @Test func rightToLeftMirrorsLeadingAndSurvivesADeviceChange() throws {
    let outputs = try run(
      Self.box + [
        "rtl", "rtl on", "frame box", "rtl", "device iPhone SE (3rd generation)", "frame box",
        "traits", "rtl off", "frame box",
      ])
    #expect(outputs.allSatisfy { !$0.isError }, "\(outputs)")
    #expect(outputs[5].text == "direction: leftToRight")
    #expect(outputs[6].text.hasPrefix("direction: rightToLeft\n"), "\(outputs[6].text)")
    // iPhone 15: 393 wide, so the box's leading (right) edge is at 383.
    #expect(outputs[7].text.hasPrefix("box: (283, 0, 100, 50)"), "\(outputs[7].text)")
    #expect(outputs[8].text == "direction: rightToLeft")
    // iPhone SE (3rd generation): 375 wide.
    #expect(outputs[10].text.hasPrefix("box: (265, 0, 100, 50)"), "\(outputs[10].text)")
    #expect(outputs[11].text.contains("direction: rightToLeft"), "\(outputs[11].text)")
    #expect(outputs[13].text.hasPrefix("box: (10, 0, 100, 50)"), "\(outputs[13].text)")
  }

  @Test func rightToLeftTakesOnOrOff() throws {
    let outputs = try run(["rtl yes", "rtl on off"])
    #expect(outputs.map(\.isError) == [true, true])
    #expect(outputs[0].text == "error: usage: rtl [on|off]")
    #expect(outputs[1].text == "error: usage: rtl [on|off]")
  }

  /// `b.width == 1e9 * a.width` twice: each number is in range, the solution is not; the
  /// refused change leaves the layout as it was.
  @Test func solutionPastTheRangeIsRefused() throws {
    let outputs = try run([
      "add view a", "add view b", "add view c", "add a.width == 1",
      "add b.width == 1e9 * a.width", "frames", "add c.width == 1e9 * b.width", "frames",
    ])
    #expect(outputs.prefix(6).allSatisfy { !$0.isError }, "\(outputs)")
    #expect(outputs[5].text == "a: (0, 0, 1, 0)\nb: (0, 0, 1000000000, 0)\nc: (0, 0, 0, 0)")
    #expect(outputs[6].isError)
    #expect(
      outputs[6].text
        == "error: c.width == 1000000000*b.width  (<repl>:7:1) takes c.width to 1e+18, "
        + "outside the range ±1e9 of a layout's numbers",
      "\(outputs[6].text)")
    #expect(outputs[7].text == outputs[5].text)
  }

  /// The engine's feedback loop (FeedbackLoopTests) written as a layout: a view whose centre
  /// chases its neighbour's top margin, which follows the safe area it moves into.
  @Test func feedbackLoopIsReported() throws {
    let outputs = try run([
      "add view a", "add view b", "add a.top == root.top", "add a.height == 100",
      "add a.leading == root.leading", "add a.width == 10", "add b.height == 4000",
      "add b.leading == root.leading", "add b.width == 10", "add b.top == root.top @250",
      "conflicts", "add a.centerY >= b.topMargin + 316 @750 #pull", "conflicts",
      "remove #pull", "conflicts",
    ])
    #expect(outputs.allSatisfy { !$0.isError }, "\(outputs)")
    #expect(outputs[10].text == "no conflicts")
    #expect(outputs[11].text.hasSuffix("\n" + LayoutEngine.feedbackLoopMessage), "\(outputs[11])")
    #expect(outputs[12].text == LayoutEngine.feedbackLoopMessage)
    #expect(outputs[14].text == "no conflicts")
  }
}
