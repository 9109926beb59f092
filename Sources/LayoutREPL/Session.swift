import AutoLayout
import Foundation
import LayoutAdaptivity
import LayoutBench
import LayoutCore
import LayoutDevices
import LayoutFormats
import LayoutRendering

/// An interactive layout session: one line of input in, the text to print out.
///
/// The session owns a live engine for the current layout, device and backend. Commands that
/// change any of them re-solve the same engine incrementally where possible and print only
/// the views whose frames moved. A failing command reports an error and leaves the state
/// as it was; nothing but `quit` ends a session.
public final class Session {
  /// The longest input line run (64 KiB): far past any command or constraint, and what
  /// keeps a line without an end from being read into memory whole.
  public static let maximumLineBytes = 65_536
  /// The changes `undo` can take back (100).
  public static let maximumUndoSteps = 100

  var state: SessionState
  var live: LiveLayout
  /// What takes back each change `undo` can still take back, the last change last.
  var undoStack: [UndoStep] = []
  /// The empty layout: what ``state`` holds while a command edits its document in place
  /// (``editDocument(_:)``), and what ``UndoStep/settings`` holds instead of a document.
  let placeholderDocument: Document
  /// Whether states were dropped from the bottom of ``undoStack`` (``maximumUndoSteps``).
  var undoTrimmed = false
  /// Lines handled so far; prompt-typed constraints are located at `<repl>:N`.
  var lineNumber = 0
  /// Where relative file names are read and written.
  let workingDirectory: URL
  /// The drawing area for `show`, asked for each time since terminals resize.
  let terminalSize: () -> (columns: Int, rows: Int)

  /// Starts a session on an empty layout (just `root`) on `device` in portrait.
  ///
  /// - Parameters:
  ///   - backend: `cassowary` or `dense`.
  ///   - workingDirectory: resolves relative paths of `load`, `save` and `svg`.
  ///   - terminalSize: columns and rows available to `show`.
  /// - Throws: ``REPLError`` when the backend or device is unknown.
  public init(
    backend: String = "cassowary", device: String = "iPhone 15",
    workingDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
    terminalSize: @escaping () -> (columns: Int, rows: Int) = { (80, 24) }
  ) throws(REPLError) {
    guard let engineBackend = SolverBackend.named(backend) else {
      throw .usage("backend cassowary|dense (not '\(backend)')")
    }
    let configuration = try Self.configuration(
      device: try Self.device(named: device), orientation: .portrait, multitasking: nil)
    let empty = try Document(file: LayoutFile(), name: "<new>")
    let state = SessionState(
      document: empty, configuration: configuration, backend: engineBackend)
    self.placeholderDocument = empty
    self.state = state
    self.live = try Self.build(state)
    self.workingDirectory = workingDirectory
    self.terminalSize = terminalSize
  }

  /// Runs one line: a command with its arguments, a blank line or a `//` comment.
  ///
  /// `typed` is false for a line the program made up (the `load FILE` of `layout repl
  /// FILE`): it is not a line of the input, so it does not move the `<repl>:LINE` numbering,
  /// whose line 1 must stay the first line the user typed or piped. What it loads is where
  /// the session starts, so `undo` cannot go back before it to the empty layout.
  ///
  /// The text is safe on a terminal: file names, view names and texts a file holds are
  /// printed with control characters and bidirectional overrides as `?` (``TerminalText``).
  public func handle(line: String, typed: Bool = true) -> SessionOutput {
    var output = respond(to: line, typed: typed)
    output.text = TerminalText.printable(output.text, keeping: ["\n", "\t"])
    return output
  }

  /// Answers an input line whose bytes are not UTF-8 (at the 1-based `byte`): it counts as a
  /// line of the input and is not run, since repairing it would run text the user did not
  /// write (a label's `text "…"` with U+FFFD in it).
  public func refuseLine(notUTF8At byte: Int) -> SessionOutput {
    lineNumber += 1
    return .failure(.lineNotUTF8(byte: byte))
  }

