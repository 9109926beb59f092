import Foundation
import Testing

@testable import LayoutREPL

/// A piped line whose bytes are not UTF-8 is refused with the byte named, as a layout file
/// with such bytes is, instead of being run with U+FFFD in place of the bytes (a label's text
/// changed without a word); the session goes on and the status says a line failed.
@Suite struct InvalidUTF8LineTests {
  private func run(_ script: [UInt8]) throws -> (output: String, status: Int32) {
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
    input.fileHandleForWriting.write(Data(script))
    try input.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (String(decoding: data, as: UTF8.self), process.terminationStatus)
  }

  @Test func aLineThatIsNotUTF8IsRefusedAndTheSessionGoesOn() throws {
    let bad = Array(#"view name: UILabel { text "ab"#.utf8) + [0xFF, 0xFE] + Array(#"cd" }"#.utf8)
    let result = try run(bad + Array("\nframe card\n".utf8))
    #expect(result.status == 1)
    #expect(
      result.output
        == "loaded card.layout: 3 views, 8 active constraints\n"
        + "card: new (16, 79, 361, 200)\ntitle: new (12, 12, 120, 24)\n"
        + "button: new (156.667, 299, 80, 44)\n"
        + "error: line ignored: not valid UTF-8 text (byte 30 of the line)\n"
        + "card: (16, 79, 361, 200)  in root (16, 79, 361, 200)\n")
  }

  /// Characters of several bytes are valid; the position counts bytes.
  @Test func theBadByteIsCountedInBytes() {
    #expect(BoundedLineReader.firstInvalidByte(Array("é😀ok".utf8)) == nil)
    #expect(BoundedLineReader.firstInvalidByte(Array("é".utf8) + [0xC3]) == 3)
    #expect(BoundedLineReader.firstInvalidByte([0x61, 0x80, 0x62]) == 2)
    #expect(BoundedLineReader.firstInvalidByte([]) == nil)
  }
}
