import LayoutCore

/// A pure-Swift incremental Cassowary solver with exact, lexicographic Auto Layout priorities.
///
/// Required equalities that introduce a new variable are kept as definitions outside the
/// tableau (see ``Eliminations``); every other constraint is expanded through them and goes
/// into the simplex tableau. The tableau keeps one row per basic symbol and, for every symbol,
/// the rows it appears in, so a pivot, a new constraint or a suggested value touches only the
/// rows that hold the symbols involved instead of rescanning the whole tableau. The objective
/// is one row per priority level; the simplex compares reduced costs level by level, highest
/// first, so no amount of error at a lower priority is ever traded for error at a higher one.
///
/// Every call leaves the tableau optimal, so reading values never solves.
///
/// The stored properties are `@exclusivity(unchecked)`: Swift checks each access to a
/// class's stored property at run time, and those checks were 7% of the instructions of
/// building kiwi's enaml-like form and about 12% of the time of a suggestion on it. They can
/// be dropped because no method of the solver hands out access to its state or calls code
/// outside the module while it holds one, so accesses cannot overlap beyond what the compiler
/// checks statically (and the test suites ran with the checks on, without a fault). The
/// ``Tableau`` it drives is one value for the same reason. Like every solver here, an instance
/// is not shared between threads.
public final class CassowarySolver: LayoutSolver {
  @exclusivity(unchecked) var tableau = Tableau()
  @exclusivity(unchecked) var eliminations = Eliminations()
  /// Every constraint in the solver as the caller gave it, by id, with the order it was
  /// added (for reporting conflicts in that order).
  @exclusivity(unchecked) var originals = IDTable<(constraint: Constraint, order: Int)>()
  @exclusivity(unchecked) var nextOrder = 0
  /// Variables in the order the solver first saw them.
  @exclusivity(unchecked) var seenVariables: [Variable] = []
  /// Whether each node's variable is in `seenVariables`.
  @exclusivity(unchecked) var isSeen: [Bool] = []
  /// The compiled evaluation of the last bulk read's defined variables (at first one that fits
  /// no read). Not optional: unwrapping would copy the plan on every read.
  @exclusivity(unchecked) var readPlan = EvaluationPlan()
  /// The array of the last bulk read, kept so that a read of the very same array (same
  /// storage: holding it means it cannot have changed in place) skips comparing ids.
  @exclusivity(unchecked) var lastReadList: [Variable] = []
  /// Whether `readPlan` was compiled for, or checked against, `lastReadList`.
  @exclusivity(unchecked) var planMatchesLastRead = false
  @exclusivity(unchecked) var readScratch: [Double] = []
  /// The `σ ⋈ 0` constraints that stand for eliminated constraints in the tableau, by the
  /// original's id (kept after removal, for reuse).
  @exclusivity(unchecked) var standIns = IDTable<Constraint>()
  /// Identical tableau constraints sharing a row.
  @exclusivity(unchecked) var twins = Twins()
  /// ``expandedResidual()`` right after the last rebuild for precision: what rounding alone
  /// leaves in a fresh tableau.
  @exclusivity(unchecked) var expandedResidualFloor = 0.0
  /// Set while a batch is added: its rows are measured for drift by pivot work once, at its
  /// end, not after each constraint (``restorePrecisionIfLost()``).
  @exclusivity(unchecked) var defersWorkChecks = false
  /// Whether constraints may define variables (``eliminationCandidate(_:terms:)``); off
  /// once a rebuild showed the definitions cost more digits than ``residualLimit`` allows,
  /// until ``reset()`` (``restorePrecisionIfLost()``).
  @exclusivity(unchecked) var definesVariables = true
  /// The conflicting set of the last ``minimalConflict(_:)``, the constraint last,
  /// when a fresh scratch solve of exactly that list proved it infeasible, so that the drift
  /// check of the same add need not solve it again.
  @exclusivity(unchecked) var provenConflict: [Constraint]?
  /// Whether an unsatisfiable constraint gets a minimal conflicting set (off for the
  /// scratch solvers that compute those sets).
  let analysesConflicts: Bool
  /// Whether a conflict whose candidates a ``ConflictCertificate`` proves irreducible skips
  /// the scratch solves (off only in tests that compare with the filter alone).
  @exclusivity(unchecked) var certifiesConflicts = true
  /// Whether a required equality may take over a variable that a required inequality's
  /// stand-in defines (``addTakingOver(_:terms:)``; off only in tests that compare with the
  /// install without it).
  @exclusivity(unchecked) var takesOverStandIns = true
  /// How many required equalities took a variable over from a stand-in.
  @exclusivity(unchecked) var takeOvers = 0
  /// How many conflicts a certificate settled without scratch solves.
  @exclusivity(unchecked) var certifiedConflicts = 0

