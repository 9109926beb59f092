import LayoutCore
import LayoutTestSupport

/// Turns a seeded ``RandomProblem`` into a script that exercises more than one solve: the
/// constraints go in one by one or in batches, an extra required constraint may conflict, an
/// edit variable takes a few suggestions, and some constraints are removed again, with the
/// optima compared after each phase.
public enum RandomScenario {
  /// The script for one seed; the same seed always gives the same script.
  public static func make(seed: UInt64) -> SolverScript {
    var rng = SeededGenerator(seed: seed)
    let problem = RandomProblem.make(using: &rng)
    let variables = problem.variables
    var operations: [SolverOperation] = []
    var pending = problem.constraints[...]
    while !pending.isEmpty {
      let size = Int.random(in: 1...3, using: &rng)
      let chunk = Array(pending.prefix(size))
      pending = pending.dropFirst(chunk.count)
      if chunk.count > 1 && Bool.random(using: &rng) {
        operations.append(.addBatch(chunk))
      } else {
        operations += chunk.map { .add($0) }
      }
    }
    operations.append(.read)
    if Bool.random(using: &rng) {
      // A required constraint with a random constant: feasible or not, and when not, both
      // backends must name a minimal conflicting set.
      let variable = variables.randomElement(using: &rng)!
      let other = variables.randomElement(using: &rng)!
      let terms = [Term(variable, 1), Term(other, Double(Int.random(in: -2...2, using: &rng)))]
      let constant = Double(Int.random(in: -30...30, using: &rng))
      let relation = Relation.allCases.randomElement(using: &rng)!
      operations.append(.add(Constraint(Expression(terms, constant: constant), relation)))
      operations.append(.read)
    }
    let edited = variables.randomElement(using: &rng)!
    let editPriorities: [Priority] = [.strong, 999.5, 999, 750, 250, .weak]
    operations.append(.addEditVariable(edited, editPriorities.randomElement(using: &rng)!))
    for _ in 0..<Int.random(in: 1...3, using: &rng) {
      operations.append(.suggestValue(Double(Int.random(in: -60...60, using: &rng)), edited))
      operations.append(.read)
    }
    for constraint in problem.constraints.shuffled(using: &rng).prefix(
      Int.random(in: 0...2, using: &rng))
    {
      operations.append(.remove(constraint))
    }
    if Bool.random(using: &rng) { operations.append(.removeEditVariable(edited)) }
    return SolverScript(variables: variables, operations: operations)
  }
}
