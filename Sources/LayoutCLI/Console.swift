import ArgumentParser
import Foundation
import LayoutCommands
import LayoutCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard streams and the terminal: the only place the commands' text meets the process.
enum Console {
  /// Why standard output could not be written (`No space left on device`), once it failed:
  /// nothing more is written there, and the run ends with ``ExitStatus/outputFailed``.
  nonisolated(unsafe) private(set) static var outputFailure: String?

  /// Writes bytes to a file descriptor, retrying short writes.
  ///
  /// - Returns: the system's reason when the bytes could not all be written, else nil.
  @discardableResult
  static func write(_ text: String, to descriptor: Int32) -> String? {
    write(bytes: Array(text.utf8), to: descriptor)
  }

  /// Writes bytes to a file descriptor, retrying short writes.
  ///
  /// - Returns: the system's reason when the bytes could not all be written, else nil.
  @discardableResult
  static func write(bytes data: [UInt8], to descriptor: Int32) -> String? {
    var bytes = data[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
      if written < 0 {
        if errno == EINTR { continue }
        return String(cString: strerror(errno))
      }
      bytes = bytes.dropFirst(written)
    }
    return nil
  }

  /// Writes to standard output, remembering the first failure for ``exitIfOutputFailed()``.
  static func writeOutput(_ text: String) {
    guard outputFailure == nil else { return }
    outputFailure = write(text, to: 1)
  }

  /// Writes binary data to standard output, remembering the first failure.
  static func writeOutput(bytes: [UInt8]) {
    guard outputFailure == nil, !bytes.isEmpty else { return }
    outputFailure = write(bytes: bytes, to: 1)
  }

  /// Refuses to write binary `--format png` output to a terminal, before any work: the
  /// user gets a message instead of a screenful of bytes.
  ///
  /// - Throws: ``ExitCode`` 2 (bad input) after saying why on standard error.
  static func refuseBinaryOnTerminal(png: Bool, output: String?) throws {
    guard png, output == nil || output == "-", isatty(1) != 0 else {
      return
    }
    writeError(
      "error: --format png writes a binary image and standard output is a terminal; "
        + "name a file with -o FILE (or redirect standard output)\n")
    throw ExitCode(ExitStatus.badInput.rawValue)
  }

  /// Writes to standard error. A failure here cannot be reported anywhere, so it is ignored.
  /// Messages quote paths, ids and names from the user's files, so control characters and
  /// bidirectional overrides are shown as `?` (``TerminalText``), never obeyed.
  static func writeError(_ text: String) {
    write(TerminalText.printable(text, keeping: ["\n", "\t"]), to: 2)
  }

  /// Ends the process with ``ExitStatus/outputFailed`` and says why on standard error when
  /// standard output could not be written; returns otherwise.
  static func exitIfOutputFailed() {
    guard let reason = outputFailure else { return }
    writeError("error: cannot write standard output: \(reason)\n")
    Foundation.exit(ExitStatus.outputFailed.rawValue)
  }

  /// Prints a command's output and ends the command with its exit status.
  ///
  /// - Throws: ``ExitCode`` when the status is not success, so `main` exits with it.
  static func finish(_ output: CommandOutput) throws {
    writeOutput(output.standardOutput)
    writeOutput(bytes: output.standardOutputBytes)
    writeError(output.standardError)
    if output.status != .success { throw ExitCode(output.status.rawValue) }
  }

  /// The width of the terminal on standard output, or 80 when it is not a terminal (so
  /// piped output is the same everywhere).
  static var columns: Int {
    guard isatty(1) != 0 else { return 80 }
    var size = winsize()
    if ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
    return 80
  }

  /// A progress bar on standard error when it is a terminal, else nothing.
  static func progressBar(label: String) -> (@Sendable (Int, Int) -> Void)? {
    guard isatty(2) != 0 else { return nil }
    return { done, total in
      let width = 30
      let filled = total == 0 ? width : done * width / total
      let bar =
        String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
      let end = done == total ? "\r\u{1B}[K" : ""
      write("\r\(TerminalText.printable(label)) [\(bar)] \(done)/\(total)\(end)", to: 2)
    }
  }
}

/// The C library's `write`, under a name no method shadows.
func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  #if canImport(Glibc)
    Glibc.write(descriptor, buffer, count)
  #else
    Darwin.write(descriptor, buffer, count)
  #endif
}