  /// Makes an empty solver.
  public init() {
    analysesConflicts = true
  }

  init(analysesConflicts: Bool) {
    self.analysesConflicts = analysesConflicts
  }

  public var backendName: String { "cassowary" }

  public var statistics: SolverStatistics { tableau.statistics }

  /// Adds a constraint and re-optimises.
  ///
  /// - Complexity: a new definition costs O(its terms); otherwise proportional to the rows
  ///   that hold the symbols of the new row, plus the pivots needed to restore optimality.
  /// - Throws: ``LayoutError/duplicateConstraint(_:)``, ``LayoutError/nonFinite(_:)``,
  ///   ``LayoutError/tooManyPriorities(_:)``,
  ///   ``LayoutError/unsatisfiable(constraint:conflicting:)``. On error the solver is unchanged.
  public func add(_ constraint: Constraint) throws(LayoutError) {
    let seenCount = seenVariables.count
    do {
      try addRetryingAfterDrift(constraint)
    } catch {
      restorePrecisionIfLost()
      throw error
    }
    // Rounding can let a conflicting required constraint in, and so drift the rows that a
    // rebuild for precision then finds: phase one pivoted on a coefficient of 1.2e-8 that was
    // left of a cancellation, and "satisfied" `31 * x0 + 112 == 0` beside the required
    // `30 * x0 + 112 == 0` with a slack of 3e8 (solver fuzz input
    // `cassowary-phase-one-accepts-conflict-through-rounding-coefficient.bin`). The fresh
    // tableau refuses it, and so must the call.
    if let refusal = restorePrecisionIfLost(), refusal.refuses([constraint]) {
      withdraw([constraint], seenCount: seenCount)
      throw refusal
    }
  }

  /// ``addOnce(_:)``, retried on a fresh tableau when the tableau's refusal came from drift.
  private func addRetryingAfterDrift(_ constraint: Constraint) throws(LayoutError) {
    provenConflict = nil
    do {
      try addOnce(constraint)
    } catch {
      // The conflict analysis solves the required constraints afresh; when they hold
      // together after all, the tableau's verdict came from rounding drift (see `rebuild`).
      guard analysesConflicts, case .unsatisfiable(_, let conflicting) = error,
        !isProvenInfeasible(conflicting + [constraint])
      else { throw error }
      try rebuild()
      do {
        try addOnce(constraint)
      } catch {
        // A fresh tableau refuses it too: the definitions lost the digits (`x2` came out
        // -2e-9 where required equalities make it 0, and `10 * x2 >= 0` was refused; solver
        // fuzz input `cassowary-definition-rounding-refuses-a-new-bound.bin`).
        guard definesVariables, case .unsatisfiable = error else { throw error }
        try withoutDefinitions { () throws(LayoutError) in try rebuild() }
        try addOnce(constraint)
      }
    }
  }

  /// ``add(_:)`` on the tableau as it stands.
  func addOnce(_ constraint: Constraint) throws(LayoutError) {
    guard !contains(constraint) else { throw .duplicateConstraint(constraint) }
    try NumericRange.validate(constraint)
    try admitPriority(constraint.priority)
    let terms = eliminations.nodeTerms(of: constraint.expression)
    if let candidate = eliminationCandidate(constraint, terms: terms) {
      try eliminate(constraint, as: candidate)
    } else if try !addTakingOver(constraint, terms: terms) {
      try addToTableau(constraint, terms: terms)
    }
    originals[constraint.id] = (constraint, nextOrder)
    nextOrder += 1
    if terms.count == constraint.expression.terms.count {
      for term in terms { see(term.node) }
    } else {
      // Repeated variables or zero coefficients: the variables as written count as seen.
      for term in constraint.expression.terms { see(eliminations.node(for: term.variable)) }
    }
  }

