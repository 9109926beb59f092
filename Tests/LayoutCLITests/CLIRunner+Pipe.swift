import Foundation

extension CLIRunner {
  /// Runs `layout` with `arguments` in the fixtures folder, writing `input` into a pipe on
  /// its standard input (as a shell pipeline or a script would) and closing it.
  static func runPiped(_ arguments: [String], input: Data, in folder: URL = fixtures) throws
    -> Result
  {
    guard let binary else { throw MissingBinary() }
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "layout-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let outURL = scratch.appendingPathComponent("stdout")
    let errURL = scratch.appendingPathComponent("stderr")
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let pipe = Pipe()
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.currentDirectoryURL = folder
    process.standardInput = pipe
    process.standardOutput = try FileHandle(forWritingTo: outURL)
    process.standardError = try FileHandle(forWritingTo: errURL)
    try process.run()
    // The scripts are far smaller than a pipe's buffer, so this write cannot block.
    pipe.fileHandleForWriting.write(input)
    try pipe.fileHandleForWriting.close()
    process.waitUntilExit()
    return Result(
      standardOutput: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
      standardError: String(decoding: try Data(contentsOf: errURL), as: UTF8.self),
      status: process.terminationStatus)
  }
}
