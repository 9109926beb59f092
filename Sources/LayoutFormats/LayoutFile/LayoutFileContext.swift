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
  /// them where the caller says they are (the REPL: the prompt line).
  /// - Returns: the placed statements.
  /// - Throws: every error in `text`, located in `file`; the context is then unchanged.
  package mutating func append(
    _ text: String, file: String, firstLine: Int, placing place: (Statement) -> Statement
  ) throws(FormatErrors) -> [Statement] {
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
    for problem in lexer.problems {
      parser.report(problem.message, line: problem.line + firstLine - 1, column: problem.column)
    }
    let statements = parser.parseFile()
    var errors = parser.errors
    let budget = max(0, parser.limits.maximumErrors - errors.count)
    // The context's checker resumed for `text` and run over `written`, on copies.
    func checked(_ written: [Statement]) -> (checker: LayoutChecker, resolved: ResolvedLayout) {
      var checker = self.checker
      var resolved = self.resolved
      checker.resume(
        lines: lines, firstLine: firstLine, knownNames: parser.declaredNames,
        newlyKnown: parser.newlyDeclared,
        budget: budget)
      checker.check(appending: written, to: &resolved)
      return (checker, resolved)
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
    let (checker, resolved) = checked(placed)
    guard checker.errors.isEmpty else { throw FormatErrors(checker.errors) }
    self.parser = parser
    self.checker = checker
    self.resolved = resolved
    return placed
  }

  /// Applies `change` to every resolved base and set constraint with identifier `id`, as
  /// the editor applied it to the statement (constant and priority edits).
  ///
  /// - Returns: the new priority when it is one distinct priority past
  ///   ``PriorityLevels/maximumDistinct`` (the context is then unchanged), else nil.
  package mutating func modifyConstraint(
    identifier id: String, _ change: (inout ConstraintEquation) -> Void
  ) -> Double? {
    var parser = self.parser
    var resolved = self.resolved
    var refused: Double?
    func edit(_ equation: inout ConstraintEquation) {
      guard equation.identifier == id, refused == nil else { return }
      let old = equation.priority.value
      change(&equation)
      let new = equation.priority.value
      guard old != new else { return }
      parser.forgetPriority(old)
      if !parser.admitPriorityUse(new) { refused = new }
    }
    for index in resolved.constraints.indices {
      edit(&resolved.constraints[index])
    }
    for set in resolved.constraintSets.indices {
      for index in resolved.constraintSets[set].constraints.indices {
        edit(&resolved.constraintSets[set].constraints[index])
      }
    }
    guard refused == nil else { return refused }
    self.parser = parser
    self.resolved = resolved
    return nil
  }

  /// Removes the resolved constraint `equation` (the first one equal to it and written at
  /// the same place) from the base constraints, or from the set named `set`, as the editor
  /// removed its statement.
  package mutating func removeConstraint(_ equation: ConstraintEquation, inSet set: String?) {
    let matches = { (candidate: ConstraintEquation) in
      candidate == equation && candidate.position.location == equation.position.location
    }
    if let set {
      if let owner = resolved.constraintSets.firstIndex(where: { $0.name == set }),
        let index = resolved.constraintSets[owner].constraints.firstIndex(where: matches)
      {
        resolved.constraintSets[owner].constraints.remove(at: index)
      }
    } else if let index = resolved.constraints.firstIndex(where: matches) {
      resolved.constraints.remove(at: index)
    }
    parser.forgetConstraint(priority: equation.priority.value)
    if let identifier = equation.identifier { checker.forgetIdentifier(identifier) }
  }

  /// Switches the named set on or off, as the editor did in its statement.
  package mutating func setActive(_ active: Bool, set name: String) {
    for index in resolved.constraintSets.indices where resolved.constraintSets[index].name == name {
      resolved.constraintSets[index].isActive = active
    }
  }

  /// Whether a base or set constraint has the identifier `id`.
  package func hasIdentifier(_ id: String) -> Bool {
    checker.baseIdentifiers.contains(id)
  }
}
