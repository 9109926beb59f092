import Foundation
import Glibc

/// The `layout repl` entry point: a line editor at a terminal, plain line reading otherwise.
public enum REPLMain {
  /// The history file's name in the user's home directory.
  public static let historyFileName = ".layout_history"

  /// Runs a session until `quit` or end of input.
  ///
  /// At a terminal, lines come from libedit with the prompt `layout> `, history in
  /// `~/.layout_history` and tab completion. Otherwise (a pipe, a script, CI) lines are read
  /// plainly, with no prompt or escape codes, so output is exactly the commands' output.
  ///
  /// - Parameters:
  ///   - file: a layout file, storyboard or xib to load first.
  ///   - scene: the scene or top-level view of a storyboard or xib `file` to explore.
  ///   - backend: `cassowary` or `dense`.
  /// - Returns: 0; or, when reading from a pipe, 1 if any command failed (so scripts can
  ///   check); when the session cannot start (the message goes to standard error), 2 for an
  ///   unknown backend or a `file` that cannot be read or parsed, and 1 for a `file` whose
  ///   layout cannot be built or solved (text with no font to measure it), as `layout solve`
  ///   says `failed`; 3 as soon as standard output cannot be written (a full disk, a closed
  ///   pipe), since the answers are lost.
  public static func run(file: String?, scene: String? = nil, backend: String) -> Int32 {
    let session: Session
    do {
      session = try Session(backend: backend, terminalSize: terminalSize)
    } catch {
      FileHandle.standardError.write(Data("error: \(error)\n".utf8))
      return 2
    }
    let interactive = isatty(STDIN_FILENO) != 0
    var failed = false
    /// Prints a command's output; false when standard output cannot take it (the reason
    /// is then on standard error).
    func emit(_ output: SessionOutput) -> Bool {
      failed = failed || output.isError
      guard !output.text.isEmpty else { return true }
      return writeOutput(output.text + "\n")
    }
    if let file {
      let loaded = session.handle(
        line: "load \(file)" + (scene.map { " --scene \($0)" } ?? ""), typed: false)
      guard !loaded.isError else {
        FileHandle.standardError.write(Data((loaded.text + "\n").utf8))
        return startStatus(of: loaded)
      }
      guard emit(loaded) else { return outputFailed }
    }
    guard interactive else {
      var reader = BoundedLineReader(
        fileDescriptor: STDIN_FILENO, limit: Session.maximumLineBytes)
      while let line = reader.next() {
        let output: SessionOutput
        switch line {
        case .text(let text): output = session.handle(line: text)
        case .notUTF8(let byte): output = session.refuseLine(notUTF8At: byte)
        }
        guard emit(output) else { return outputFailed }
        if output.quits { break }
      }
      return failed ? 1 : 0
    }
    let editor = LineEditor(historyPath: historyPath, completer: session.completions(before:))
    guard writeOutput("layout repl: 'help' lists commands, Ctrl-D quits\n") else {
      return outputFailed
    }
    while true {
      switch editor.read(prompt: "layout> ") {
      case .endOfInput:
        return writeOutput("\n") ? 0 : outputFailed
      case .interrupted:
        guard writeOutput("^C\n") else { return outputFailed }
      case .line(let line):
        editor.remember(line)
        let output = session.handle(line: line)
        guard emit(output) else { return outputFailed }
        if output.quits { return 0 }
      case .notUTF8(let byte):
        guard emit(session.refuseLine(notUTF8At: byte)) else { return outputFailed }
      }
    }
  }

  /// The status of a session whose standard output failed (as `layout`'s exit code 3).
  static let outputFailed: Int32 = 3

  /// The status of a session whose file did not load, as the batch commands' for the same
  /// file: 1 when its layout cannot be built or solved (`failed`), 2 when it cannot be read
  /// or parsed (bad input).
  static func startStatus(of loaded: SessionOutput) -> Int32 {
    loaded.isLayoutFailure ? 1 : 2
  }

  /// Writes `text` to standard output and flushes it; on failure says why on standard error
  /// (once) and returns false.
  static func writeOutput(_ text: String) -> Bool {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { Glibc.write(STDOUT_FILENO, $0.baseAddress, $0.count) }
      if written < 0 {
        if errno == EINTR { continue }
        let reason = String(cString: strerror(errno))
        FileHandle.standardError.write(
          Data("error: cannot write standard output: \(reason)\n".utf8))
        return false
      }
      bytes = bytes.dropFirst(written)
    }
    return true
  }

  /// The rows `show` may use when its output goes to a pipe or a file.
  static let pipedRows = 200

  /// `~/.layout_history`, from `$HOME` or the password database.
  static var historyPath: String {
    let home =
      ProcessInfo.processInfo.environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
      ?? NSHomeDirectory()
    return URL(fileURLWithPath: home).appendingPathComponent(historyFileName).path
  }

  /// The terminal's columns and rows; when stdout is not a terminal, 80 columns and as many
  /// rows as a drawing that wide needs (up to `pipedRows`), as `layout solve --format ascii`
  /// draws, rather than a screenful squeezed into 24 rows.
  static func terminalSize() -> (columns: Int, rows: Int) {
    guard isatty(STDOUT_FILENO) != 0 else { return (80, pipedRows) }
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0
    else { return (80, 24) }
    return (Int(size.ws_col), Int(size.ws_row))
  }
}
