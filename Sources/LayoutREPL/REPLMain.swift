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
  ///   check), and 2 when the session cannot start (an unknown backend, or a `file` that
  ///   cannot be read or parsed; the message goes to standard error).
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
    func emit(_ output: SessionOutput) {
      failed = failed || output.isError
      guard !output.text.isEmpty else { return }
      print(output.text)
      fflush(nil)
    }
    if let file {
      // A file that cannot be loaded is bad input, as for the batch commands.
      let loaded = session.handle(
        line: "load \(file)" + (scene.map { " --scene \($0)" } ?? ""), typed: false)
      guard !loaded.isError else {
        FileHandle.standardError.write(Data((loaded.text + "\n").utf8))
        return 2
      }
      emit(loaded)
    }
    guard interactive else {
      var reader = BoundedLineReader(
        fileDescriptor: STDIN_FILENO, limit: Session.maximumLineBytes)
      while let line = reader.next() {
        let output = session.handle(line: line)
        emit(output)
        if output.quits { break }
      }
      return failed ? 1 : 0
    }
    let editor = LineEditor(historyPath: historyPath, completer: session.completions(before:))
    print("layout repl: 'help' lists commands, Ctrl-D quits")
    while true {
      switch editor.read(prompt: "layout> ") {
      case .endOfInput:
        print("")
        return 0
      case .interrupted:
        print("^C")
      case .line(let line):
        editor.remember(line)
        let output = session.handle(line: line)
        emit(output)
        if output.quits { return 0 }
      }
    }
  }

  /// `~/.layout_history`, from `$HOME` or the password database.
  static var historyPath: String {
    let home =
      ProcessInfo.processInfo.environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
      ?? NSHomeDirectory()
    return URL(fileURLWithPath: home).appendingPathComponent(historyFileName).path
  }

  /// The terminal's columns and rows, or 80 × 24 when stdout is not a terminal.
  static func terminalSize() -> (columns: Int, rows: Int) {
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0
    else { return (80, 24) }
    return (Int(size.ws_col), Int(size.ws_row))
  }
}
