import LayoutCore

/// Per-priority-level totals of constraint error, the quantity every correct backend must
/// minimise identically even when the optimal values are not unique.
enum LevelErrors {
  /// The total error of the non-required constraints at each priority value.
  static func totals(of constraints: [Constraint], values: [Int: Double]) -> [Double: Double] {
    var sums: [Double: Double] = [:]
    for constraint in constraints where !constraint.priority.isRequired {
      sums[constraint.priority.value, default: 0] += constraint.violation { values[$0.id] ?? 0 }
    }
    return sums
  }

  /// The size of the numbers summed into each priority value's total error: for every
  /// non-required constraint at it, |constant| plus |coefficient · value| of each term.
  static func magnitudes(of constraints: [Constraint], values: [Int: Double]) -> [Double: Double] {
    var sums: [Double: Double] = [:]
    for constraint in constraints where !constraint.priority.isRequired {
      sums[constraint.priority.value, default: 0] += magnitude(of: constraint, values: values)
    }
    return sums
  }

  /// |constant| plus |coefficient · value| of each term of `constraint`.
  static func magnitude(of constraint: Constraint, values: [Int: Double]) -> Double {
    constraint.expression.terms.reduce(abs(constraint.expression.constant)) {
      $0 + abs($1.coefficient * (values[$1.variable.id] ?? 0))
    }
  }

  /// Whether two backends' totals at one priority agree: within 1e-6 of the totals (see
  /// ``agree(_:_:tolerance:)``), or within the rounding of the numbers summed into them,
  /// 1e-9 of `magnitude` (``magnitudes(of:values:)``, the larger of the two backends'), as a
  /// required constraint is held to a tolerance relative to its terms
  /// (``violatedRequired(in:values:)``, 1e-6). An incremental solver's pivots accumulate
  /// rounding relative to the numbers in its tableau: in large bulk scenario 20264962 the
  /// Cassowary total is 9.2e-5 where the dense one is 1e-9, out of terms summing to 1.9e6
  /// (a relative 5e-11) after pivots through coefficients near 7e4.
  static func agree(_ a: Double, _ b: Double, magnitude: Double) -> Bool {
    agree(a, b) || abs(a - b) <= 1e-9 * magnitude
  }

  /// The required constraints that `values` violate by more than a rounding tolerance
  /// relative to the size of the terms.
  static func violatedRequired(in constraints: [Constraint], values: [Int: Double]) -> [Constraint]
  {
    constraints.filter { constraint in
      guard constraint.priority.isRequired else { return false }
      let magnitude = magnitude(of: constraint, values: values)
      return constraint.violation { values[$0.id] ?? 0 } > 1e-6 * max(1, magnitude)
    }
  }

  /// Whether two totals agree within `tolerance` (1e-6 by default), relative to their size
  /// (absolute below 1).
  static func agree(_ a: Double, _ b: Double, tolerance: Double = 1e-6) -> Bool {
    abs(a - b) <= tolerance * max(1, abs(a), abs(b))
  }

  /// The tolerance against ``LexicographicReference``, which fixes each level's optimum with a
  /// 1e-9 relative slack: a level later can gain a few 1e-6 from that slack (more with large
  /// coefficients), so the reference catches gross errors while the backends are held to
  /// 1e-6 against each other.
  static let referenceTolerance = 1e-4
}
