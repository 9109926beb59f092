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
    // Sides of one variable (most of a layout's: sizes, `w >= 0`) are that variable scaled to
    // coefficient 1, so they are keyed by its id alone, without building and hashing a side.
    var single: [Int: Bounds] = [:]
    single.reserveCapacity(constraints.count)
    var later: [Side: Bounds] = [:]
    var implied = [Bool](repeating: false, count: constraints.count)
    let alone = withoutPartners(constraints)
    for index in constraints.indices.reversed() {
      let constraint = constraints[index]
      if let (variable, relation, value) = normalizedSingle(constraint) {
        implied[index] = single[variable, default: Bounds()].note(relation, value)
      } else if alone[index] {
        // No other constraint has its variables: it neither implies nor is implied.
        continue
      } else if let (side, relation, value) = normalized(constraint) {
        // Repeated variables can leave one (`x + y - y`): keyed as a single side is.
        if side.variables.count == 1 {
          implied[index] = single[side.variables[0], default: Bounds()].note(relation, value)
        } else {
          implied[index] = later[side, default: Bounds()].note(relation, value)
        }
      }
    }
    return implied
  }

  /// Whether each constraint of two or more variables (once reduced) is the only one over its
  /// set of variables, told by a key of that set (count, sum, xor and
  /// smallest id) that no other constraint shares: such a side needs no ``Side`` built and
  /// hashed, which a chain's links (one side each) would otherwise cost per conflict.
  static func withoutPartners(_ constraints: [Constraint]) -> [Bool] {
    var keyed: [(key: SIMD4<Int>, index: Int)] = []
    keyed.reserveCapacity(constraints.count)
    for (index, constraint) in constraints.enumerated() {
      var expression = constraint.expression
      guard expression.terms.count >= 2 else { continue }
      // Keyed as reduced, so `x + y + z - z` shares the key of `x + y`.
      if !expression.isReduced { expression = expression.reduced() }
      let terms = expression.terms
      guard terms.count >= 2 else { continue }
      var sum = 0
      var xor = 0
      var smallest = Int.max
      for term in terms {
        sum &+= term.variable.id
        xor ^= term.variable.id
        smallest = min(smallest, term.variable.id)
      }
      keyed.append((SIMD4(terms.count, sum, xor, smallest), index))
    }
    keyed.sort { lhs, rhs in
      for lane in 0..<4 where lhs.key[lane] != rhs.key[lane] {
        return lhs.key[lane] < rhs.key[lane]
      }
      return false
    }
    var alone = [Bool](repeating: false, count: constraints.count)
    for position in keyed.indices {
      let key = keyed[position].key
      let shared =
        (position > 0 && keyed[position - 1].key == key)
        || (position + 1 < keyed.count && keyed[position + 1].key == key)
      alone[keyed[position].index] = !shared
    }
    return alone
  }

  /// What the later constraints of one left side allow: `u >= lower`, `u <= upper`, and
  /// the values `u == value` of their equalities.
  struct Bounds {
    var lower = -Double.infinity
    var upper = Double.infinity
    /// The first equality's value, and those of later equalities that differ from it (a set
    /// made only when one does).
    var value: Double?
    var otherValues: Set<Double> = []

    /// Adds `u relation value`, returning whether the bounds already implied it.
    mutating func note(_ relation: Relation, _ value: Double) -> Bool {
      switch relation {
      case .equal:
        let implied = self.value == value || otherValues.contains(value)
        if self.value == nil {
          self.value = value
        } else if !implied {
          otherValues.insert(value)
        }
        lower = max(lower, value)
        upper = min(upper, value)
        return implied
      case .greaterThanOrEqual:
        let implied = lower >= value
        lower = max(lower, value)
        return implied
      case .lessThanOrEqual:
        let implied = upper <= value
        upper = min(upper, value)
        return implied
      }
    }
  }

  /// A left side scaled so its first coefficient (by variable id) is 1.
  struct Side: Hashable {
    var variables: [Int]
    var coefficients: [Double]
  }

  /// The constraint as `variable relation value` when its expression has exactly one term,
  /// whose coefficient is not zero; nil otherwise (``normalized(_:)`` then decides).
  static func normalizedSingle(_ constraint: Constraint) -> (Int, Relation, Double)? {
    let expression = constraint.expression
    guard expression.terms.count == 1 else { return nil }
    let term = expression.terms[0]
    let first = term.coefficient
    guard first != 0, expression.isFinite else { return nil }
    return (
      term.variable.id, oriented(constraint.relation, by: first), -expression.constant / first
    )
  }

  /// The constraint as `side relation value`; nil for one without variables.
  static func normalized(_ constraint: Constraint) -> (Side, Relation, Double)? {
    let expression =
      constraint.expression.isReduced ? constraint.expression : constraint.expression.reduced()
    let terms = expression.terms.sorted { $0.variable.id < $1.variable.id }
    guard let first = terms.first?.coefficient, expression.isFinite else { return nil }
    let side = Side(
      variables: terms.map(\.variable.id), coefficients: terms.map { $0.coefficient / first })
    return (side, oriented(constraint.relation, by: first), -expression.constant / first)
  }

  /// The relation once both sides are divided by `factor`.
  static func oriented(_ relation: Relation, by factor: Double) -> Relation {
    guard factor < 0 else { return relation }
    switch relation {
    case .equal: return .equal
    case .greaterThanOrEqual: return .lessThanOrEqual
    case .lessThanOrEqual: return .greaterThanOrEqual
    }
  }
}
