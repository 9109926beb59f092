import LayoutCore
import LayoutFormats
import LayoutSupport

/// A command that could not be carried out. Every case reads as one sentence (or, for
/// layout-file errors, the compiler-style lines of ``FormatErrors``) and never ends the session.
public enum REPLError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The command word is not known; carries the closest command names.
  case unknownCommand(String, suggestions: [String])
  /// The command's arguments do not fit its usage line.
  case usage(String)
  /// A view name is not in the layout; carries the closest view names.
  case unknownView(String, suggestions: [String])
  /// A view the layout declares but does not install on this device, size class or window
  /// (`uninstalled`, or removed by a variation).
  case notInstalled(String, configuration: String)
  /// A `stack` command names a view that is not a `UIStackView`.
  case notAStackView(String)
  /// A constraint identifier is not in the layout.
  case unknownConstraint(String)
  /// A constraint set name is not in the layout.
  case unknownSet(String)
  /// `conflicts N` past the number of conflicts the layout has (the second value).
  case noSuchConflict(Int, count: Int)
  /// The layout text did not parse or check.
  case format(FormatErrors)
  /// The device, orientation or window size cannot be used.
  case device(String)
  /// Reading or writing a file failed.
  case file(String)
  /// The engine refused the layout or failed to solve it.
  case engine(String)
  /// `undo` with nothing left to undo.
  case nothingToUndo
  /// `undo` past the ``Session/maximumUndoSteps`` changes the session keeps.
  case undoLimitReached
  /// A command that edits a layout file while an Interface Builder document (named by
  /// `file`) is explored.
  case readOnly(String, file: String)
  /// An input line longer than ``Session/maximumLineBytes`` (ignored, not run cut short).
  case lineTooLong
  /// An input line whose bytes are not UTF-8, at this 1-based byte (ignored rather than run
  /// with the bytes replaced, as a layout file with such bytes is refused).
  case lineNotUTF8(byte: Int)
  /// The document was read, but its layout cannot be built or solved (text with no font to
  /// measure it, a view or constraint the engine refuses, a solver failure, numbers past
  /// ±1e9), said by the wrapped error: what the batch commands call `failed`, so a session
  /// that cannot start on its file exits with 1 as `layout solve` does, not 2 (bad input).
  indirect case layoutFailed(REPLError)

  /// Whether the layout could not be built or solved (``layoutFailed(_:)``), rather than
  /// what was typed or read being wrong.
  public var isLayoutFailure: Bool {
    if case .layoutFailed = self { return true }
    return false
  }

  /// Layout-file errors, which carry their own `file:line:column: error:` prefix.
  var isFormatError: Bool {
    switch self {
    case .format, .layoutFailed(.format): true
    default: false
    }
  }

  /// The message, with control and bidirectional formatting characters from what was typed
  /// or loaded shown as `?` (line breaks between a format error's lines stay).
  public var description: String {
    TerminalText.printable(message, keeping: ["\n"])
  }

  private var message: String {
    switch self {
    case .unknownCommand(let word, let suggestions):
      "unknown command '\(word)'" + Self.hint(suggestions) + " (try 'help')"
    case .usage(let usage): "usage: \(usage)"
    case .unknownView(let name, let suggestions):
      "unknown view '\(name)'"
        + (suggestions.isEmpty ? NameSuggestion.uikitHint(for: name) : Self.hint(suggestions))
    case .notInstalled(let name, let configuration):
      "\(name) is not installed in this configuration (\(configuration)); "
        + "its size-class variations or `uninstalled` leave it out"
    case .notAStackView(let name):
      "'\(name)' is not a stack view (declare it 'view \(name): UIStackView')"
    case .unknownConstraint(let id): "no constraint with identifier '#\(id)'"
    case .unknownSet(let name): "no constraint set named '\(name)'"
    case .noSuchConflict(let number, let count):
      "no conflict \(number): the layout has \(counted(count, "conflict"))"
    case .format(let errors): errors.description
    case .device(let message), .file(let message), .engine(let message): message
    case .nothingToUndo: "nothing to undo"
    case .undoLimitReached:
      "nothing more to undo: the session keeps its last \(Session.maximumUndoSteps) changes"
    case .readOnly(let command, let file):
      "'\(command)' edits layout files, and \(file) is explored read-only; "
        + "`layout convert \(file) --scene NAME -o FILE.layout` makes an editable layout file"
    case .lineTooLong:
      "line ignored: longer than the limit of \(Session.maximumLineBytes) bytes per line"
    case .lineNotUTF8(let byte):
      "line ignored: not valid UTF-8 text (byte \(byte) of the line)"
    case .layoutFailed(let error): error.message
    }
  }

  private static func hint(_ suggestions: [String]) -> String {
    suggestions.first.map { "; did you mean '\($0)'?" } ?? ""
  }
}
