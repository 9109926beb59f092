/// Which constraints of a list are implied by a single later one with the same left side up
/// to a factor (`w >= 0` before `w == 100`), which a deletion filter run in list order drops.
///
/// When the filter reaches such a constraint, the later one is still in the set, so the
/// feasible region does not change without it and the set still conflicts: it is dropped.
/// Knowing that without a solve lets a conflict be settled by a ``ConflictCertificate`` over
/// what remains, where the implied rows would make the rows dependent.
///
/// - Complexity: O(terms of the constraints), expected.
package enum ImpliedMembers {
  /// Whether each constraint is implied by a later one; the last constraint (the one being
  /// added, never dropped) is never implied but implies earlier ones.
  package static func flags(_ constraints: [Constraint]) -> [Bool] {
    /// What the later constraints of one left side allow: `u >= lower`, `u <= upper`, and
    /// the values `u == value` of their equalities.
    struct Bounds {
      var lower = -Double.infinity
      var upper = Double.infinity
      var values: Set<Double> = []
    }
    var later: [Side: Bounds] = [:]
    var implied = [Bool](repeating: false, count: constraints.count)
    for index in constraints.indices.reversed() {
      guard let (side, relation, value) = normalized(constraints[index]) else { continue }
      var bounds = later[side, default: Bounds()]
      switch relation {
      case .equal:
        implied[index] = bounds.values.contains(value)
        bounds.values.insert(value)
        bounds.lower = max(bounds.lower, value)
        bounds.upper = min(bounds.upper, value)
      case .greaterThanOrEqual:
        implied[index] = bounds.lower >= value
        bounds.lower = max(bounds.lower, value)
      case .lessThanOrEqual:
        implied[index] = bounds.upper <= value
        bounds.upper = min(bounds.upper, value)
      }
      later[side] = bounds
    }
    return implied
  }

  /// A left side scaled so its first coefficient (by variable id) is 1.
  struct Side: Hashable {
    var variables: [Int]
    var coefficients: [Double]
  }

  /// The constraint as `side relation value`; nil for one without variables.
  static func normalized(_ constraint: Constraint) -> (Side, Relation, Double)? {
    let expression = constraint.expression.reduced()
    let terms = expression.terms.sorted { $0.variable.id < $1.variable.id }
    guard let first = terms.first?.coefficient, expression.isFinite else { return nil }
    let side = Side(
      variables: terms.map(\.variable.id), coefficients: terms.map { $0.coefficient / first })
    var relation = constraint.relation
    if first < 0 {
      switch relation {
      case .equal: break
      case .greaterThanOrEqual: relation = .lessThanOrEqual
      case .lessThanOrEqual: relation = .greaterThanOrEqual
      }
    }
    return (side, relation, -expression.constant / first)
  }
}
