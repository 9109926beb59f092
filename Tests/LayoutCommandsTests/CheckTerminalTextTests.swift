import CommandTestSupport
import LayoutCommands
import LayoutCore
import Testing

/// `check`'s text report shows the document's ids and labels as the other text tables do:
/// nothing in them acts on the terminal.
@Suite struct CheckTerminalTextTests {
  @Test func aLabelWithABidiOverrideIsShownWithAQuestionMark() {
    let xib = SampleXibs.pinnedView().replacingOccurrences(
      of: "id=\"A\">", with: "userLabel=\"ab\u{202E}cd\" id=\"A\">")
    let files = MemoryFiles(["c.xib": xib])
    let output = CheckAction.run(CheckAction.Options(file: "c.xib"), files: files)
    #expect(output.status == .success)
    #expect(output.standardOutput.contains("  match     A ab?cd (10, 10, 50, 20)\n"))
    #expect(
      !output.standardOutput.unicodeScalars.contains { TerminalText.isUnsafe($0) && $0 != "\n" })
  }
}
