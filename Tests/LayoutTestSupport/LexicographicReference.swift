import LayoutCore

/// An independent reference for the lexicographic optimum of a constraint set.
///
/// Each priority level is solved in turn with ``DenseLinearProgram``, from the highest down;
/// a level's optimal total error is then fixed as a bound for the levels below. The result is
/// the total error per level, which every correct backend must match even when the values
/// themselves are not unique.
public struct LexicographicReference {
  /// The outcome: nil when the required constraints cannot hold.
  public struct Result {
    /// Total error per non-required priority level, highest priority first.
    public var levelErrors: [(priority: Priority, error: Double)]
    /// One optimal value per variable, by variable id.
    public var values: [Int: Double]
  }

  /// Solves `constraints` (edit suggestions included as ordinary non-required equalities).
  ///
  /// Each level's optimum is fixed with a slack of 1e-9 of it for the levels below, and
  /// those can buy a lower total with it where a coefficient makes a unit above worth
  /// thousands below. With `bounds` (a total per priority value, such as a backend's), a
  /// level is fixed at no more than its bound plus 1e-12 of it, which leaves the levels below
  /// only what that bound allows.
  public static func solve(_ constraints: [Constraint], bounds: [Double: Double] = [:]) -> Result? {
    var variableIDs: [Int] = []
    var columnOf: [Int: Int] = [:]
    for c in constraints {
      for t in c.expression.terms where columnOf[t.variable.id] == nil {
        columnOf[t.variable.id] = variableIDs.count
        variableIDs.append(t.variable.id)
      }
    }
    let nv = variableIDs.count
    // Columns: x+ and x- per variable, then per constraint a slack and/or two error columns.
    var columnCount = 2 * nv
    var rows: [[Int: Double]] = []
    var rhs: [Double] = []
    var errorColumns: [Double: [Int]] = [:]
    for c in constraints {
      var row: [Int: Double] = [:]
      for t in c.expression.terms {
        let j = columnOf[t.variable.id]!
        row[2 * j, default: 0] += t.coefficient
        row[2 * j + 1, default: 0] -= t.coefficient
      }
      switch c.relation {
      case .equal: break
      case .lessThanOrEqual:
        row[columnCount] = 1
        columnCount += 1
      case .greaterThanOrEqual:
        row[columnCount] = -1
        columnCount += 1
      }
      if !c.priority.isRequired {
        // expression + slack - plus + minus = 0; error = plus + minus.
        row[columnCount] = -1
        row[columnCount + 1] = 1
        errorColumns[c.priority.value, default: []] += [columnCount, columnCount + 1]
        columnCount += 2
      }
      rows.append(row)
      rhs.append(-c.expression.constant)
    }
    var fixedRows = rows
    var fixedRHS = rhs
    var levelErrors: [(Priority, Double)] = []
    var lastValues: [Double] = []
    let priorities = errorColumns.keys.sorted(by: >)
    func program(_ cost: [Int: Double], extraColumns: Int) -> DenseLinearProgram {
      let n = columnCount + extraColumns
      let a = fixedRows.map { r in (0..<n).map { r[$0] ?? 0 } }
      let c = (0..<n).map { cost[$0] ?? 0 }
      return DenseLinearProgram(a: a, b: fixedRHS, c: c)
    }
    // Feasibility of the required part (and values when there are no levels).
    guard case .optimal(_, let initial) = program([:], extraColumns: 0).solve() else { return nil }
    lastValues = initial
    for p in priorities {
      var cost: [Int: Double] = [:]
      for j in errorColumns[p]! { cost[j] = 1 }
      guard case .optimal(let objective, let values) = program(cost, extraColumns: 0).solve() else {
        return nil
      }
      lastValues = values
      let priority =
        p == Priority.strong.value
        ? Priority.strong : p == Priority.weak.value ? Priority.weak : try! Priority(p)
      levelErrors.append((priority, objective))
      // Fix this level: Σ errors + slack = objective (+ tolerance).
      var bound: [Int: Double] = [:]
      for j in errorColumns[p]! { bound[j] = 1 }
      bound[columnCount] = 1
      columnCount += 1
      fixedRows.append(bound)
      let bounded = bounds[p].map { $0 + 1e-12 * max(1, abs($0)) } ?? .infinity
      fixedRHS.append(min(objective + 1e-9 * max(1, abs(objective)), bounded))
    }
    var values: [Int: Double] = [:]
    for (j, id) in variableIDs.enumerated() {
      values[id] = lastValues[2 * j] - lastValues[2 * j + 1]
    }
    return Result(levelErrors: levelErrors, values: values)
  }

  /// Total error per level for given values, in the same order as the reference reports.
  public static func levelErrors(
    of constraints: [Constraint], values: (Variable) -> Double
  ) -> [(priority: Priority, error: Double)] {
    var sums: [Double: Double] = [:]
    for c in constraints where !c.priority.isRequired {
      sums[c.priority.value, default: 0] += c.violation(values)
    }
    return sums.keys.sorted(by: >).map { p in
      (
        p == Priority.strong.value
          ? Priority.strong : p == Priority.weak.value ? Priority.weak : try! Priority(p), sums[p]!
      )
    }
  }
}
