import LayoutCore

/// Thrown inside the parser when a statement cannot be read; the error itself has already
/// been recorded, and the statement loop recovers by skipping to the next statement.
struct ParseFailure: Error {}

/// A recursive-descent parser for layout files with per-statement error recovery.
struct Parser {
  private(set) var tokens: [Token]
  private(set) var file: String
  private(set) var lines: [String]
  /// The line number of `lines[0]`: 1 for a whole file, later for a line appended to one.
  private(set) var firstLine = 1
  let limits: FormatLimits
  var index = 0
  var errors: [FormatError] = []
  /// Names read from view declarations, even ones whose declaration failed later, so a typo
  /// elsewhere in a declaration does not also cause "unknown view" errors at every use.
  var declaredNames: Set<String> = []
  /// The names declared since the parser started or last resumed.
  private(set) var newlyDeclared: [String] = []
  /// The distinct priorities written so far (``PriorityLevels``).
  var priorities = PriorityLevels()
  /// How many times each priority in `priorities` is written, so that removing a constraint
  /// can give its priority back when it was the last to use it.
  private(set) var priorityUses: [Double: Int] = [:]
  /// Whether a priority past ``PriorityLevels/maximumDistinct`` was reported: the statements
  /// with later ones fail without repeating it.
  var priorityLimitReported = false
  /// The values of the metrics declared so far, for priorities written as metric names.
  var metricValues: [String: Double] = [:]
  /// The names of the metrics declared so far, even those whose value failed to parse.
  var metricNames: Set<String> = []
  private(set) var statementCount = 0
  private(set) var constraintCount = 0
  private var depth = 0
  private(set) var stopped = false

  init(tokens: [Token], file: String, lines: [String], limits: FormatLimits) {
    self.tokens = tokens
    self.file = file
    self.lines = lines
    self.limits = limits
  }

  var current: Token { tokens[index] }

  /// Continues after the statements read so far with the tokens of more text, `lines` being
  /// its lines from line `firstLine` of `file`: counts, priorities, metrics and declared
  /// names carry on; errors start over.
  mutating func resume(tokens: [Token], file: String, lines: [String], firstLine: Int) {
    self.tokens = tokens
    self.file = file
    self.lines = lines
    self.firstLine = firstLine
    index = 0
    errors = []
    stopped = false
    newlyDeclared = []
  }

  /// Notes a name read from a view declaration.
  mutating func declare(_ name: String) {
    declaredNames.insert(name)
    newlyDeclared.append(name)
  }

  /// Takes back a removed constraint: its count, and its priority once no other constraint
  /// writes it.
  mutating func forgetConstraint(priority: Double) {
    constraintCount -= 1
    statementCount -= 1
    forgetPriority(priority)
  }

  /// Counts one more use of `priority` (a constraint given it by an editor); false, and
  /// nothing counted, when it is a new priority past ``PriorityLevels/maximumDistinct``.
  mutating func admitPriorityUse(_ priority: Double) -> Bool {
    guard priorities.admit(priority) else { return false }
    if priority < Priority.required.value { priorityUses[priority, default: 0] += 1 }
    return true
  }

  /// Takes back one use of `priority` (a constraint removed or given another priority).
  mutating func forgetPriority(_ priority: Double) {
    guard let uses = priorityUses[priority] else { return }
    if uses > 1 {
      priorityUses[priority] = uses - 1
    } else {
      priorityUses[priority] = nil
      priorities.forget(priority)
    }
  }

  func peek(_ distance: Int) -> Token { tokens[min(index + distance, tokens.count - 1)] }

  @discardableResult
  mutating func advance() -> Token {
    let token = tokens[index]
    if index < tokens.count - 1 { index += 1 }
    return token
  }

  func position(of token: Token) -> SourcePosition {
    SourcePosition(file: file, line: token.line, column: token.column)
  }

  /// Records an error at a line and column, unless the error budget is spent.
  mutating func report(_ message: String, line: Int, column: Int) {
    guard !stopped else { return }
    let index = line - firstLine
    let text = lines.indices.contains(index) ? lines[index] : ""
    let location = SourceLocation(file: file, line: line, column: column)
    if errors.count >= limits.maximumErrors {
      errors.append(
        FormatError(
          location: location, message: "too many errors (limit \(limits.maximumErrors)); stopping",
          sourceLine: text))
      stopped = true
      return
    }
    errors.append(FormatError(location: location, message: message, sourceLine: text))
  }

