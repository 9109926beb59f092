import Testing

@testable import LayoutREPL

/// What the REPL echoes back from a typed line cannot drive the terminal.
@Suite struct TerminalEchoTests {
  @Test func unknownCommandIsEchoedSafely() throws {
    let session = try Transcript.session()
    let output = session.handle(line: "\u{1B}[2Jfoo")
    #expect(output.isError)
    #expect(output.text == "error: unknown command '?[2Jfoo' (try 'help')")
  }

  @Test func unknownViewIsEchoedSafely() throws {
    let session = try Transcript.session()
    _ = session.handle(line: "load card.layout")
    let output = session.handle(line: "why ev\u{202E}il")
    #expect(output.text == "error: unknown view 'ev?il'")
  }
}
