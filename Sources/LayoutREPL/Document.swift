import LayoutCore
import LayoutFormats

/// The layout being explored: the parsed file plus every edit made at the prompt, kept as a
/// syntax tree so that `save` prints it canonically and `why` still points at the file line
/// (or the prompt line) each constraint came from.
struct Document: Hashable, Sendable {
  /// The statements, loaded ones first, then those added at the prompt.
  var file: LayoutFile
  /// The name the loaded file was read from (`<new>` for an empty session).
  var name: String
  /// Identifiers of constraints switched off with `deactivate #id`.
  var inactiveIdentifiers: Set<String> = []
  /// `file` read and checked, kept up to date by every edit, so that an edit costs what it
  /// changes rather than reading the whole document again.
  var context: LayoutFileContext

  /// The file name given to statements typed at the prompt.
  static let promptFile = "<repl>"

  /// A document of the checked `file`, read from `name`.
  /// - Throws: ``REPLError/format(_:)`` when the file does not check.
  init(file: LayoutFile, name: String) throws(REPLError) {
    self.file = file
    self.name = name
    do {
      context = try LayoutFileContext(file)
    } catch {
      throw .format(error)
    }
  }

  static func == (lhs: Document, rhs: Document) -> Bool {
    lhs.file == rhs.file && lhs.name == rhs.name
      && lhs.inactiveIdentifiers == rhs.inactiveIdentifiers
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(file)
    hasher.combine(name)
    hasher.combine(inactiveIdentifiers)
  }

  /// Reads `line` as statements appended to this document, placed at `<repl>:lineNumber`
  /// so that reports name the prompt line that wrote them, and appends them.
  ///
  /// The line is checked in the context of the whole document (names must exist), without
  /// reading the document again (``LayoutFileContext``).
  /// - Returns: the statements appended (none for a line without any), and what takes the
  ///   document back.
  /// - Throws: ``REPLError/format(_:)`` with positions on the prompt line; the document is
  ///   then unchanged.
  mutating func append(_ line: String, lineNumber: Int) throws(REPLError) -> (
    statements: [Statement], revert: DocumentRevert
  ) {
    let position = SourcePosition(file: Self.promptFile, line: lineNumber, column: 1)
    let count = file.statements.count
    let appended: (statements: [Statement], undo: LayoutFileContext.Undo)
    do {
      appended = try context.append(line, file: Self.promptFile, firstLine: lineNumber) {
        $0.placed(at: position)
      }
    } catch {
      throw .format(error)
    }
    file.statements += appended.statements
    return (appended.statements, .appended(statements: count, context: appended.undo))
  }

  /// Parses `line` as one statement in the context of the document without adding it (the
  /// equation of `remove EQUATION`).
  /// - Throws: ``REPLError/format(_:)`` with positions on the prompt line.
  func parseStatements(_ line: String, lineNumber: Int) throws(REPLError) -> [Statement] {
    let position = SourcePosition(file: Self.promptFile, line: lineNumber, column: 1)
    do {
      return try context.parse(line, file: Self.promptFile, firstLine: lineNumber) {
        $0.placed(at: position)
      }
    } catch {
      throw .format(error)
    }
  }

  /// Takes back the edit that returned `revert`; the edits made after it must have been
  /// taken back first.
  mutating func revert(_ revert: DocumentRevert) {
    switch revert {
    case .appended(let count, let undo):
      file.statements.removeSubrange(count...)
      context.undo(undo)
    case .statement(let index, let old, let removed, let undo):
      if removed {
        file.statements.insert(old, at: index)
      } else {
        file.statements[index] = old
      }
      context.undo(undo)
    case .view(let index, let old, let oldContext):
      file.statements[index] = old
      context = oldContext
    case .inactive(let identifier, let wasInactive):
      if wasInactive {
        inactiveIdentifiers.insert(identifier)
      } else {
        inactiveIdentifiers.remove(identifier)
      }
    case .none: break
    }
  }

  /// Switches the constraint with identifier `id` on or off.
  /// - Returns: what takes the document back.
  mutating func setInactive(_ inactive: Bool, identifier id: String) -> DocumentRevert {
    let was = inactiveIdentifiers.contains(id)
    if inactive {
      inactiveIdentifiers.insert(id)
    } else {
      inactiveIdentifiers.remove(id)
    }
    return .inactive(identifier: id, wasInactive: was)
  }

  /// The checked layout with deactivated constraints left out.
  func resolved() -> ResolvedLayout {
    var layout = context.resolved
    guard !inactiveIdentifiers.isEmpty else { return layout }
    let keep = { (equation: ConstraintEquation) in
      equation.identifier.map { !inactiveIdentifiers.contains($0) } ?? true
    }
    layout.constraints = layout.constraints.filter(keep)
    for index in layout.constraintSets.indices {
      layout.constraintSets[index].constraints = layout.constraintSets[index].constraints.filter(
        keep)
    }
    return layout
  }

  /// Every constraint identifier written in the document (top level and in sets).
  var identifiers: [String] {
    var result: [String] = []
    forEachEquation { result += $0.identifier.map { [$0] } ?? [] }
    return result
  }

  /// The names of the document's constraint sets.
  var setNames: [String] {
    file.statements.compactMap {
      if case .constraintSet(let set) = $0 { set.name } else { nil }
    }
  }

  /// The names of every declared view, `root` first.
  var viewNames: [String] { [LayoutFile.rootName] + file.views.map(\.name).filter { $0 != "root" } }

  private func forEachEquation(_ body: (ConstraintEquation) -> Void) {
    for statement in file.statements {
      switch statement {
      case .constraint(let equation): body(equation)
      case .constraintSet(let set):
        for case .equation(let equation) in set.members { body(equation) }
      default: break
      }
    }
  }
}

extension Statement {
  /// The statement with its own position (and its equations') moved to `position`.
  func placed(at position: SourcePosition) -> Statement {
    switch self {
    case .constraint(var equation):
      equation.position = position
      return .constraint(equation)
    case .visualFormat(var format):
      format.position = position
      return .visualFormat(format)
    case .view(var view):
      view.position = position
      return .view(view)
    case .constraintSet(var set):
      set.position = position
      set.members = set.members.map { member in
        switch member {
        case .equation(var equation):
          equation.position = position
          return .equation(equation)
        case .visualFormat(var format):
          format.position = position
          return .visualFormat(format)
        }
      }
      return .constraintSet(set)
    default:
      return self
    }
  }
}
