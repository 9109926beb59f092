import Testing

@testable import LayoutREPL

/// Input lines past ``Session/maximumLineBytes`` are refused, not run.
@Suite struct SessionLimitTests {
  @Test func longLinesAreRefusedNamingTheLimit() throws {
    let session = try Session()
    let long = session.handle(line: "frame " + String(repeating: "x", count: 65_536))
    #expect(long.isError)
    #expect(long.text == "error: line ignored: longer than the limit of 65536 bytes per line")
    let atLimit = session.handle(line: "frame root" + String(repeating: " ", count: 65_526))
    #expect(!atLimit.isError)
  }
}
