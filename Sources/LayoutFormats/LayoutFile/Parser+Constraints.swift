import LayoutCore
import LayoutGeometry

extension Parser {
  static let namedPriorities: [String: Double] = [
    "required": 1000, "high": 750, "defaultHigh": 750, "low": 250, "defaultLow": 250,
    "fittingSizeLevel": 50,
  ]

  /// Spellings of NaN and infinity, rejected with a specific message where a number is due.
  static let nonFiniteNames: Set<String> = ["nan", "inf", "infinity"]

  /// `item.attr REL [m *] item.attr [* m] [+|- c] [@priority] [#identifier]`, or
  /// `item.attr REL c ...` for a constant size.
  mutating func parseEquation() throws(ParseFailure) -> ConstraintEquation {
    let start = current
    if let word = current.identifier, word == "H" || word == "V", peek(1).isSymbol(":") {
      throw fail("a VFL line is written without spaces, as in '\(word):|-[view]-|'")
    }
    let first = try parseAnchor()
    let relation: Relation
    switch current.kind {
    case .symbol("=="): relation = .equal
    case .symbol("<="): relation = .lessThanOrEqual
    case .symbol(">="): relation = .greaterThanOrEqual
    case .symbol("="):
      throw fail("a constraint is a relation, not an assignment: use '==', '<=' or '>='")
    case .symbol("<"), .symbol(">"):
      throw fail("unknown relation \(current.spelling); use ==, <= or >=")
    default:
      throw fail("expected '==', '<=' or '>=' after '\(first)', found \(current.spelling)")
    }
    advance()
    var equation = ConstraintEquation(
      first: first, relation: relation, position: position(of: start))
    if let name = current.identifier, !Self.nonFiniteNames.contains(name.lowercased()) {
      equation.second = try parseAnchor()
      if current.isSymbol("*") {
        advance()
        equation.multiplier = try number("a multiplier")
      }
    } else {
      let value = try number("a number or an anchor such as 'root.top'")
      if current.isSymbol("*") {
        advance()
        equation.multiplier = value
        equation.second = try parseAnchor()
      } else {
        equation.constant = value
      }
    }
    if equation.second != nil, current.isSymbol("+") || current.isSymbol("-") {
      let negative = advance().isSymbol("-")
      let value = try number("a constant")
      equation.constant = negative ? -value : value
    }
    if current.isSymbol("@") {
      advance()
      equation.priority = try parsePriority()
    }
    if case .hashIdentifier(let identifier) = current.kind {
      advance()
      equation.identifier = identifier
    }
    try endStatement()
    try countConstraints(1, at: start)
    return equation
  }

  /// `@750`, `@999.5` or `@high`.
  private mutating func parsePriority() throws(ParseFailure) -> Priority {
    let token = current
    let value: Double
    if let name = current.identifier, !Self.nonFiniteNames.contains(name.lowercased()) {
      guard let named = Self.namedPriorities[name] else {
        throw fail(
          "unknown priority '\(name)'\(NameSuggestion.hint(for: name, in: Self.namedPriorities.keys))",
          at: token)
      }
      advance()
      value = named
    } else {
      value = try number("a priority")
    }
    let priority: Priority
    do {
      priority = try Priority(validating: value)
    } catch {
      throw fail("priority \(CanonicalNumber.text(value)) is outside 1...1000", at: token)
    }
    try admitPriority(value, at: token)
    return priority
  }

  /// Statement keywords, for spotting a misspelt one that was read as a view name.
  static let statementKeywords = [
    "view", "set", "metric", "orientations", "when", "install", "uninstall", "activate",
    "deactivate",
  ]

  /// Why the word `view` read as an anchor's view is not followed by `.attribute`, in the
  /// terms of what the writer most likely meant: a VFL line missing its ':' (`V|[a]|`), a
  /// misspelt keyword followed by its argument (`instal header`), or an anchor; and whether
  /// the caret belongs under the word itself (the keyword) rather than what follows it.
  private func missingAttributeMessage(after view: String) -> (String, atWord: Bool) {
    if view == "H" || view == "V", current.isSymbol("|") || current.isSymbol("[") {
      let message =
        "expected ':' after '\(view)' in a VFL line, as in '\(view):|[view]|', found "
        + current.spelling
      return (message, false)
    }
    var followedByWord = current.identifier != nil
    if case .hashIdentifier = current.kind { followedByWord = true }
    if followedByWord, let keyword = NameSuggestion.nearest(to: view, in: Self.statementKeywords) {
      return ("unknown keyword '\(view)'; did you mean '\(keyword)'?", true)
    }
    if metricNames.contains(view) {
      return (
        "'\(view)' is a metric, which VFL lines use ('H:|-\(view)-[view]|'); an equation takes "
          + "a number", true
      )
    }
    return ("expected '.' and an attribute after '\(view)', as in '\(view).top'", false)
  }

