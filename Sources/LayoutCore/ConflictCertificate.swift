/// A proof that some of the given constraints cannot all hold while every proper subset of
/// them can, and that no other subset of the given constraints is such a conflict: multipliers
/// (a Farkas certificate) that combine the rows into a contradiction, found when the rows
/// before the last are linearly independent.
///
/// Finding an irreducible conflicting set by deletion filtering solves the set once per member.
/// When the rows before the last are independent, all the rows have at most one linear
/// dependency, and every conflicting subset's certificate is that dependency: the rows it uses
/// are the only irreducible conflict among them, whatever order a filter would try them in.
/// Independence is shown by peeling: a variable that only one remaining row holds makes that
/// row independent of the others, and every row must go that way (a triangular order). Rows
/// that need real elimination (cycles among them) are not proven, and the caller falls back
/// to filtering.
///
/// - Complexity: O(terms of the constraints), expected (variables are hashed by id).
package struct ConflictCertificate {
  /// One multiplier per constraint, in the order given, zero for those outside the conflict
  /// (the last is always in it): the combined expressions `Σ multiplier · expression` lose
  /// their variables and leave a negative constant, the multipliers of `>=` rows are positive
  /// and those of `<=` rows negative.
  package let multipliers: [Double]

  /// The indices of the constraints in the conflict, in order; the last constraint's is last.
  package var members: [Int] { multipliers.indices.filter { multipliers[$0] != 0 } }

  /// Largest relative size of what remains of a variable once the rows are combined; past it
  /// the rows have no dependency.
  static let residualTolerance = 1e-9
  /// Largest relative size of a multiplier counted as zero: what the peeling's rounding can
  /// leave of a multiplier that exact arithmetic makes zero.
  static let zeroTolerance = 1e-11
  /// Smallest relative size of a multiplier counted as nonzero; between the two, nothing is
  /// proven.
  static let supportTolerance = 1e-7
  /// Smallest relative size of the contradiction: the combined constant against the sizes
  /// summed into it (stricter than the solvers' own feasibility tolerance, so a set proven
  /// here is one they call infeasible).
  static let gapTolerance = 1e-7
  /// Smallest relative size of a coefficient left by merging repeated variables of a row.
  static let cancellationTolerance = 1e-12

  /// Proves that `constraints` (each taken as required) cannot all hold, and finds the only
  /// subset of them that conflicts irreducibly; nil when that is not shown.
  package init?(_ constraints: [Constraint]) {
    self.init(constraints, rows: Array(constraints.indices))
  }

  /// ``init(_:)`` over `rows.map { constraints[$0] }`, read where they are: a conflict of a
  /// long chain has thousands of members, and copying a constraint retains its references.
  /// ``multipliers`` are indexed as `rows`.
  package init?(_ constraints: [Constraint], rows: [Int]) {
    guard let last = rows.indices.last else { return nil }
    // Rows scaled to a largest coefficient of 1, over columns numbered by first use.
    var columnOf = ColumnNumbering(constraints, rows: rows)
    var starts = [0]
    var columns: [Int] = []
    var coefficients: [Double] = []
    var constants: [Double] = []
    for row in rows {
      let expression = constraints[row].expression
      guard expression.isFinite else { return nil }
      // Most rows of a layout have no repeated variable and no zero coefficient.
      let reduced = expression.isReduced ? expression : expression.reduced()
      var scale = 0.0
      for term in expression.terms { scale = max(scale, abs(term.coefficient)) }
      for term in reduced.terms
      where abs(term.coefficient) <= Self.cancellationTolerance * scale {
        // A repeated variable that almost cancels: its true coefficient may be zero.
        return nil
      }
      if scale == 0 { scale = 1 }
      for term in reduced.terms {
        columns.append(columnOf.column(of: term.variable.id))
        coefficients.append(term.coefficient / scale)
      }
      starts.append(columns.count)
      constants.append(expression.constant / scale)
    }
    let columnCount = columnOf.count
    guard
      let order = Self.triangularOrder(
        rows: last, starts: starts, columns: columns, columnCount: columnCount)
    else { return nil }
    // The dependency with the last row's multiplier 1: each row in turn cancels its column,
    // which only the rows before it in `order` and the last row also hold.
    var multipliers = [Double](repeating: 0, count: rows.count)
    var residual = [Double](repeating: 0, count: columnCount)
    var magnitude = [Double](repeating: 0, count: columnCount)
    func combine(_ row: Int, _ multiplier: Double) {
      multipliers[row] = multiplier
      for index in starts[row]..<starts[row + 1] {
        let amount = multiplier * coefficients[index]
        residual[columns[index]] += amount
        magnitude[columns[index]] += abs(amount)
      }
    }
    combine(last, 1)
    for (row, pivot) in order {
      combine(row, -residual[columns[pivot]] / coefficients[pivot])
    }
    for column in 0..<columnCount
    where abs(residual[column]) > Self.residualTolerance * magnitude[column] {
      return nil
    }
    var largest = 0.0
    var gap = 0.0
    var summed = 0.0
    for row in multipliers.indices {
      largest = max(largest, abs(multipliers[row]))
      gap += multipliers[row] * constants[row]
      summed += abs(multipliers[row] * constants[row])
    }
    guard abs(gap) > Self.gapTolerance * (largest + summed) else { return nil }
    // Oriented so that the combination is a negative constant.
    let orientation = gap < 0 ? 1.0 : -1.0
    for row in multipliers.indices {
      let multiplier = orientation * multipliers[row]
      if abs(multiplier) <= Self.zeroTolerance * largest {
        multipliers[row] = 0
        continue
      }
      guard abs(multiplier) >= Self.supportTolerance * largest else { return nil }
      switch constraints[rows[row]].relation {
      case .equal: break
      case .greaterThanOrEqual: if multiplier < 0 { return nil }
      case .lessThanOrEqual: if multiplier > 0 { return nil }
      }
      // Back to the rows as given.
      var scale = 0.0
      for term in constraints[rows[row]].expression.terms {
        scale = max(scale, abs(term.coefficient))
      }
      multipliers[row] = multiplier / (scale == 0 ? 1 : scale)
    }
    // The last row's multiplier is 1 before scaling; others a trillion times larger leave
    // nothing proven.
    guard multipliers[last] != 0 else { return nil }
    self.multipliers = multipliers
  }

  /// The rows `0..<rows` in an order where each has a column (its pivot, an index into
  /// `columns`) that no later row holds; nil when the rows have no such order.
  static func triangularOrder(
    rows: Int, starts: [Int], columns: [Int], columnCount: Int
  ) -> [(row: Int, pivot: Int)]? {
    // Each column's entries among the rows, and how many of those rows are not yet peeled.
    var columnStarts = [Int](repeating: 0, count: columnCount + 1)
    for index in 0..<starts[rows] { columnStarts[columns[index] + 1] += 1 }
    for column in 0..<columnCount { columnStarts[column + 1] += columnStarts[column] }
    var remaining = (0..<columnCount).map { columnStarts[$0 + 1] - columnStarts[$0] }
    var entries = [Int](repeating: 0, count: starts[rows])
    var fill = columnStarts
    for row in 0..<rows {
      for index in starts[row]..<starts[row + 1] {
        entries[fill[columns[index]]] = index
        fill[columns[index]] += 1
      }
    }
    var rowOf = [Int](repeating: 0, count: starts[rows])
    for row in 0..<rows {
      for index in starts[row]..<starts[row + 1] { rowOf[index] = row }
    }
    var peeled = [Bool](repeating: false, count: rows)
    var ready = (0..<columnCount).filter { remaining[$0] == 1 }
    var order: [(row: Int, pivot: Int)] = []
    order.reserveCapacity(rows)
    while let column = ready.popLast() {
      guard remaining[column] == 1,
        let pivot = entries[columnStarts[column]..<columnStarts[column + 1]].first(where: {
          !peeled[rowOf[$0]]
        })
      else { continue }
      let row = rowOf[pivot]
      peeled[row] = true
      order.append((row, pivot))
      for index in starts[row]..<starts[row + 1] {
        remaining[columns[index]] -= 1
        if remaining[columns[index]] == 1 { ready.append(columns[index]) }
      }
    }
    guard order.count == rows else { return nil }
    return order
  }
}
