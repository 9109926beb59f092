import Foundation
import Testing

/// The libedit front driven through a real pseudo-terminal: completion, Ctrl-C, Ctrl-D and
/// history kept in `~/.layout_history` across sessions. Skipped, with the reason, where no
/// pseudo-terminal can be opened.
@Suite(
  .serialized,
  .enabled(
    if: TerminalHarness.unavailableReason == nil,
    Comment(rawValue: TerminalHarness.unavailableReason ?? "pseudo-terminal available")))
struct LineEditorTerminalTests {
  private let home: URL

  init() throws {
    home = FileManager.default.temporaryDirectory
      .appendingPathComponent("repl-home-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
  }

  private let prompt = "layout> "

  @Test func completionInterruptHistoryAndEndOfInput() throws {
    defer { try? FileManager.default.removeItem(at: home) }
    let first = try TerminalHarness(
      arguments: ["card.layout"], directory: Transcript.fixtures, home: home)
    #expect(first.waitFor(prompt))
    // "why bu<Tab>" completes the view name, redrawing the prompt and line; the command
    // then runs.
    first.type("why bu\t")
    #expect(first.waitFor("tton"))
    first.type("\r")
    #expect(first.waitFor("button horizontal:"))
    #expect(first.waitFor(prompt, count: 3))
    // Ctrl-C drops the half-typed line and prompts again without running it.
    first.type("frame ca")
    #expect(first.waitFor("frame ca"))
    first.type("\u{03}")
    #expect(first.waitFor(prompt, count: 4))
    first.type("traits\r")
    #expect(first.waitFor("size classes: wC hR"))
    #expect(first.waitFor(prompt, count: 5))
    first.type("\u{04}")
    #expect(first.finish() == 0, "terminal showed:\n\(first.transcript)")
    #expect(!first.transcript.contains("unknown view 'ca'"))

    let history = try String(
      contentsOf: home.appendingPathComponent(".layout_history"), encoding: .utf8)
    #expect(history.contains("traits"))
    #expect(history.contains("why"))
    #expect(!history.contains("frame ca"))

    // A new session recalls the last line with the up arrow.
    let second = try TerminalHarness(arguments: [], directory: Transcript.fixtures, home: home)
    #expect(second.waitFor(prompt))
    second.type("\u{1B}[A")
    #expect(second.waitFor("traits"))
    second.type("\r")
    #expect(second.waitFor("size classes: wC hR"))
    #expect(second.waitFor(prompt, count: 2))
    second.type("quit\r")
    #expect(second.finish() == 0, "terminal showed:\n\(second.transcript)")
  }

  /// A unique match completes without the bell; two Tabs on several matches list them.
  @Test func uniqueMatchCompletesSilently() throws {
    defer { try? FileManager.default.removeItem(at: home) }
    let terminal = try TerminalHarness(
      arguments: ["card.layout"], directory: Transcript.fixtures, home: home)
    #expect(terminal.waitFor(prompt))
    terminal.type("why bu\t")
    #expect(terminal.waitFor("tton "))
    #expect(!terminal.transcript.contains("\u{07}"), "terminal showed:\n\(terminal.transcript)")
    // Typed in another case, the only match replaces the word, silently, with the cursor
    // after it: the `h` typed next is the axis.
    terminal.type("\u{15}why BU\t")
    #expect(terminal.waitFor("button "))
    terminal.type("h\r")
    #expect(terminal.waitFor("button horizontal:"), "terminal showed:\n\(terminal.transcript)")
    #expect(!terminal.transcript.contains("\u{07}"), "terminal showed:\n\(terminal.transcript)")
    terminal.type("why \t\t")
    #expect(terminal.waitFor("button  card    root    title"))
    terminal.type("\u{15}quit\r")
    #expect(terminal.finish() == 0, "terminal showed:\n\(terminal.transcript)")
  }
}
