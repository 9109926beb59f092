import LayoutCore
import AutoLayout
import LayoutRendering
import Testing

/// Names shown in terminal text cannot start escape sequences or reorder the line.
@Suite struct TerminalTextTests {
  @Test func unsafeScalarsBecomeQuestionMarksOneForOne() {
    #expect(TerminalText.printable("a\u{1B}[31mb\u{202E}c\u{2066}d\u{7}") == "a?[31mb?c?d?")
    #expect(TerminalText.printable("line\nnext\ttab", keeping: ["\n"]) == "line\nnext?tab")
    #expect(TerminalText.printable("café 日本 ←") == "café 日本 ←")
  }

  @Test func textTableShowsNoBidiOverrideOrEscape() {
    let snapshot = LayoutSnapshot(
      screen: ScreenInfo(
        title: "t", deviceName: "Phone", orientation: "portrait",
        size: Size(width: 100, height: 100)),
      backend: "cassowary",
      views: [
        SampleSnapshots.record("root", nil, 0, Rect(x: 0, y: 0, width: 100, height: 100)),
        SampleSnapshots.record(
          "evil\u{202E}txt.exe\u{1B}[2J", 0, 1, Rect(x: 0, y: 0, width: 10, height: 10)),
      ],
      diagnostics: LayoutDiagnostics(
        ambiguous: [AmbiguityRecord(item: "evil\u{202E}", variables: [.width])]))
    let text = TextTableRenderer.render(snapshot)
    #expect(!text.unicodeScalars.contains { TerminalText.isUnsafe($0) && $0 != "\n" })
    #expect(text.contains("  evil?txt.exe?[2J"))
    #expect(text.contains("ambiguous: evil?.width"))
  }
}
