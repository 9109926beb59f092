import LayoutCore

/// Checks a parsed file's names and constraints and resolves it; collects every problem.
struct LayoutChecker {
  let layout: LayoutFile
  private(set) var lines: [String]
  /// The line number of `lines[0]`: 1 for a whole file, later for a line appended to one.
  private(set) var firstLine = 1
  /// Names from declarations that failed to parse: uses of them are not reported again.
  var knownNames: Set<String>
  let limits: FormatLimits
  private(set) var errors: [FormatError] = []
  var superviews: [String: String] = [:]
  var viewOrder: [String] = [LayoutFile.rootName]
  /// Names of the views declared as `UIStackView`.
  var stackNames: Set<String> = []
  /// The same names as `viewOrder`, for constant-time lookups in large files.
  var viewSet: Set<String> = [LayoutFile.rootName]
  /// Declared names plus those of broken declarations: what VFL lines may refer to.
  var resolvableNames: Set<String> = []
  var metrics: [String: Double] = [:]
  var baseIdentifiers: Set<String> = []
  var setNames: Set<String> = []
  /// Where each view, the root's block and each base constraint identifier were first
  /// written, for "duplicate" messages on statements checked later.
  private var declaredAt: [String: SourcePosition] = [:]
  private var rootPosition: SourcePosition?
  private var identifierPositions: [String: SourcePosition] = [:]
  /// Names the parser read from declarations of the statements being appended.
  private var newlyKnown: [String] = []

  init(
    layout: LayoutFile, lines: [String], knownNames: Set<String>, limits: FormatLimits,
    budget: Int? = nil
  ) {
    self.budget = budget ?? limits.maximumErrors
    self.layout = layout
    self.lines = lines
    self.knownNames = knownNames
    self.limits = limits
  }

  /// How many errors may still be reported.
  var budget: Int
  /// Whether errors were dropped because the budget ran out.
  private(set) var truncated = false

  mutating func report(_ message: String, at position: SourcePosition) {
    guard errors.count < budget else {
      truncated = true
      return
    }
    let index = position.location.line - firstLine
    let text = lines.indices.contains(index) ? lines[index] : ""
    errors.append(FormatError(location: position.location, message: message, sourceLine: text))
  }

  /// Reports an unknown name with the nearest candidate suggested; the suggestion is
  /// computed only within the error budget, since it compares the name with every candidate.
  mutating func reportUnknown(
    _ what: String, _ name: String, candidates: [String], at position: SourcePosition
  ) {
    guard errors.count < budget else {
      truncated = true
      return
    }
    var hint = NameSuggestion.hint(for: name, in: candidates)
    if hint.isEmpty, what == "view" || what == "superview" {
      hint = NameSuggestion.uikitHint(for: name)
    }
    report("unknown \(what) '\(name)'" + hint, at: position)
  }

  /// Checks everything and returns the resolved layout (meaningful only without errors).
  mutating func run() -> ResolvedLayout {
    var result = ResolvedLayout(supportedOrientations: layout.supportedOrientations)
    check(appending: layout.statements, to: &result)
    return result
  }

  /// Continues after the statements checked so far with more, whose text is `lines` from
  /// line `firstLine` on: names, metrics and identifiers carry on; errors start over, within
  /// `budget`.
  mutating func resume(
    lines: [String], firstLine: Int, knownNames: Set<String>, newlyKnown: [String], budget: Int
  ) {
    self.newlyKnown = newlyKnown
    self.lines = lines
    self.firstLine = firstLine
    self.knownNames = knownNames
    self.budget = budget
    errors = []
    truncated = false
  }

  /// Checks `statements` as if written after those already checked into `result` (every
  /// statement of a file, for a whole file) and adds what they resolve to to `result`.
  /// Views come first, then metrics and names, then constraints, as for a whole file: a
  /// constraint may name a view declared after it.
  mutating func check(appending statements: [Statement], to result: inout ResolvedLayout) {
    let firstCheck = result.views.isEmpty
    let added = collectViews(statements, into: &result.views)
    checkStacks(added)
    if firstCheck {
      resolvableNames.formUnion(viewSet)
      resolvableNames.formUnion(knownNames)
    } else {
      // What the appended statements declare, not every name again.
      resolvableNames.formUnion(added.map(\.name))
      resolvableNames.formUnion(newlyKnown)
    }
    collectMetricsAndNames(statements)
    for statement in statements {
      switch statement {
      case .constraint(let equation):
        result.constraints += check([.equation(equation)])
      case .visualFormat(let line):
        result.constraints += check([.visualFormat(line)])
      case .constraintSet(let set):
        result.constraintSets.append(
          ResolvedConstraintSet(
            name: set.name, isActive: set.isActive, constraints: check(set.members)))
      case .variation(let variation):
        result.variations.append(resolve(variation))
      case .orientations(let mask, _):
        // As `LayoutFile.supportedOrientations` reads a file: the last line says.
        result.supportedOrientations = mask
      case .metric, .view: break
      }
    }
  }

  /// Takes back a removed base constraint's identifier, so that it may be written again.
  mutating func forgetIdentifier(_ identifier: String) {
    identifierPositions[identifier] = nil
    baseIdentifiers.remove(identifier)
  }

  // MARK: Views

