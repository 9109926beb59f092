/// A constraint solver with Auto Layout's exact priority semantics.
///
/// The problem is a set of linear constraints, each with a priority in 1...1000. Required
/// constraints (1000) must hold. The others are satisfied lexicographically by priority: the
/// total error at a higher priority is minimised before any lower priority is looked at, and
/// within one priority the sum of absolute errors is minimised (the error of an inequality is
/// its violation). Edit variables are weighted `variable == suggested value` constraints whose
/// value can be changed cheaply.
///
/// Conforming backends must give the same optimum for the same calls; when the optimum is
/// unique they give the same values, and ``ambiguousVariables()`` names the variables whose
/// value is not unique.
public protocol LayoutSolver: AnyObject {
  /// A short name for the backend (`cassowary`, `dense`).
  var backendName: String { get }

  /// Adds a constraint.
  ///
  /// - Throws: ``LayoutError/duplicateConstraint(_:)``, ``LayoutError/nonFinite(_:)``,
  ///   ``LayoutError/tooManyPriorities(_:)`` (one distinct priority past
  ///   ``PriorityLevels/maximumInSolver``), or
  ///   ``LayoutError/unsatisfiable(constraint:conflicting:)`` with a minimal conflicting set.
  ///   On error, the solver is unchanged.
  func add(_ constraint: Constraint) throws(LayoutError)

  /// Adds several constraints atomically: all of them, or (on error) none.
  func add(_ constraints: [Constraint]) throws(LayoutError)

  /// Removes a constraint; the state is then as if it had never been added.
  ///
  /// - Throws: ``LayoutError/unknownConstraint(_:)``.
  func remove(_ constraint: Constraint) throws(LayoutError)

  /// Whether the constraint is in the solver.
  func contains(_ constraint: Constraint) -> Bool

  /// Gives constraints in the solver new constants, with the result of removing each and
  /// adding it again with its new constant (``Constraint/withConstant(_:)``, the same id),
  /// but re-optimising once: a layout pass that re-measures text changes many size
  /// constants at once, and a non-required constant is a shift of the tableau's right-hand
  /// side that the dual simplex absorbs without rebuilding rows.
  ///
  /// - Throws: ``LayoutError/unknownConstraint(_:)``, ``LayoutError/nonFinite(_:)``, or for a
  ///   required constraint ``LayoutError/unsatisfiable(constraint:conflicting:)``. On error
  ///   the solver is unchanged.
  func updateConstants(_ updates: [(constraint: Constraint, constant: Double)]) throws(LayoutError)

  /// Makes `variable` an edit variable with the given (non-required) priority. Its
  /// suggested value starts as its current value.
  ///
  /// - Throws: ``LayoutError/duplicateEditVariable(_:)``,
  ///   ``LayoutError/requiredEditVariable(_:)``, ``LayoutError/tooManyPriorities(_:)``.
  func addEditVariable(_ variable: Variable, priority: Priority) throws(LayoutError)

  /// Stops editing `variable`.
  ///
  /// - Throws: ``LayoutError/unknownEditVariable(_:)``.
  func removeEditVariable(_ variable: Variable) throws(LayoutError)

  /// Whether `variable` is an edit variable.
  func hasEditVariable(_ variable: Variable) -> Bool

  /// Suggests a value for an edit variable and re-solves.
  ///
  /// - Throws: ``LayoutError/unknownEditVariable(_:)``, ``LayoutError/nonFinite(_:)``.
  func suggestValue(_ value: Double, for variable: Variable) throws(LayoutError)

  /// The current value of a variable (0 for one the solver does not know).
  func value(of variable: Variable) -> Double

  /// Writes the values of `variables` into `values` (resized to match), as kiwi's
  /// `updateVariables` does for its variables; backends may cache the lookups for a list that
  /// is read repeatedly.
  func values(of variables: [Variable], into values: inout [Double])

  /// The values of every variable the solver knows.
  func solution() -> Solution

  /// Variables whose value differs between optimal solutions, among those the solver knows,
  /// in the order the solver first saw them.
  func ambiguousVariables() -> [Variable]

  /// Removes every constraint and edit variable.
  func reset()

  /// A readable description of the solver's internal state, for debugging.
  func dump() -> String

  /// Work counters.
  var statistics: SolverStatistics { get }
}

extension LayoutSolver {
  /// Reads each value with ``value(of:)``.
  public func values(of variables: [Variable], into values: inout [Double]) {
    values = variables.map { value(of: $0) }
  }

  /// Removes each constraint and adds it again with its new constant, in order; when one
  /// fails, puts back the old constants of those already changed before rethrowing, so the
  /// call is atomic. Backends without a cheaper way use it, and the others for what their
  /// cheaper way does not cover (a required constraint can conflict).
  public func updateConstants(_ updates: [(constraint: Constraint, constant: Double)])
    throws(LayoutError)
  {
    try replaceConstants(updates)
  }

  /// ``updateConstants(_:)`` by removing and adding each constraint.
  public func replaceConstants(_ updates: [(constraint: Constraint, constant: Double)])
    throws(LayoutError)
  {
    var done: [Constraint] = []
    do throws(LayoutError) {
      for (constraint, constant) in updates {
        guard contains(constraint) else { throw .unknownConstraint(constraint) }
        let updated = constraint.withConstant(constant)
        try NumericRange.validate(updated)
        try remove(constraint)
        do {
          try add(updated)
        } catch {
          try? add(constraint)
          throw error
        }
        done.append(constraint)
      }
    } catch {
      for old in done.reversed() {
        try? remove(old)
        try? add(old)
      }
      throw error
    }
  }

  /// Adds constraints one by one and, when one fails, removes the ones already added before
  /// rethrowing, so the call is atomic.
  public func add(_ constraints: [Constraint]) throws(LayoutError) {
    var added: [Constraint] = []
    added.reserveCapacity(constraints.count)
    do {
      for constraint in constraints {
        try add(constraint)
        added.append(constraint)
      }
    } catch {
      for constraint in added.reversed() {
        try? remove(constraint)
      }
      throw error
    }
  }
}