  /// What ``handle(line:typed:)`` answers, before it is made safe to print.
  private func respond(to line: String, typed: Bool) -> SessionOutput {
    if typed { lineNumber += 1 }
    guard line.utf8.count <= Self.maximumLineBytes else { return .failure(.lineTooLong) }
    defer {
      if !typed {
        undoStack.removeAll()
        undoTrimmed = false
      }
    }
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty, !trimmed.hasPrefix("//") else { return SessionOutput() }
    let word = String(trimmed.prefix { !$0.isWhitespace })
    let rest = trimmed.dropFirst(word.count).trimmingCharacters(in: .whitespaces)
    guard let command = REPLCommand.named(word.lowercased()) else {
      return .failure(
        .unknownCommand(word, suggestions: Suggestions.closest(to: word, in: REPLCommand.names)))
    }
    do {
      return try run(command, arguments: rest)
    } catch {
      return .failure(error)
    }
  }

  /// Replaces the state with `next`, re-solving incrementally when only constraints or the
  /// device changed, and describes what moved. On failure the previous state stays.
  ///
  /// `change` says what `next` did to the document: a command that edits it in place
  /// (``editDocument(_:)``) passes what takes the edit back, and ``state`` then holds the
  /// placeholder document until this call.
  ///
  /// A change that makes the engine refuse a constraint it did not refuse before (a number
  /// out of the solvers' range, reached by arithmetic no single number shows) fails like any
  /// other error, unless `acceptingRefusals` (a freshly loaded file, whose refusals
  /// `conflicts` then lists, as `layout solve` reports them).
  func commit(
    _ next: SessionState, change: UndoStep.DocumentChange = .unchanged, heading: String? = nil,
    acceptingRefusals: Bool = false
  ) throws(REPLError) -> String {
    let before = live.frames
    let storyboardBefore = live.storyboard != nil
    let conflictsBefore = live.conflicts
    let brokenBefore = Set(conflictsBefore.map { ConstraintLine.located($0.broken) })
    let refusedBefore = Set(live.engine.rejections.map { ConstraintLine.located($0.constraint) })
    let loopedBefore = live.engine.hasLayoutFeedbackLoop
    var step = UndoStep(settings: state, document: change)
    step.settings.document = placeholderDocument
    do throws(REPLError) {
      try Self.holdDenseLimit(next)
    } catch {
      // Refused before the engine changed: only the state goes back.
      state = Self.state(before: next, step)
      throw error
    }
    // Whether the engine was updated in place and nothing changed after: it then has no
    // conflicts (``LiveLayout/update``), which saves reading them again.
    var updatedWithoutConflicts = false
    do throws(REPLError) {
      var updated = false
      // An Interface Builder root is built anew for every change.
      if next.storyboard == nil, live.storyboard == nil, next.backend.name == live.backendName {
        var unchanged = (views: 0, constraints: 0)
        if case .edited(let revert) = change {
          unchanged = revert.unchangedDesignPrefix(of: next.document)
        }
        updated = try live.update(
          to: try Self.design(next), configuration: next.configuration,
          hasConflicts: !conflictsBefore.isEmpty, unchangedPrefix: unchanged)
      }
      if !updated { live = try Self.build(next) }
      updatedWithoutConflicts = updated
      if live.engine.keyboardHeight != next.shownKeyboardHeight {
        updatedWithoutConflicts = false
        do {
          try live.engine.showKeyboard(height: next.shownKeyboardHeight)
          try live.engine.layoutIfNeeded()
        } catch {
          throw REPLError.engine("\(error)")
        }
      }
      let refused = live.engine.rejections.filter {
        !refusedBefore.contains(ConstraintLine.located($0.constraint))
      }
      if let first = refused.first, !acceptingRefusals {
        throw REPLError.engine(
          "the engine refuses \(ConstraintLine.located(first.constraint)): \(first.error)")
      }
      // As `layout solve` does: a solution past the number range is no layout.
      if let violation = live.engine.firstRangeViolation() {
        let value =
          violation.value.isFinite ? NumberText.format(violation.value) : "\(violation.value)"
        throw REPLError.layoutFailed(
          .engine(
            "\(ConstraintLine.located(violation.constraint)) takes \(violation.variable) to "
              + "\(value), outside the range ±1e9 of a layout's numbers"))
      }
    } catch {
      // A failed incremental edit may have left the engine half changed: start it over.
      state = Self.state(before: next, step)
      if let rebuilt = try? Self.build(state) { live = rebuilt }
      throw error
    }
    if undoStack.count == Self.maximumUndoSteps {
      undoStack.removeFirst()
      undoTrimmed = true
    }
    undoStack.append(step)
    let sameBackend = live.backendName == step.settings.backend.name
    state = next
    var lines = heading.map { [$0] } ?? []
    lines.append(
      FrameChanges.describe(
        before: before, after: live.frames,
        uniqueNames: !storyboardBefore && live.storyboard == nil))
    // The conflicts the change made: constraints broken now that were not before.
    // An incremental update keeps only a layout without conflicts (``LiveLayout/update``).
    for report in updatedWithoutConflicts ? [] : live.engine.currentConflicts
    where !sameBackend || !brokenBefore.contains(ConstraintLine.located(report.broken)) {
      lines.append("conflict: broke \(report.broken.shortDescription)")
    }
    if live.engine.hasLayoutFeedbackLoop && !loopedBefore {
      lines.append(LayoutEngine.feedbackLoopMessage)
    }
    return lines.joined(separator: "\n")
  }

