import Testing

@testable import LayoutREPL

/// `problems`: lint's findings for the session as it is now, following device, text size and
/// keyboard changes, each naming the configuration as lint does.
@Suite struct ProblemsCommandTests {
  private func run(_ lines: [String]) throws -> [(text: String, isError: Bool)] {
    let session = try Transcript.session()
    return lines.map { line in
      let output = session.handle(line: line)
      return (output.text, output.isError)
    }
  }

  /// Two body-style labels side by side, 140 points wide, and a button at the bottom.
  static let setup = [
    "device iPhone (1st generation)",
    "add view left: UILabel { text \"Top Left\"; font body }",
    "add view right: UILabel { text \"Top Right\"; font body }",
    "add view send: UIButton { intrinsic 60 44 }",
    "add left.leading == root.leading + 16", "add left.top == root.top + 20",
    "add left.width == 140", "add right.leading == root.leading + 170",
    "add right.top == root.top + 20", "add right.width == 140",
    "add send.leading == root.leading + 16",
    "add send.bottom == root.bottom - 20",
  ]

  @Test func followsTextSizeAndKeyboard() throws {
    let outputs = try run(
      Self.setup + ["problems", "contentsize ax5", "problems", "keyboard show", "problems"])
    #expect(outputs.allSatisfy { !$0.isError }, "\(outputs)")
    let count = Self.setup.count
    #expect(outputs[count].text == "no problems")
    #expect(
      outputs[count + 2].text
        == """
        <repl>:2:1: warning: truncated: left's text is truncated (140 × 64 ends "Top…") \
        [iPhone (1st generation) portrait text size ax5]
        <repl>:3:1: warning: truncated: right's text is truncated (140 × 64 ends "Top…") \
        [iPhone (1st generation) portrait text size ax5]
        """)
    #expect(
      outputs[count + 4].text.split(separator: "\n").first.map(String.init)
        == "<repl>:4:1: warning: under-keyboard: send is entirely behind the keyboard "
        + "(16, 416, 60, 44) under (0, 227, 320, 253) "
        + "[iPhone (1st generation) portrait text size ax5]")
  }
}