  /// Adds the views `statements` declare to `views` (the root first, made when `views` is
  /// empty; a `view root` block sets its properties) and returns those added.
  private mutating func collectViews(
    _ statements: [Statement], into views: inout [ResolvedView]
  ) -> [ResolvedView] {
    var rootProperties: ViewProperties?
    var resolved: [ResolvedView] = []
    func visit(_ view: ViewDeclaration, parent: String?, checker: inout LayoutChecker) {
      if view.name == LayoutFile.rootName {
        if let rootPosition = checker.rootPosition {
          checker.report(
            "duplicate 'view root' block (first at line \(rootPosition.location.line))",
            at: view.position)
        }
        checker.rootPosition = view.position
        rootProperties = view.properties
      } else if let first = checker.declaredAt[view.name] {
        checker.report(
          "duplicate view '\(view.name)' (first declared at line \(first.location.line))",
          at: view.position)
      } else {
        var superview = parent ?? LayoutFile.rootName
        if let named = view.superview {
          if parent != nil {
            checker.report(
              "view '\(view.name)' is nested inside '\(parent ?? "")' and cannot also name a superview with 'in'",
              at: view.position)
          } else if named == view.name {
            checker.report("view '\(named)' cannot be its own superview", at: view.position)
          } else if named != LayoutFile.rootName && checker.declaredAt[named] == nil {
            if checker.knownNames.contains(named) {
              checker.report(
                "superview '\(named)' must be declared before '\(view.name)'", at: view.position)
            } else {
              checker.reportUnknown(
                "superview", named, candidates: checker.viewOrder, at: view.position)
            }
          } else {
            superview = named
          }
        }
        checker.declaredAt[view.name] = view.position
        checker.superviews[view.name] = superview
        checker.viewOrder.append(view.name)
        checker.viewSet.insert(view.name)
        if view.className == StackProperties.className { checker.stackNames.insert(view.name) }
        resolved.append(
          ResolvedView(
            name: view.name, className: view.className, superview: superview,
            properties: view.properties, position: view.position))
      }
      for child in view.subviews { visit(child, parent: view.name, checker: &checker) }
    }
    for case .view(let view) in statements { visit(view, parent: nil, checker: &self) }
    if views.isEmpty || rootProperties != nil {
      let root = ResolvedView(
        name: LayoutFile.rootName, superview: nil, properties: rootProperties ?? ViewProperties(),
        position: rootPosition ?? .none)
      if views.isEmpty { views = [root] } else { views[0] = root }
    }
    views += resolved
    return resolved
  }

  private mutating func collectMetricsAndNames(_ statements: [Statement]) {
    func note(_ equation: ConstraintEquation, checker: inout LayoutChecker) {
      guard let identifier = equation.identifier else { return }
      if let first = checker.identifierPositions[identifier] {
        checker.report(
          "duplicate constraint identifier '#\(identifier)' (first used at line \(first.location.line))",
          at: equation.position)
      } else {
        checker.identifierPositions[identifier] = equation.position
        checker.baseIdentifiers.insert(identifier)
      }
    }
    for statement in statements {
      switch statement {
      case .metric(let name, let value, let position):
        if metrics[name] != nil {
          report("duplicate metric '\(name)'", at: position)
        }
        metrics[name] = value
      case .constraint(let equation): note(equation, checker: &self)
      case .constraintSet(let set):
        if !setNames.insert(set.name).inserted {
          report("duplicate constraint set '\(set.name)'", at: set.position)
        }
        for case .equation(let equation) in set.members { note(equation, checker: &self) }
      default: break
      }
    }
  }

  // MARK: Constraints

  /// Checks equations and expands VFL lines; returns the constraints that passed.
  mutating func check(_ members: [ConstraintMember]) -> [ConstraintEquation] {
    var result: [ConstraintEquation] = []
    for member in members {
      switch member {
      case .equation(let equation):
        if checkEquation(equation) { result.append(equation) }
      case .visualFormat(let line):
        result += expand(line)
      }
    }
    return result
  }

  private mutating func expand(_ line: VisualFormatStatement) -> [ConstraintEquation] {
    var allKnown = true
    for view in line.format.views where !resolvableNames.contains(view.name) {
      allKnown = false
      reportUnknown(
        "view", view.name, candidates: viewOrder, at: line.position.advanced(by: view.offset.value))
    }
    guard allKnown else { return [] }
    do {
      let superviews = self.superviews
      return try line.format.constraints(
        text: line.format.description, options: line.options, metrics: metrics,
        views: resolvableNames,
        superviewOf: { superviews[$0] }, base: line.position)
    } catch {
      // The offsets stored in the format's nodes are those of the text as written, so the
      // caret lands in the file even though the error's own text is the canonical form.
      report(error.message, at: line.position.advanced(by: error.offset))
      return []
    }
  }

  /// Reports unknown views and invalid attribute combinations; true when the equation is valid.
  private mutating func checkEquation(_ equation: ConstraintEquation) -> Bool {
    var valid = true
    for anchor in [equation.first, equation.second].compactMap({ $0 }) {
      if !viewSet.contains(anchor.item.view) {
        valid = false
        if !knownNames.contains(anchor.item.view) {
          reportUnknown("view", anchor.item.view, candidates: viewOrder, at: anchor.position)
        }
      }
      if anchor.item.guide != nil && anchor.attribute.isMargin {
        report(
          "layout guides have no margin attributes; use '\(anchor.item.view).\(anchor.attribute)'",
          at: anchor.position)
        valid = false
      }
    }
    if let problem = AttributeRules.problem(with: equation) {
      report(problem, at: equation.position)
      valid = false
    }
    return valid
  }
}
