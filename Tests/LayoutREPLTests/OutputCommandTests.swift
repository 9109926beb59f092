import Testing

@testable import LayoutREPL

/// Output commands: drawings, files, timings and the solver dump.
@Suite struct OutputCommandTests {
  @Test func showFitsTheTerminal() throws {
    let session = try Session(
      workingDirectory: Transcript.fixtures, terminalSize: { (50, 16) })
    _ = session.handle(line: "load card.layout")
    let lines = session.handle(line: "show").text.split(separator: "\n")
    #expect(!lines.isEmpty && lines.count <= 15)
    #expect(lines.allSatisfy { $0.count <= 50 })
  }

  @Test func benchTimesBothBackendsAndDumpShowsTheSolver() throws {
    let session = try Transcript.session()
    _ = session.handle(line: "load card.layout")
    let bench = session.handle(line: "bench")
    #expect(!bench.isError)
    #expect(bench.text.contains("cassowary: build+solve"))
    #expect(bench.text.contains("dense: build+solve"))
    #expect(bench.text.contains("rotate"))
    #expect(session.handle(line: "dump").text.contains("card"))
    _ = session.handle(line: "backend dense")
    #expect(session.handle(line: "dump").text.contains("dense simplex solver"))
  }
}