  /// Adds the variable of `node` to the variables seen, if it is new to them.
  func see(_ node: Int) {
    if node >= isSeen.count {
      isSeen.append(contentsOf: repeatElement(false, count: node + 1 - isSeen.count))
    }
    if !isSeen[node] {
      isSeen[node] = true
      seenVariables.append(eliminations.variables[node])
    }
  }

  /// Removes a constraint and re-optimises; the result is as if it had never been added.
  ///
  /// Removing an eliminated equality re-adds, with its variable free, the constraints that
  /// were expanded through it.
  ///
  /// - Throws: ``LayoutError/unknownConstraint(_:)``.
  public func remove(_ constraint: Constraint) throws(LayoutError) {
    defer { restorePrecisionIfLost() }
    if eliminations.definedBy[constraint.id] != nil {
      do {
        try uneliminate(constraint)
      } catch {
        // Only rounding drift can make the constraints that were expanded through the
        // definition fail to go back in (they held before): start afresh without it.
        try rebuild(excluding: [constraint.id])
      }
    } else if twins.holds(constraint.id) {
      try removeRow(constraint.id)
    } else {
      throw .unknownConstraint(constraint)
    }
    originals[constraint.id] = nil
  }

  /// Refuses a non-required priority that would be one objective level past
  /// ``PriorityLevels/maximumInSolver``: pivots rewrite every level that prices the entering
  /// symbol, so thousands of competing levels make each add cost as much as all of them.
  func admitPriority(_ priority: Priority) throws(LayoutError) {
    guard !priority.isRequired, tableau.levels.count >= PriorityLevels.maximumInSolver,
      tableau.levelIndex(priority) == nil
    else { return }
    throw .tooManyPriorities(priority)
  }

  public func contains(_ constraint: Constraint) -> Bool {
    originals.contains(constraint.id)
  }

  /// Makes `variable` an edit variable: a `variable == suggestion` constraint at `priority`,
  /// whose suggestion starts at 0 (as in kiwi).
  ///
  /// - Throws: ``LayoutError/duplicateEditVariable(_:)``, ``LayoutError/requiredEditVariable(_:)``,
  ///   ``LayoutError/tooManyPriorities(_:)``.
  public func addEditVariable(_ variable: Variable, priority: Priority) throws(LayoutError) {
    defer { restorePrecisionIfLost() }
    guard !hasEditVariable(variable) else { throw .duplicateEditVariable(variable) }
    guard !priority.isRequired else { throw .requiredEditVariable(variable) }
    try admitPriority(priority)
    if let definition = eliminations.definition(of: variable.id) {
      // A suggestion needs the variable in the tableau: turn its definition back into a row.
      do {
        try uneliminate(definition.constraint)
        try addToTableau(definition.constraint)
      } catch {
        // As in `remove`: rounding drift; start afresh with the variable edited from the
        // outset.
        try rebuild(adding: (variable, priority))
        see(eliminations.node(for: variable))
        return
      }
    }
    try tableau.addEditVariable(variable, priority: priority)
    see(eliminations.node(for: variable))
  }

  /// Stops editing `variable` and removes its suggestion constraint.
  ///
  /// - Throws: ``LayoutError/unknownEditVariable(_:)``.
  public func removeEditVariable(_ variable: Variable) throws(LayoutError) {
    defer { restorePrecisionIfLost() }
    try tableau.removeEditVariable(variable)
  }

  public func hasEditVariable(_ variable: Variable) -> Bool {
    tableau.edits[variable.id] != nil
  }

