import LayoutCore

/// A pure-Swift incremental Cassowary solver with exact, lexicographic Auto Layout priorities.
///
/// The tableau keeps one row per basic symbol and, for every symbol, the rows it appears in,
/// so a pivot, a new constraint or a suggested value touches only the rows that hold the
/// symbols involved instead of rescanning the whole tableau. The objective is one row per
/// priority level; the simplex compares reduced costs level by level, highest first, so no
/// amount of error at a lower priority is ever traded for error at a higher one.
///
/// Every call leaves the tableau optimal, so reading values never solves.
public final class CassowarySolver: LayoutSolver {
  var tableau: Tableau

  /// Makes an empty solver.
  public init() {
    tableau = Tableau(analysesConflicts: true)
  }

  init(analysesConflicts: Bool) {
    tableau = Tableau(analysesConflicts: analysesConflicts)
  }

  public var backendName: String { "cassowary" }

  public var statistics: SolverStatistics { tableau.statistics }

  /// Adds a constraint and re-optimises.
  ///
  /// - Complexity: proportional to the rows that hold the symbols of the new row, plus the
  ///   pivots needed to restore optimality.
  /// - Throws: ``LayoutError/duplicateConstraint(_:)``, ``LayoutError/nonFinite(_:)``,
  ///   ``LayoutError/unsatisfiable(constraint:conflicting:)``. On error the solver is unchanged.
  public func add(_ constraint: Constraint) throws(LayoutError) {
    try tableau.add(constraint)
  }

  /// Removes a constraint and re-optimises; the result is as if it had never been added.
  ///
  /// - Throws: ``LayoutError/unknownConstraint(_:)``.
  public func remove(_ constraint: Constraint) throws(LayoutError) {
    try tableau.remove(constraint)
  }

  public func contains(_ constraint: Constraint) -> Bool {
    tableau.records[constraint.id] != nil
  }

  /// Makes `variable` an edit variable: a `variable == suggestion` constraint at `priority`,
  /// whose suggestion starts at 0 (as in kiwi).
  ///
  /// - Throws: ``LayoutError/duplicateEditVariable(_:)``, ``LayoutError/requiredEditVariable(_:)``.
  public func addEditVariable(_ variable: Variable, priority: Priority) throws(LayoutError) {
    try tableau.addEditVariable(variable, priority: priority)
  }

  /// Stops editing `variable` and removes its suggestion constraint.
  ///
  /// - Throws: ``LayoutError/unknownEditVariable(_:)``.
  public func removeEditVariable(_ variable: Variable) throws(LayoutError) {
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
  }

  public func value(of variable: Variable) -> Double {
    tableau.value(of: variable)
  }

  /// Writes the values of `variables` into `values`; reading the same list again skips the
  /// id lookups.
  public func values(of variables: [Variable], into values: inout [Double]) {
    tableau.read(variables, into: &values)
  }

  public func solution() -> Solution {
    tableau.solution()
  }

  /// Variables whose value is not the same in every optimal solution.
  ///
  /// A non-basic, non-dummy symbol whose reduced cost is zero at every level can move without
  /// changing the objective; if some direction of that move keeps every restricted basic
  /// symbol non-negative, the symbol and every external variable whose row mentions it take
  /// other values in another optimal solution. Moves that need two symbols at once in a
  /// degenerate vertex are not explored.
  ///
  /// - Complexity: O(non-zeros in the tableau).
  public func ambiguousVariables() -> [Variable] {
    tableau.ambiguousVariables()
  }

  /// Another optimal solution in which `variable` has a different value, or nil when the
  /// solver finds none. The step is the largest that keeps every restricted symbol
  /// non-negative, capped at `maximumStep`.
  public func alternativeSolution(moving variable: Variable, maximumStep: Double = 100) -> Solution? {
    tableau.alternativeSolution(moving: variable, maximumStep: maximumStep)
  }

  public func reset() {
    tableau.reset()
  }

  /// A readable dump of the tableau: the objective levels (highest first, reduced costs only),
  /// each row as `basic = constant + coefficient·symbol …` in symbol order, the infeasible
  /// rows, and the edit variables with their suggestions. Symbols print as the variable name
  /// for externals and `s`, `e`, `d` plus the symbol id for slacks, errors and dummies.
  public func dump() -> String {
    tableau.dump()
  }

  /// Checks the tableau's invariants and returns a description of each one broken (empty
  /// when all hold). Tests call it after every step; it is too slow for production paths.
  public func invariantViolations() -> [String] {
    tableau.invariantViolations()
  }
}