  /// Counts the priority `value` written at `line`/`column`, failing the statement when it is
  /// one distinct priority past ``PriorityLevels/maximumDistinct`` (reported the first time).
  mutating func admitPriority(_ value: Double, line: Int, column: Int) throws(ParseFailure) {
    guard !priorities.admit(value) else {
      if value < Priority.required.value { priorityUses[value, default: 0] += 1 }
      return
    }
    if !priorityLimitReported {
      priorityLimitReported = true
      report(PriorityLevels.refusal(value), line: line, column: column)
    }
    throw ParseFailure()
  }

  /// ``admitPriority(_:line:column:)`` at `token`.
  mutating func admitPriority(_ value: Double, at token: Token) throws(ParseFailure) {
    try admitPriority(value, line: token.line, column: token.column)
  }

  /// Records an error at a token and returns the failure to throw.
  mutating func fail(_ message: String, at token: Token? = nil) -> ParseFailure {
    let token = token ?? current
    report(message, line: token.line, column: token.column)
    return ParseFailure()
  }

  mutating func expectSymbol(_ symbol: String, _ context: String) throws(ParseFailure) {
    guard current.isSymbol(symbol) else {
      throw fail("expected '\(symbol)' \(context), found \(current.spelling)")
    }
    advance()
  }

  mutating func expectIdentifier(_ what: String) throws(ParseFailure) -> (String, Token) {
    guard let name = current.identifier else {
      throw fail("expected \(what), found \(current.spelling)")
    }
    return (name, advance())
  }

  /// Whether the current token is the keyword `word` (and not the start of `word.attribute`).
  func atKeyword(_ word: String) -> Bool {
    current.identifier == word && !peek(1).isSymbol(".")
  }

  /// A number, optionally negative, checked against the magnitude limit.
  mutating func number(_ what: String, allowNegative: Bool = true) throws(ParseFailure) -> Double {
    let start = current
    var sign = 1.0
    if allowNegative, current.isSymbol("-") {
      sign = -1
      advance()
    }
    switch current.kind {
    case .number(let value, let text):
      advance()
      guard limits.accepts(value) else { throw fail(limits.outOfRangeMessage(text), at: start) }
      return sign * value
    case .identifier(let name) where Self.nonFiniteNames.contains(name.lowercased()):
      throw fail("'\(name)' is not a finite number", at: current)
    default:
      throw fail("expected \(what), found \(current.spelling)")
    }
  }

  /// Skips line breaks and `;` between statements.
  mutating func skipSeparators() {
    while current.kind == .newline || current.isSymbol(";") { advance() }
  }

  /// Requires the end of a statement; consumes a line break or `;` but leaves a `}` for the
  /// enclosing block.
  mutating func endStatement() throws(ParseFailure) {
    guard current.endsStatement else {
      throw fail("expected end of statement, found \(current.spelling)")
    }
    if !current.isSymbol("}") { advance() }
  }

  /// Recovers from an error: skips the rest of the statement, including any block it opens.
  mutating func synchronize() {
    while true {
      switch current.kind {
      case .end: return
      case .newline, .symbol(";"):
        advance()
        return
      case .symbol("}"): return
      case .symbol("{"):
        var nesting = 0
        repeat {
          if current.isSymbol("{") { nesting += 1 }
          if current.isSymbol("}") { nesting -= 1 }
          if current.kind == .end { return }
          advance()
        } while nesting > 0
      default: advance()
      }
    }
  }

  /// Starts the statement and constraint counts over, for text read only to name what the
  /// layout already holds (the REPL's `remove EQUATION`), which adds nothing and so is not
  /// held to the limits of what a file may write.
  mutating func forgetCounts() {
    statementCount = 0
    constraintCount = 0
  }

  /// Counts a statement against the limit; false once the limit is passed.
  mutating func countStatement() -> Bool {
    statementCount += 1
    guard statementCount <= limits.maximumStatements else {
      report(
        "too many statements (limit \(limits.maximumStatements))", line: current.line,
        column: current.column)
      stopped = true
      return false
    }
    return true
  }

