import LayoutCore
import LayoutTestSupport

/// A random problem rewritten to large magnitudes by transformations whose effect on the
/// optimum is known exactly, so the reference LP can solve the small, well-scaled original
/// (where its absolute tolerances are sound) and its answer can be mapped to the scaled one.
///
/// - every constant is multiplied by `constantScale`: values and errors scale by it;
/// - a variable `x` is replaced by `x' = x / k` (its coefficients multiplied by `k`): the
///   optimal face moves, the level errors do not;
/// - a required row is multiplied by any positive factor: nothing changes;
/// - all rows of one priority are multiplied by one factor: that level's error scales by it.
struct ScaledProblem {
  /// The scaled constraints, in the original's order.
  var constraints: [Constraint]
  /// Each level's error factor, by priority value (`constantScale` times the level factor).
  var errorScale: [Double: Double]

  /// Scales `original`, drawing per-variable, per-required-row and per-level factors from the
  /// given choices. Returns nil when some number would leave ``NumericRange``.
  static func make(
    _ original: RandomProblem, using rng: inout SeededGenerator, constantScale: Double,
    variableScales: [Double], rowScales: [Double], levelScales: [Double]
  ) -> ScaledProblem? {
    var variableScale: [Int: Double] = [:]
    for variable in original.variables {
      variableScale[variable.id] = variableScales.randomElement(using: &rng)!
    }
    var levelScale: [Double: Double] = [:]
    for constraint in original.constraints where !constraint.priority.isRequired {
      let value = constraint.priority.value
      if levelScale[value] == nil { levelScale[value] = levelScales.randomElement(using: &rng)! }
    }
    var constraints: [Constraint] = []
    for constraint in original.constraints {
      let row =
        constraint.priority.isRequired
        ? rowScales.randomElement(using: &rng)! : levelScale[constraint.priority.value]!
      let terms = constraint.expression.terms.map {
        Term($0.variable, $0.coefficient * variableScale[$0.variable.id]! * row)
      }
      let expression = Expression(
        terms, constant: constraint.expression.constant * constantScale * row)
      guard NumericRange.contains(expression.constant),
        terms.allSatisfy({ NumericRange.contains($0.coefficient) })
      else { return nil }
      constraints.append(Constraint(expression, constraint.relation, priority: constraint.priority))
    }
    return ScaledProblem(
      constraints: constraints, errorScale: levelScale.mapValues { $0 * constantScale })
  }
}
