import Foundation

/// Runs the REPL driver inside a real pseudo-terminal (through util-linux `script`), feeding
/// keystrokes and waiting for expected output, so libedit sees a terminal exactly as it
/// would with a person typing.
final class TerminalHarness: @unchecked Sendable {
  /// Why pseudo-terminal tests cannot run here, or `nil` when they can.
  static let unavailableReason: String? = {
    guard FileManager.default.isExecutableFile(atPath: script) else {
      return "\(script) (util-linux) is not installed"
    }
    guard let driver else {
      return "the LayoutREPLDriver executable was not built next to the test bundle"
    }
    guard FileManager.default.isExecutableFile(atPath: driver.path) else {
      return "\(driver.path) is not executable"
    }
    // Containers without /dev/ptmx or devpts make `script` fail before running anything.
    let probe = Process()
    probe.executableURL = URL(fileURLWithPath: script)
    probe.arguments = ["-qfc", "true", "/dev/null"]
    probe.standardInput = FileHandle.nullDevice
    probe.standardOutput = FileHandle.nullDevice
    probe.standardError = FileHandle.nullDevice
    do {
      try probe.run()
      probe.waitUntilExit()
    } catch {
      return "cannot run \(script): \(error)"
    }
    return probe.terminationStatus == 0
      ? nil : "no pseudo-terminal available (script -qfc true exited \(probe.terminationStatus))"
  }()

  static let script = "/usr/bin/script"

  /// The driver built with the tests (same products folder as the test executable).
  static let driver: URL? = {
    let candidates = [
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
      Bundle.main.bundleURL, Bundle.main.bundleURL.deletingLastPathComponent(),
    ].map { $0.appendingPathComponent("LayoutREPLDriver") }
    return candidates.first { FileManager.default.fileExists(atPath: $0.path) }
  }()

  private let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private let lock = NSLock()
  private var received = Data()

  /// Starts the driver with `arguments` in `directory`, with `$HOME` at `home`.
  init(arguments: [String], directory: URL, home: URL) throws {
    guard let driver = Self.driver else { throw CocoaError(.fileNoSuchFile) }
    let command = ([driver.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
    process.executableURL = URL(fileURLWithPath: Self.script)
    process.arguments = ["-qfc", command, "/dev/null"]
    process.currentDirectoryURL = directory
    var environment = ProcessInfo.processInfo.environment
    environment["HOME"] = home.path
    environment["TERM"] = "xterm"
    process.environment = environment
    process.standardInput = input
    process.standardOutput = output
    process.standardError = output
    output.fileHandleForReading.readabilityHandler = { [weak self] handle in
      let chunk = handle.availableData
      guard let self, !chunk.isEmpty else { return }
      self.lock.withLock { self.received.append(chunk) }
    }
    try process.run()
  }

  /// Everything the terminal showed so far, escape codes included.
  var transcript: String {
    lock.withLock { String(decoding: received, as: UTF8.self) }
  }

  /// Sends keystrokes.
  func type(_ keys: String) {
    input.fileHandleForWriting.write(Data(keys.utf8))
  }

  /// Waits until `text` has appeared `count` times in the output.
  /// - Returns: whether it did within `timeout` seconds.
  @discardableResult
  func waitFor(_ text: String, count: Int = 1, timeout: Double = 10) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if transcript.components(separatedBy: text).count - 1 >= count { return true }
      Thread.sleep(forTimeInterval: 0.05)
    }
    return false
  }

  /// Waits for the process to end (killing it after `timeout` seconds).
  /// - Returns: its exit status, or `nil` when it had to be killed.
  func finish(timeout: Double = 10) -> Int32? {
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
    guard !process.isRunning else {
      process.terminate()
      return nil
    }
    try? input.fileHandleForWriting.close()
    output.fileHandleForReading.readabilityHandler = nil
    return process.terminationStatus
  }
}