  /// Counts the `count` constraints a statement at `token` writes against
  /// ``FormatLimits/maximumConstraints``; past it, reports the limit there and stops.
  mutating func countConstraints(_ count: Int, at token: Token) throws(ParseFailure) {
    constraintCount += count
    guard constraintCount > limits.maximumConstraints else { return }
    let note = limits.constraintLimitNote.map { "; \($0)" } ?? ""
    report(
      "too many constraints (limit \(limits.maximumConstraints), counting each constraint a "
        + "VFL line makes\(note))", line: token.line, column: token.column)
    stopped = true
    throw ParseFailure()
  }

  /// Parses `{ statements }` starting at the `{`, calling `statement` for each statement
  /// inside and recovering from failures statement by statement.
  mutating func parseBlock(
    _ statement: (inout Parser) throws(ParseFailure) -> Void
  ) throws(ParseFailure) {
    let opening = current
    try expectSymbol("{", "to open a block")
    guard depth < limits.maximumNesting else {
      index -= 1
      throw fail("blocks are nested too deeply (limit \(limits.maximumNesting))", at: opening)
    }
    depth += 1
    defer { depth -= 1 }
    while !stopped {
      skipSeparators()
      if current.isSymbol("}") {
        advance()
        return
      }
      if current.kind == .end {
        throw fail(
          "expected '}' to close the block opened at line \(opening.line)", at: current)
      }
      guard countStatement() else { return }
      do {
        try statement(&self)
      } catch {
        synchronize()
      }
    }
  }

  /// Runs `header`, the part of a block statement before its `{`. When the header is
  /// broken, its error is recorded and the block after it is still read with `statement`
  /// (the results dropped), so the errors inside are reported in the same run rather than
  /// one fix later; the failure is then passed on and the caller skips the statement.
  mutating func blockHeader<Header>(
    _ header: (inout Parser) throws(ParseFailure) -> Header,
    body statement: (inout Parser) throws(ParseFailure) -> Void
  ) throws(ParseFailure) -> Header {
    do {
      return try header(&self)
    } catch {
      while !current.endsStatement && !current.isSymbol("{") { advance() }
      if current.isSymbol("{") {
        // Errors inside were recorded as they were found; the block's own failure (an
        // unclosed brace) adds nothing the header's failure does not already stop.
        try? parseBlock(statement)
      }
      throw error
    }
  }

  /// Parses the whole file.
  mutating func parseFile() -> [Statement] {
    var statements: [Statement] = []
    while !stopped {
      skipSeparators()
      if current.kind == .end { break }
      if current.isSymbol("}") {
        _ = fail("unexpected '}' without a matching '{'")
        advance()
        continue
      }
      guard countStatement() else { break }
      do {
        statements.append(try parseTopLevelStatement())
      } catch {
        synchronize()
      }
    }
    return statements
  }

  /// Why a VFL line starting with `|` or `[` is not read as one.
  static let orientationRequired =
    "a VFL line in a layout file starts with 'H:' or 'V:', as in 'H:|-[view]-|'"

  private mutating func parseTopLevelStatement() throws(ParseFailure) -> Statement {
    switch current.kind {
    case .visualFormat: return .visualFormat(try parseVisualFormatStatement())
    case .symbol("["): return .variation(try parseSizeClassVariation())
    case .identifier(let word) where !peek(1).isSymbol("."):
      switch word {
      case "orientations": return try parseOrientations()
      case "metric": return try parseMetric()
      case "view": return .view(try parseViewDeclaration(nested: false))
      case "set": return .constraintSet(try parseConstraintSet())
      case "when": return .variation(try parseSizeConditionVariation())
      case "install", "uninstall", "activate", "deactivate":
        throw fail(
          "'\(word)' can only be used inside a variation ('[wAny hCompact] { ... }' or 'when ... { ... }')"
        )
      default: return .constraint(try parseEquation())
      }
    case .identifier: return .constraint(try parseEquation())
    case .symbol("|"): throw fail(Self.orientationRequired)
    default:
      throw fail(
        "expected a declaration, a constraint or a VFL line, found \(current.spelling)")
    }
  }
}