  /// The state `step` takes `next` back to.
  static func state(before next: SessionState, _ step: UndoStep) -> SessionState {
    var previous = step.settings
    switch step.document {
    case .unchanged: previous.document = next.document
    case .replaced(let old): previous.document = old
    case .edited(let revert):
      previous.document = next.document
      previous.document.revert(revert)
    }
    return previous
  }

  /// Runs `edit` on the document in place, with ``state`` holding the placeholder meanwhile
  /// so that the document's storage is not copied, and passes the edited state to
  /// ``commit(_:change:heading:acceptingRefusals:)``. When `edit` throws, the document is
  /// unchanged and put back.
  func editDocument(
    heading: String? = nil, _ edit: (inout Document) throws(REPLError) -> DocumentRevert
  ) throws(REPLError) -> String {
    var next = state
    state.document = placeholderDocument
    let revert: DocumentRevert
    do {
      revert = try edit(&next.document)
    } catch {
      state = next
      throw error
    }
    return try commit(next, change: .edited(revert), heading: heading)
  }

  /// A fresh engine for `state`.
  static func build(_ state: SessionState) throws(REPLError) -> LiveLayout {
    let live: LiveLayout
    if let storyboard = state.storyboard {
      live = try LiveLayout.storyboard(
        storyboard, configuration: state.configuration, backend: state.backend)
    } else {
      live = try LiveLayout(
        design: design(state), configuration: state.configuration, backend: state.backend)
    }
    if state.shownKeyboardHeight != 0 {
      do {
        try live.engine.showKeyboard(height: state.shownKeyboardHeight)
        try live.engine.layoutIfNeeded()
      } catch {
        throw .engine("\(error)")
      }
    }
    return live
  }

  /// The effective design of the state's document in its configuration.
  static func design(_ state: SessionState) throws(REPLError) -> LayoutDesign {
    let size = state.configuration.windowSize
    return state.document.resolved().design(
      traits: state.configuration.traitCollection, width: size.width, height: size.height)
  }

  /// Looks a device up in the catalog by identifier or fuzzy name.
  static func device(named name: String) throws(REPLError) -> Device {
    do {
      return try DeviceCatalog.lookup(name)
    } catch {
      throw .device("\(error)")
    }
  }

  /// A device configuration the layout's `policy` allows, with adaptivity errors as
  /// ``REPLError/device(_:)``.
  static func configuration(
    device: Device, orientation: InterfaceOrientation, multitasking: MultitaskingMode?,
    layoutDirection: LayoutDirection = .leftToRight, policy: OrientationPolicy = OrientationPolicy()
  ) throws(REPLError) -> DeviceConfiguration {
    do {
      return try DeviceConfiguration(
        device: device, orientation: orientation, multitasking: multitasking,
        layoutDirection: layoutDirection, policy: policy)
    } catch {
      throw .device("\(error)")
    }
  }

  /// Resolves `name` against workingDirectory unless it is absolute.
  func url(for name: String) -> URL {
    name.hasPrefix("/")
      ? URL(fileURLWithPath: name) : workingDirectory.appendingPathComponent(name)
  }

  /// The named engine view.
  /// - Throws: ``REPLError/unknownView(_:suggestions:)`` with the closest names.
  func view(named name: String) throws(REPLError) -> View {
    guard let view = live.views[name] else {
      if viewNames.contains(name) {
        throw .notInstalled(name, configuration: "\(state.configuration)")
      }
      throw .unknownView(
        name, suggestions: Suggestions.closest(to: name, in: viewNames.sorted()))
    }
    return view
  }
}
