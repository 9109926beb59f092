import LayoutCore

/// What reading a layout file left behind (counts, priorities, metrics, names, the resolved
/// layout), so that statements typed after it are read and checked in that context at the
/// cost of their own line, not of the file again: a REPL script of thousands of `add` lines
/// stays linear.
package struct LayoutFileContext: Sendable {
  /// The file's statements checked and resolved, including those appended since.
  package private(set) var resolved: ResolvedLayout
  private var parser: Parser
  private var checker: LayoutChecker

  /// The constraints the statements write, counted as ``FormatLimits/maximumConstraints``
  /// counts them (each one a VFL line makes; removed ones taken back), so that a backend's
  /// lower limit can be held after edits.
  package var constraintsWritten: Int { parser.constraintCount }

  /// The context of `file`, whose statements keep their own positions in `resolved`.
  ///
  /// The file is read again from its canonical text for the parser's counts and priorities,
  /// which do not depend on where statements were written.
  /// - Throws: every error in the file, as ``LayoutFileParser/parse(_:file:limits:)``.
  package init(_ file: LayoutFile, limits: FormatLimits = .standard) throws(FormatErrors) {
    let text = file.canonicalText
    var lexer = Lexer(text)
    lexer.run()
    parser = Parser(tokens: lexer.tokens, file: "<context>", lines: [], limits: limits)
    let reread = parser.parseFile()
    guard parser.errors.isEmpty, lexer.problems.isEmpty, reread.count == file.statements.count
    else {
      throw FormatErrors(parser.errors)
    }
    checker = LayoutChecker(
      layout: file, lines: [], knownNames: parser.declaredNames, limits: limits)
    resolved = checker.run()
    guard checker.errors.isEmpty else { throw FormatErrors(checker.errors) }
  }

  /// Reads `text` (one line or more) as statements written after everything so far, at line
  /// `firstLine` of `file`, checks them in this context and appends them.
  ///
  /// Errors are found in the statements as written; what is kept (and returned) is each
  /// statement passed through `place`, checked again as placed, so that `resolved` locates
  /// them where the caller says they are (the REPL: the prompt line). The resolved layout
  /// grows in place, so an append costs its own statements, not a copy of the layout.
  /// - Returns: the placed statements, and what takes the context back to before them.
  /// - Throws: every error in `text`, located in `file`; the context is then unchanged.
  package mutating func append(
    _ text: String, file: String, firstLine: Int, placing place: (Statement) -> Statement
  ) throws(FormatErrors) -> (statements: [Statement], undo: Undo) {
    let reading = try read(text, file: file, firstLine: firstLine, placing: place)
    let undo = Undo(
      parser: parser, checker: checker,
      edit: .appended(
        views: resolved.views.count, constraints: resolved.constraints.count,
        sets: resolved.constraintSets.count, variations: resolved.variations.count,
        root: resolved.views[0], orientations: resolved.supportedOrientations))
    parser = reading.parser
    checker = reading.checker
    let added = reading.added
    if added.views[0] != resolved.views[0] { resolved.views[0] = added.views[0] }
    resolved.views += added.views.dropFirst()
    resolved.constraints += added.constraints
    resolved.constraintSets += added.constraintSets
    resolved.variations += added.variations
    resolved.supportedOrientations = added.supportedOrientations
    return (reading.statements, undo)
  }

  /// Reads and checks `text` as ``append(_:file:firstLine:placing:)`` does, without
  /// appending it (the equation of the REPL's `remove EQUATION`), and so without holding it
  /// to the statement and constraint limits: it adds nothing.
  /// - Returns: the placed statements.
  /// - Throws: every error in `text`, located in `file`.
  package func parse(
    _ text: String, file: String, firstLine: Int, placing place: (Statement) -> Statement
  ) throws(FormatErrors) -> [Statement] {
    try read(text, file: file, firstLine: firstLine, counting: false, placing: place).statements
  }

  /// The statements of `text`, the parser and checker after them, and what they resolve to
  /// (`added`: the root, possibly changed by a `view root` block, then what they add).
  private func read(
    _ text: String, file: String, firstLine: Int, counting: Bool = true,
    placing place: (Statement) -> Statement
  ) throws(FormatErrors) -> (
    statements: [Statement], parser: Parser, checker: LayoutChecker, added: ResolvedLayout
  ) {
    var lexer = Lexer(text)
    lexer.run()
    let tokens = lexer.tokens.map { token in
      var moved = token
      moved.line += firstLine - 1
      return moved
    }
    let lines = LayoutFileParser.lines(of: text)
    var parser = self.parser
    parser.resume(tokens: tokens, file: file, lines: lines, firstLine: firstLine)
    if !counting { parser.forgetCounts() }
    for problem in lexer.problems {
      parser.report(problem.message, line: problem.line + firstLine - 1, column: problem.column)
    }
    let statements = parser.parseFile()
    var errors = parser.errors
    let budget = max(0, parser.limits.maximumErrors - errors.count)
    // The context's checker resumed for `text` and run over `written`, on copies, into a
    // layout of the root alone (the checker only appends to what it is given, and changes
    // the root for a `view root` block): the document's layout is not copied.
    func checked(_ written: [Statement]) -> (checker: LayoutChecker, added: ResolvedLayout) {
      var checker = self.checker
      var added = ResolvedLayout(
        views: [resolved.views[0]], supportedOrientations: resolved.supportedOrientations)
      checker.resume(
        lines: lines, firstLine: firstLine, knownNames: parser.declaredNames,
        newlyKnown: parser.newlyDeclared,
        budget: budget)
      checker.check(appending: written, to: &added)
      return (checker, added)
    }
    if !parser.stopped {
      let checker = checked(statements).checker
      errors += checker.errors
      if checker.truncated {
        errors.append(
          FormatError(
            location: SourceLocation(file: file, line: firstLine + lines.count - 1, column: 0),
            message: "too many errors (limit \(parser.limits.maximumErrors)); stopping"))
      }
    }
    guard errors.isEmpty else { throw FormatErrors(errors) }
    let placed = statements.map(place)
    let (checker, added) = checked(placed)
    guard checker.errors.isEmpty else { throw FormatErrors(checker.errors) }
    return (placed, parser, checker, added)
  }

  /// Applies `change` to every resolved base and set constraint with identifier `id`, as
  /// the editor applied it to the statement (constant and priority edits), in place.
  ///
  /// - Returns: what takes the context back, and the new priority when it is one distinct
  ///   priority past ``PriorityLevels/maximumDistinct`` (the context is then unchanged).
  package mutating func modifyConstraint(
    identifier id: String, _ change: (inout ConstraintEquation) -> Void
  ) -> (undo: Undo, refused: Double?) {
    var parser = self.parser
    var edits: [(place: Undo.Place, old: ConstraintEquation, new: ConstraintEquation)] = []
    func edit(_ equation: ConstraintEquation, at place: Undo.Place) -> Bool {
      guard equation.identifier == id else { return true }
      var changed = equation
      change(&changed)
      edits.append((place, equation, changed))
      let (old, new) = (equation.priority.value, changed.priority.value)
      guard old != new else { return true }
      parser.forgetPriority(old)
      return parser.admitPriorityUse(new)
    }
    for index in resolved.constraints.indices
    where !edit(resolved.constraints[index], at: Undo.Place(set: nil, index: index)) {
      return (
        Undo(parser: self.parser, checker: checker, edit: .replaced([])),
        edits.last?.new.priority.value
      )
    }
    for set in resolved.constraintSets.indices {
      for index in resolved.constraintSets[set].constraints.indices
      where !edit(
        resolved.constraintSets[set].constraints[index], at: Undo.Place(set: set, index: index))
      {
        return (
          Undo(parser: self.parser, checker: checker, edit: .replaced([])),
          edits.last?.new.priority.value
        )
      }
    }
    let undo = Undo(
      parser: self.parser, checker: checker,
      edit: .replaced(edits.map { ($0.place, $0.old) }))
    self.parser = parser
    for (place, _, new) in edits { self[place] = new }
    return (undo, nil)
  }

  /// Removes the resolved constraint `equation` (the first one equal to it and written at
  /// the same place) from the base constraints, or from the set named `set`, as the editor
  /// removed its statement.
  /// - Returns: what takes the context back.
  package mutating func removeConstraint(_ equation: ConstraintEquation, inSet set: String?)
    -> Undo
  {
    let matches = { (candidate: ConstraintEquation) in
      candidate == equation && candidate.position.location == equation.position.location
    }
    var undo = Undo(parser: parser, checker: checker, edit: .replaced([]))
    if let set {
      if let owner = resolved.constraintSets.firstIndex(where: { $0.name == set }),
        let index = resolved.constraintSets[owner].constraints.firstIndex(where: matches)
      {
        let place = Undo.Place(set: owner, index: index)
        undo.edit = .removed(place, self[place])
        resolved.constraintSets[owner].constraints.remove(at: index)
      }
    } else if let index = resolved.constraints.firstIndex(where: matches) {
      let place = Undo.Place(set: nil, index: index)
      undo.edit = .removed(place, self[place])
      resolved.constraints.remove(at: index)
    }
    parser.forgetConstraint(priority: equation.priority.value)
    if let identifier = equation.identifier { checker.forgetIdentifier(identifier) }
    return undo
  }

  /// Switches the named set on or off, as the editor did in its statement.
  /// - Returns: what takes the context back.
  package mutating func setActive(_ active: Bool, set name: String) -> Undo {
    var previous: [(Int, Bool)] = []
    for index in resolved.constraintSets.indices where resolved.constraintSets[index].name == name {
      previous.append((index, resolved.constraintSets[index].isActive))
      resolved.constraintSets[index].isActive = active
    }
    return Undo(parser: parser, checker: checker, edit: .activated(previous))
  }

  /// Takes back the edit `undo` was returned by; the edits made after it must have been
  /// taken back first.
  package mutating func undo(_ undo: Undo) {
    parser = undo.parser
    checker = undo.checker
    switch undo.edit {
    case .appended(let views, let constraints, let sets, let variations, let root, let orientations):
      resolved.views.removeSubrange(views...)
      if resolved.views[0] != root { resolved.views[0] = root }
      resolved.constraints.removeSubrange(constraints...)
      resolved.constraintSets.removeSubrange(sets...)
      resolved.variations.removeSubrange(variations...)
      resolved.supportedOrientations = orientations
    case .replaced(let edits):
      for (place, equation) in edits { self[place] = equation }
    case .removed(let place, let equation):
      if let set = place.set {
        resolved.constraintSets[set].constraints.insert(equation, at: place.index)
      } else {
        resolved.constraints.insert(equation, at: place.index)
      }
    case .activated(let previous):
      for (index, active) in previous { resolved.constraintSets[index].isActive = active }
    }
  }

  /// The resolved constraint at `place`.
  private subscript(place: Undo.Place) -> ConstraintEquation {
    get {
      place.set.map { resolved.constraintSets[$0].constraints[place.index] }
        ?? resolved.constraints[place.index]
    }
    set {
      if let set = place.set {
        resolved.constraintSets[set].constraints[place.index] = newValue
      } else {
        resolved.constraints[place.index] = newValue
      }
    }
  }

  /// Whether a base or set constraint has the identifier `id`.
  package func hasIdentifier(_ id: String) -> Bool {
    checker.baseIdentifiers.contains(id)
  }
}
