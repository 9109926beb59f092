import Foundation

extension CLIRunner {
  /// Where a run's standard output goes when it cannot be written.
  enum BrokenOutput: String, CustomStringConvertible, CaseIterable, Sendable {
    /// `/dev/full`: every write fails with "No space left on device".
    case fullDisk
    /// A pipe whose reading end is closed: every write fails with "Broken pipe".
    case closedPipe

    var description: String { rawValue }

    /// The reason the system gives for the failed write.
    var reason: String {
      switch self {
      case .fullDisk: "No space left on device"
      case .closedPipe: "Broken pipe"
      }
    }
  }

  /// Runs `layout` in the fixtures folder with standard output broken as `output` says and
  /// `input` on standard input; the result's standard output is always empty.
  static func run(_ arguments: [String], brokenOutput output: BrokenOutput, input: Data = Data())
    throws -> Result
  {
    guard let binary else { throw MissingBinary() }
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "layout-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let errURL = scratch.appendingPathComponent("stderr")
    let inURL = scratch.appendingPathComponent("stdin")
    try input.write(to: inURL)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.currentDirectoryURL = fixtures
    process.standardInput = try FileHandle(forReadingFrom: inURL)
    process.standardError = try FileHandle(forWritingTo: errURL)
    let pipe = Pipe()
    switch output {
    case .fullDisk:
      process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
    case .closedPipe:
      try pipe.fileHandleForReading.close()
      process.standardOutput = pipe
    }
    try process.run()
    process.waitUntilExit()
    return Result(
      standardOutput: "",
      standardError: String(decoding: try Data(contentsOf: errURL), as: UTF8.self),
      status: process.terminationStatus)
  }
}
