import CommandTestSupport
import Foundation

/// Runs the built `layout` executable the way a user would and captures what it prints.
///
/// Test targets cannot reliably depend on executables on Linux, so the binary is found next
/// to the running test bundle (SwiftPM puts every product of a build in one directory), or
/// at `LAYOUT_BINARY` when set.
enum CLIRunner {
  /// What one run produced.
  struct Result: Equatable {
    var standardOutput: String
    var standardError: String
    var status: Int32

    /// The run as one golden-file text: the command, exit status, stdout and stderr.
    func transcript(_ arguments: [String]) -> String {
      let command = (["layout"] + arguments).map { $0.contains(" ") ? "'\($0)'" : $0 }
        .joined(separator: " ")
      return "$ \(command)\nexit: \(status)\n--- stdout\n\(standardOutput)--- stderr\n"
        + standardError
    }
  }

  /// The package's folder.
  static let packageFolder = TestFolders.package

  /// The fixtures folder; runs start there so paths in messages are short and stable.
  static let fixtures = TestFolders.fixtures

  /// The executable, or nil when it has not been built.
  static var binary: URL? {
    let environment = ProcessInfo.processInfo.environment
    if let path = environment["LAYOUT_BINARY"], !path.isEmpty {
      return URL(fileURLWithPath: path)
    }
    var folders: [URL] = []
    // The test runner is itself a product of the build, next to `layout`.
    let runner = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    folders.append(runner.deletingLastPathComponent())
    folders.append(Bundle.main.bundleURL)
    for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
      folders.append(bundle.bundleURL.deletingLastPathComponent())
    }
    folders.append(packageFolder.appendingPathComponent(".build/debug"))
    let manager = FileManager.default
    return folders.map { $0.appendingPathComponent("layout") }.first {
      manager.isExecutableFile(atPath: $0.path)
    }
  }

  /// The message a test fails with when the executable is missing.
  static let missingBinaryMessage =
    "the `layout` executable was not found next to the test bundle; build it with "
    + "`swift build --build-tests` (or set LAYOUT_BINARY)"

  /// Runs `layout` with `arguments` in the fixtures folder, with `input` on standard input.
  static func run(_ arguments: [String], input: Data = Data(), in folder: URL = fixtures)
    throws -> Result
  {
    try launch(arguments, input: .file(input), output: .captured, in: folder)
  }

  /// How a run's standard input is given.
  enum StandardInput {
    /// Read from a file holding the bytes.
    case file(Data)
    /// Written into a pipe and closed, as a shell pipeline or a script would.
    case pipe(Data)
  }

  /// Where a run's standard output goes.
  enum StandardOutput {
    /// Into a file the result reads back.
    case captured
    /// Somewhere every write fails; the result's standard output is empty.
    case broken(BrokenOutput)
  }

  /// The one way every run starts: a scratch folder for the captured streams (files rather
  /// than pipes, so nothing can block on a full pipe buffer), removed afterwards.
  static func launch(
    _ arguments: [String], input: StandardInput, output: StandardOutput, in folder: URL
  ) throws -> Result {
    guard let binary else { throw MissingBinary() }
    let manager = FileManager.default
    let scratch = manager.temporaryDirectory.appendingPathComponent(
      "layout-cli-\(UUID().uuidString)")
    try manager.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? manager.removeItem(at: scratch) }
    let outURL = scratch.appendingPathComponent("stdout")
    let errURL = scratch.appendingPathComponent("stderr")
    _ = manager.createFile(atPath: outURL.path, contents: nil)
    _ = manager.createFile(atPath: errURL.path, contents: nil)
    let process = Process()
    process.executableURL = binary
    process.arguments = arguments
    process.currentDirectoryURL = folder
    process.standardError = try FileHandle(forWritingTo: errURL)
    let inputPipe = Pipe()
    switch input {
    case .file(let data):
      let inURL = scratch.appendingPathComponent("stdin")
      try data.write(to: inURL)
      process.standardInput = try FileHandle(forReadingFrom: inURL)
    case .pipe:
      process.standardInput = inputPipe
    }
    let outputPipe = Pipe()
    switch output {
    case .captured:
      process.standardOutput = try FileHandle(forWritingTo: outURL)
    case .broken(.fullDisk):
      process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
    case .broken(.closedPipe):
      try outputPipe.fileHandleForReading.close()
      process.standardOutput = outputPipe
    }
    try process.run()
    if case .pipe(let data) = input {
      // The scripts are far smaller than a pipe's buffer, so this write cannot block.
      inputPipe.fileHandleForWriting.write(data)
      try inputPipe.fileHandleForWriting.close()
    }
    process.waitUntilExit()
    return Result(
      standardOutput: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
      standardError: String(decoding: try Data(contentsOf: errURL), as: UTF8.self),
      status: process.terminationStatus)
  }

  /// Thrown when the executable has not been built.
  struct MissingBinary: Error, CustomStringConvertible {
    var description: String { CLIRunner.missingBinaryMessage }
  }
}