  /// `view.attribute` or `view.guide.attribute`.
  mutating func parseAnchor() throws(ParseFailure) -> AnchorReference {
    let (view, viewToken) = try expectIdentifier("a view name")
    guard current.isSymbol(".") else {
      let (message, atWord) = missingAttributeMessage(after: view)
      throw fail(message, at: atWord ? viewToken : current)
    }
    advance()
    var (name, nameToken) = try expectIdentifier("an attribute such as 'top' or 'width'")
    var guide: ItemReference.Guide?
    if current.isSymbol(".") {
      guard let known = ItemReference.Guide(rawValue: name) else {
        let names = ItemReference.Guide.allCases.map(\.rawValue)
        let hint =
          NameSuggestion.uikitGuide(for: name).map { "; UIKit's '\(name)' is '\($0)' here" }
          ?? NameSuggestion.hint(for: name, in: names)
        throw fail(
          "unknown layout guide '\(name)' (guides are \(names.joined(separator: ", ")))" + hint,
          at: nameToken)
      }
      guide = known
      advance()
      (name, nameToken) = try expectIdentifier("an attribute such as 'top' or 'width'")
    }
    guard let attribute = LayoutAttribute(layoutFileName: name) else {
      let names = LayoutAttribute.layoutFileNames
      throw fail(
        "unknown attribute '\(name)'\(NameSuggestion.hint(for: name, in: names))", at: nameToken)
    }
    return AnchorReference(
      item: ItemReference(view: view, guide: guide), attribute: attribute,
      position: position(of: viewToken))
  }

  /// `H:|-[a]-[b]-| alignAllCenterY ...`: the format is parsed here; names are resolved by
  /// the checker, which knows every view and metric in the file.
  mutating func parseVisualFormatStatement() throws(ParseFailure) -> VisualFormatStatement {
    let token = advance()
    guard case .visualFormat(let text) = token.kind else {
      throw fail("expected a VFL line", at: token)
    }
    let format: VisualFormat
    do {
      format = try VisualFormatParser.parse(text, maximumMagnitude: limits.maximumMagnitude)
    } catch {
      report(error.message, line: token.line, column: token.column + error.offset)
      throw ParseFailure()
    }
    try admitPriorities(of: format, text: text, at: token)
    var options: VisualFormatOptions = []
    while let name = current.identifier {
      guard let option = VisualFormatOptions(name: name) else {
        throw fail(
          "unknown VFL option '\(name)'\(NameSuggestion.hint(for: name, in: VisualFormatOptions.allNames))"
        )
      }
      options.formUnion(option)
      advance()
    }
    try endStatement()
    try countConstraints(format.constraintCount(options: options), at: token)
    return VisualFormatStatement(format: format, options: options, position: position(of: token))
  }

  /// Counts the priorities of a VFL line's predicates (``admitPriority(_:at:)``), numbers and
  /// metrics declared above it, at the `@` that writes each. A metric declared further down is
  /// not counted; the solvers' own, larger limit (``PriorityLevels/maximumInSolver``) holds it.
  private mutating func admitPriorities(of format: VisualFormat, text: String, at token: Token)
    throws(ParseFailure)
  {
    var predicates: [VisualFormatPredicate] = []
    func collect(_ connection: VisualFormatConnection?) {
      if case .predicates(let list) = connection { predicates += list }
    }
    collect(format.leadingSuperview)
    for (index, view) in format.views.enumerated() {
      if index > 0 { collect(format.spacings[index - 1]) }
      predicates += view.predicates
    }
    collect(format.trailingSuperview)
    let scalars = Array(text.unicodeScalars)
    for predicate in predicates {
      let value: Double
      switch predicate.priority {
      case .number(let number): value = number
      case .name(let name):
        guard let metric = metricValues[name] else { continue }
        value = metric
      case nil: continue
      }
      var at = predicate.offset.value
      while at < scalars.count && scalars[at] != "@" { at += 1 }
      try admitPriority(value, line: token.line, column: token.column + at)
    }
  }
}
