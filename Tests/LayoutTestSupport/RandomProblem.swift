import LayoutCore

/// A random constraint problem whose required part is feasible by construction.
public struct RandomProblem: CustomStringConvertible {
  public var variables: [Variable]
  public var constraints: [Constraint]

  /// Generates a problem: required equalities and inequalities that hold at a hidden random
  /// point, plus non-required constraints at a few priority levels that may fight each other.
  /// Coefficients and constants are small integers, which keeps the reference LP exact enough.
  public static func make(
    using rng: inout SeededGenerator, variableCount: ClosedRange<Int> = 2...6,
    requiredCount: ClosedRange<Int> = 0...5, optionalCount: ClosedRange<Int> = 1...8,
    priorities: [Priority] = [1, 250, 251, 500, 750, 999, 999.5, .strong, .weak]
  ) -> RandomProblem {
    let n = Int.random(in: variableCount, using: &rng)
    let variables = (0..<n).map { Variable("x\($0)") }
    let point = variables.map { _ in Double(Int.random(in: -20...20, using: &rng)) }
    var constraints: [Constraint] = []
    func randomExpression() -> (Expression, Double) {
      var terms: [Term] = []
      for (i, v) in variables.enumerated()
      where Int.random(in: 0..<3, using: &rng) == 0 || terms.isEmpty && i == n - 1 {
        let c = Double(Int.random(in: -3...3, using: &rng))
        if c != 0 { terms.append(Term(v, c)) }
      }
      if terms.isEmpty { terms.append(Term(variables[Int.random(in: 0..<n, using: &rng)], 1)) }
      let atPoint = terms.reduce(0.0) {
        $0 + $1.coefficient * point[variables.firstIndex(of: $1.variable)!]
      }
      return (Expression(terms), atPoint)
    }
    for _ in 0..<Int.random(in: requiredCount, using: &rng) {
      let (e, atPoint) = randomExpression()
      let relation = Relation.allCases.randomElement(using: &rng)!
      let margin = Double(Int.random(in: 0...10, using: &rng))
      let constant: Double
      switch relation {
      case .equal: constant = -atPoint
      case .lessThanOrEqual: constant = -atPoint - margin
      case .greaterThanOrEqual: constant = -atPoint + margin
      }
      constraints.append(Constraint(Expression(e.terms, constant: constant), relation))
    }
    for _ in 0..<Int.random(in: optionalCount, using: &rng) {
      let (e, _) = randomExpression()
      let relation = Relation.allCases.randomElement(using: &rng)!
      let constant = Double(Int.random(in: -50...50, using: &rng))
      let priority = priorities.randomElement(using: &rng)!
      constraints.append(
        Constraint(Expression(e.terms, constant: constant), relation, priority: priority))
    }
    // Every variable gets a weak anchor so the optimum is bounded and usually unique.
    return RandomProblem(variables: variables, constraints: constraints)
  }

  public var description: String {
    constraints.map { "  \($0)" }.joined(separator: "\n")
  }
}
