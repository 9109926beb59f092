import Foundation
import Testing

/// The driver reading from a pipe, as in scripts and CI: no prompt, no escape codes, and a
/// failing exit status when a command failed.
@Suite struct PipedModeTests {
  private func run(_ script: String) throws -> (output: String, status: Int32) {
    let driver = try #require(TerminalHarness.driver, "LayoutREPLDriver was not built")
    let process = Process()
    process.executableURL = driver
    process.arguments = ["card.layout"]
    process.currentDirectoryURL = Transcript.fixtures
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    input.fileHandleForWriting.write(Data(script.utf8))
    try input.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (String(decoding: data, as: UTF8.self), process.terminationStatus)
  }

  @Test func promptLinesCountFromTheFirstTypedLine() throws {
    // The `load` that `layout repl FILE` runs is not an input line: the first line piped
    // in is <repl>:1, and `why` names the line that added a constraint.
    let result = try run("add nothing.top == 1\n\nadd button.width == 90 #bw\nwhy button h\n")
    #expect(result.status == 1)
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(lines.contains("<repl>:1:1: error: unknown view 'nothing'"))
    #expect(lines.contains("  button.width == 90 #bw  (<repl>:3:1)"))
  }

  @Test func plainOutputAndStatus() throws {
    let good = try run("frame card\nrotate\n")
    #expect(good.status == 0)
    #expect(!good.output.contains("layout>"))
    #expect(!good.output.contains("\u{1B}"))
    #expect(good.output.contains("card: (16, 79, 361, 200)  in root (16, 79, 361, 200)"))
    #expect(good.output.hasSuffix("button: (156.667, 299, 80, 44) -> (386, 240, 80, 44)\n"))

    let bad = try run("bogus\nframe card\nquit\nframes\n")
    #expect(bad.status == 1)
    #expect(bad.output.contains("error: unknown command 'bogus'"))
    #expect(bad.output.contains("card: (16, 79, 361, 200)"))
    #expect(!bad.output.contains("title: (12, 12, 120, 24)"), "quit ends the script")
  }

  /// A line past the 64 KiB limit (a binary file piped in has no line feeds) is refused and
  /// not kept whole in memory; the session goes on with the next line.
  @Test func linesPastTheLimitAreRefusedAndTheSessionGoesOn() throws {
    let long = "frame " + String(repeating: "x", count: 65_536)
    let result = try run(long + "\nframe card\n")
    #expect(result.status == 1)
    #expect(
      result.output
        == "loaded card.layout: 3 views, 8 active constraints\n"
        + "card: new (16, 79, 361, 200)\ntitle: new (12, 12, 120, 24)\n"
        + "button: new (156.667, 299, 80, 44)\n"
        + "error: line ignored: longer than the limit of 65536 bytes per line\n"
        + "card: (16, 79, 361, 200)  in root (16, 79, 361, 200)\n")
  }

  @Test func linesAtTheLimitAreRun() throws {
    let padded = "frame card" + String(repeating: " ", count: 65_536 - 10)
    #expect(padded.utf8.count == 65_536)
    let result = try run(padded + "\r\n")
    #expect(result.status == 0)
    #expect(result.output.hasSuffix("\ncard: (16, 79, 361, 200)  in root (16, 79, 361, 200)\n"))
  }
}
