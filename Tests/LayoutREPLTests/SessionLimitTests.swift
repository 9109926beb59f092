import Testing

@testable import LayoutREPL

/// Input lines past ``Session/maximumLineBytes`` are refused, not run; `undo` takes back at
/// most ``Session/maximumUndoSteps`` changes.
@Suite struct SessionLimitTests {
  @Test func undoTakesBackTheLast100Changes() throws {
    let session = try Session()
    #expect(!session.handle(line: "add view a").isError)
    for width in 1...100 {
      #expect(!session.handle(line: "add a.width == \(width) @500").isError)
    }
    for _ in 0..<100 { #expect(!session.handle(line: "undo").isError) }
    // Back to the state after the first change; the one before it was dropped.
    #expect(session.state.document.file.statements.count == 1)
    let past = session.handle(line: "undo")
    #expect(past.isError)
    #expect(
      past.text == "error: nothing more to undo: the session keeps its last 100 changes")
  }

  @Test func longLinesAreRefusedNamingTheLimit() throws {
    let session = try Session()
    let long = session.handle(line: "frame " + String(repeating: "x", count: 65_536))
    #expect(long.isError)
    #expect(long.text == "error: line ignored: longer than the limit of 65536 bytes per line")
    let atLimit = session.handle(line: "frame root" + String(repeating: " ", count: 65_526))
    #expect(!atLimit.isError)
  }
}
