import CEditLine
import Foundation

/// The interactive front: libedit's readline with persistent history and tab completion.
///
/// libedit keeps its state in globals and calls completion through C function pointers,
/// so there is one editor per process and the completer is reached through a static.
final class LineEditor {
  /// What one prompt returned.
  enum Input: Equatable {
    /// A line, without its line break.
    case line(String)
    /// A line whose bytes are not UTF-8: the first bad byte, 1-based.
    case notUTF8(byte: Int)
    /// Ctrl-C: the line was dropped.
    case interrupted
    /// Ctrl-D on an empty line, or the terminal went away.
    case endOfInput
  }

  /// Completion candidates for the text before the cursor; `nil` asks for file names.
  typealias Completer = (String) -> [String]?

  // libedit calls back on the thread that called readline, one call at a time.
  nonisolated(unsafe) private static var completer: Completer = { _ in [] }
  nonisolated(unsafe) private static var pending: [String] = []

  private let historyPath: String

  /// Sets libedit up and loads history from `historyPath` (missing is fine).
  init(historyPath: String, completer: @escaping Completer) {
    self.historyPath = historyPath
    Self.completer = completer
    // Signal catching is off: the SIGINT handler below cancels the line, while libedit's
    // own would re-raise the signal and end the process.
    ceditline_configure(strdup("layout"), strdup(" \t")) { text, start, _ in
      LineEditor.complete(text, start: Int(start))
    }
    _ = rl_initialize()
    using_history()
    stifle_history(1000)
    _ = read_history(historyPath)
    InterruptFlag.install()
  }

  /// Shows `prompt` and reads one line.
  func read(prompt: String) -> Input {
    InterruptFlag.clear()
    Self.prompt = prompt
    guard let raw = readline(prompt) else {
      return InterruptFlag.isSet ? .interrupted : .endOfInput
    }
    defer { free(raw) }
    if InterruptFlag.isSet { return .interrupted }
    let length = strlen(raw)
    let bytes = raw.withMemoryRebound(to: UInt8.self, capacity: length) {
      Array(UnsafeBufferPointer(start: $0, count: length))
    }
    if let byte = BoundedLineReader.firstInvalidByte(bytes) { return .notUTF8(byte: byte) }
    return .line(String(decoding: bytes, as: UTF8.self))
  }

  /// Adds a non-blank line to the history and saves the history file, so that history
  /// survives a killed session.
  func remember(_ line: String) {
    guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { return }
    _ = add_history(line)
    _ = write_history(historyPath)
  }

  private static func complete(_ text: UnsafePointer<CChar>?, start: Int)
    -> UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
  {
    guard let text else { return nil }
    let buffer = ceditline_line_buffer().map { String(cString: $0) } ?? ""
    let word = String(cString: text)
    let prefix = String(decoding: Array(buffer.utf8.prefix(start)), as: UTF8.self) + word
    guard let candidates = completer(prefix) else {
      ceditline_set_completion_over(0)
      return nil
    }
    ceditline_set_completion_over(1)
    switch CompletionStep.step(word: word, candidates: candidates) {
    case .none: return nil
    case .insert(let rest):
      // Returning no matches keeps libedit from ringing; the line is redrawn here instead.
      let before = prompt.count + buffer.prefix(start).count + word.count
      _ = rl_insert_text(rest)
      redrawLine(cursorColumn: before)
      return nil
    case .replace(let text):
      // The word was typed in another case: the line is rewritten with the match's first
      // characters over the typed ones (libedit keeps the cursor after them), and the rest
      // of the match is inserted there, as for `insert`.
      let bytes = Array(buffer.utf8)
      let end = min(bytes.count, start + word.utf8.count)
      let line =
        String(decoding: bytes[..<min(start, end)], as: UTF8.self) + text.prefix(word.count)
        + String(decoding: bytes[end...], as: UTF8.self)
      let before = prompt.count + buffer.prefix(start).count + word.count
      rl_replace_line(line, 0)
      _ = rl_insert_text(String(text.dropFirst(word.count)))
      redrawLine(cursorColumn: before)
      return nil
    case .offer(let matches): pending = matches
    }
    return rl_completion_matches(text) { _, state in
      if state == 0 { LineEditor.cursor = 0 }
      guard LineEditor.cursor < LineEditor.pending.count else { return nil }
      defer { LineEditor.cursor += 1 }
      return strdup(LineEditor.pending[LineEditor.cursor])
    }
  }

  nonisolated(unsafe) private static var cursor = 0
  /// The prompt being shown, for the redraw after a completion.
  nonisolated(unsafe) private static var prompt = ""

  /// Redraws prompt and line: libedit's forced redraw starts where it believes the line
  /// starts, so the cursor is first taken back there, up the rows a long line wrapped to.
  private static func redrawLine(cursorColumn: Int) {
    var size = winsize()
    let columns =
      ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0
      ? Int(size.ws_col) : 80
    let rowsUp = cursorColumn / columns
    let back = "\r" + (rowsUp > 0 ? "\u{1B}[\(rowsUp)A" : "")
    FileHandle.standardOutput.write(Data(back.utf8))
    rl_forced_update_display()
  }
}