  /// Suggests a value for an edit variable and restores optimality with the dual simplex.
  ///
  /// Only the rows that hold the edit's error symbols change constant; when one of those
  /// symbols is basic, only its own row does.
  ///
  /// - Complexity: O(rows holding the edit's error symbols) plus the dual pivots needed.
  /// - Throws: ``LayoutError/unknownEditVariable(_:)``, ``LayoutError/nonFinite(_:)``.
  public func suggestValue(_ value: Double, for variable: Variable) throws(LayoutError) {
    try tableau.suggestValue(value, for: variable)
    if precisionNeedsAttention { restorePrecisionIfLost() }
  }

  public func value(of variable: Variable) -> Double {
    guard eliminations.isDefined(variable) else { return tableau.value(of: variable) }
    return eliminations.values(of: [variable.id], base: baseValue)[variable.id] ?? 0
  }

  /// Writes the values of `variables` into `values`; reading the same list again skips the
  /// id lookups.
  public func values(of variables: [Variable], into values: inout [Double]) {
    let repeated = Self.sameStorage(lastReadList, variables)
    if !repeated {
      lastReadList = variables
      planMatchesLastRead = false
    }
    tableau.read(variables, into: &values, repeated: repeated)
    if eliminations.isEmpty { return }
    let version = eliminations.version
    let generation = tableau.variableGeneration
    let fits =
      planMatchesLastRead
      ? readPlan.fits(eliminationsVersion: version, tableauGeneration: generation)
      : readPlan.fits(variables, eliminationsVersion: version, tableauGeneration: generation)
    if !fits {
      readPlan = EvaluationPlan(
        for: variables, eliminations: eliminations, tableau: tableau,
        tableauGeneration: generation)
    }
    planMatchesLastRead = true
    tableau.evaluate(readPlan, into: &values, scratch: &readScratch)
  }

  /// Whether two arrays share their storage (and so, while one is held, their contents).
  static func sameStorage(_ a: [Variable], _ b: [Variable]) -> Bool {
    a.count == b.count
      && a.withUnsafeBufferPointer { x in
        b.withUnsafeBufferPointer { y in x.baseAddress == y.baseAddress }
      }
  }

  /// The tableau value of an undefined variable, by id.
  func baseValue(_ id: Int) -> Double {
    guard let index = tableau.variableIndex[id] else { return 0 }
    return tableau.value(ofSymbol: tableau.variableSymbols[index])
  }

  public func solution() -> Solution {
    var result = tableau.solution()
    for id in eliminations.mentionedLeafIDs where result.values[id] == nil {
      result.values[id] = baseValue(id)
    }
    for (id, value) in eliminations.values(of: eliminations.definedIDs, base: baseValue) {
      result.values[id] = value
    }
    for node in eliminations.variables.indices where eliminations.isStandIn[node] {
      result.values[eliminations.variables[node].id] = nil
    }
    return result
  }

  public func reset() {
    tableau.reset()
    eliminations = Eliminations()
    originals = IDTable()
    nextOrder = 0
    seenVariables = []
    isSeen = []
    readPlan = EvaluationPlan()
    lastReadList = []
    planMatchesLastRead = false
    standIns = IDTable()
    twins = Twins()
    expandedResidualFloor = 0
    definesVariables = true
    provenConflict = nil
  }

  /// A readable dump: the eliminated definitions, then the tableau — the objective levels
  /// (highest first, reduced costs only), each row as `basic = constant + coefficient·symbol …`
  /// in symbol order, the infeasible rows, and the edit variables with their suggestions.
  /// Symbols print as the variable name for externals and `s`, `e`, `d` plus the symbol id for
  /// slacks, errors and dummies.
  public func dump() -> String {
    var text = ""
    if !eliminations.isEmpty {
      text += "Eliminated:\n"
      for definition in eliminations.definitionsInOrder {
        text += "  \(definition.variable) := \(definition.expression)\n"
      }
    }
    return text + tableau.dump()
  }

  /// Checks the tableau's invariants and returns a description of each one broken (empty
  /// when all hold). Tests call it after every step; it is too slow for production paths.
  public func invariantViolations() -> [String] {
    tableau.invariantViolations()
  }
}
