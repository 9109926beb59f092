import Foundation

extension Session {
  /// Dispatches one parsed command.
  func run(_ command: REPLCommand, arguments: String) throws(REPLError) -> SessionOutput {
    let words = arguments.split(whereSeparator: \.isWhitespace).map(String.init)
    func text(_ value: String) -> SessionOutput { SessionOutput(text: value) }
    if command.editsLayoutFile { try requireLayoutFile(command) }
    switch command {
    case .help: return text(help(words.first))
    case .quit: return SessionOutput(quits: true)
    case .load: return text(try loadAny(try path(arguments, command)))
    case .save: return text(try save(try path(arguments, command)))
    case .add: return text(try add(arguments, command))
    case .view: return text(try add("view " + arguments, command))
    case .remove: return text(try remove(arguments, command))
    case .activate: return text(try setActive(true, try single(words, command)))
    case .deactivate: return text(try setActive(false, try single(words, command)))
    case .constant: return text(try changeConstant(words))
    case .priority: return text(try changePriority(words))
    case .stack: return text(try changeStack(words))
    case .hide: return text(try setHidden(true, try single(words, command)))
    case .unhide: return text(try setHidden(false, try single(words, command)))
    case .keyboard: return text(try keyboard(try single(words, command)))
    case .device:
      guard !arguments.isEmpty else { throw .usage(command.usage) }
      return text(try switchDevice(arguments))
    case .rotate: return text(try rotate(words))
    case .orientation: return text(try orient(try single(words, command)))
    case .split: return text(try split(try single(words, command)))
    case .rtl:
      guard words.count <= 1 else { throw .usage(command.usage) }
      return text(try setRightToLeft(words.first))
    case .contentsize:
      guard words.count <= 1 else { throw .usage(command.usage) }
      return text(try contentSize(words.first))
    case .traits: return text(traits())
    case .frame: return text(try frame(try single(words, command)))
    case .frames: return text(frames())
    case .show: return text(try show())
    case .svg: return text(try svg(try path(arguments, command)))
    case .why: return text(try why(words))
    case .conflicts: return text(try conflicts(words))
    case .ambiguous: return text(ambiguous())
    case .problems: return text(try problems())
    case .exercise: return text(try exercise(try single(words, command)))
    case .backend: return text(try switchBackend(try single(words, command)))
    case .bench: return text(try bench())
    case .dump: return text(dump())
    case .undo: return text(try undo())
    }
  }

  /// `load FILE [--scene NAME]`: a layout file, or a root of a storyboard or xib.
  func loadAny(_ arguments: String) throws(REPLError) -> String {
    var name = arguments
    var scene: String?
    if let option = arguments.range(of: " --scene ") {
      name = String(arguments[..<option.lowerBound]).trimmingCharacters(in: .whitespaces)
      scene = String(arguments[option.upperBound...]).trimmingCharacters(in: .whitespaces)
      guard scene?.isEmpty == false else { throw .usage(REPLCommand.load.usage) }
    }
    if Self.isStoryboard(name) { return try loadStoryboard(name, scene: scene) }
    guard scene == nil else {
      throw .usage(REPLCommand.load.usage + "    (--scene is for .storyboard and .xib files)")
    }
    return try load(name)
  }

  /// The one argument a command takes.
  func single(_ words: [String], _ command: REPLCommand) throws(REPLError) -> String {
    guard words.count == 1 else { throw .usage(command.usage) }
    return words[0]
  }

  /// A file name argument, which may contain spaces.
  func path(_ arguments: String, _ command: REPLCommand) throws(REPLError) -> String {
    guard !arguments.isEmpty else { throw .usage(command.usage) }
    return arguments
  }

  /// The command list, or one command's usage and details.
  func help(_ word: String?) -> String {
    guard let word else {
      let width = REPLCommand.allCases.map(\.rawValue.count).max() ?? 0
      return
        (["commands (help COMMAND for details):"]
        + REPLCommand.allCases.map {
          "  " + $0.rawValue.padding(toLength: width + 2, withPad: " ", startingAt: 0)
            + $0.summary
        }).joined(separator: "\n")
    }
    guard let command = REPLCommand.named(word.lowercased()) else {
      return
        "no command '\(word)'"
        + (Suggestions.closest(to: word, in: REPLCommand.names).first.map {
          "; did you mean '\($0)'?"
        } ?? "")
    }
    return "usage: \(command.usage)\n\(command.details)"
  }

  /// Restores the state before the last change.
  ///
  /// The document is taken back on a copy (the engine is built anew anyway), so a failure
  /// leaves the session and its history as they were.
  func undo() throws(REPLError) -> String {
    guard let step = undoStack.last else {
      throw undoTrimmed ? .undoLimitReached : .nothingToUndo
    }
    let before = live.frames
    let previous = Self.state(before: state, step)
    live = try Self.build(previous)
    undoStack.removeLast()
    state = previous
    return FrameChanges.describe(before: before, after: live.frames)
  }
}
