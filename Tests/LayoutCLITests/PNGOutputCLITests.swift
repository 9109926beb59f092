import Foundation
import Testing

/// `--format png` through the binary on a terminal.
@Suite struct PNGOutputCLITests {
  @Test func pngIsRefusedOnATerminalWithoutOutputFile() throws {
    let binary = try #require(CLIRunner.binary, Comment(rawValue: CLIRunner.missingBinaryMessage))
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else { return }
    // `script` gives the command a pseudo-terminal as standard output.
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
    process.arguments = [
      "-qec", "'\(binary.path)' render signin.layout --format png; echo status=$?", "/dev/null",
    ]
    process.currentDirectoryURL = CLIRunner.fixtures
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
    #expect(
      text.contains(
        "error: --format png writes a binary image and standard output is a terminal; "
          + "name a file with -o FILE (or redirect standard output)"))
    #expect(text.contains("status=2"))
    #expect(!text.contains("PNG"))
  }
}
