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

extension RandomScenario {
  /// How large the problems of ``makeBulk(seed:size:)`` are.
  public enum BulkSize: String, Sendable, CaseIterable {
    /// 3–8 variables, 8–14 required and 2–10 optional constraints (the default).
    case standard
    /// 10–30 variables, 15–60 required and 2–20 optional constraints.
    case large

    var variableCount: ClosedRange<Int> { self == .standard ? 3...8 : 10...30 }
    var requiredCount: ClosedRange<Int> { self == .standard ? 8...14 : 15...60 }
    var optionalCount: ClosedRange<Int> { self == .standard ? 2...10 : 2...20 }
  }

  /// The script for one seed of the bulk variant: a larger problem (at least eight required
  /// constraints, the dense backend's `solvingBatchSize`) added as one batch, so the
  /// dense backend checks it by solving the whole problem, then suggestions, removals,
  /// suggestions after the removals, the removed constraints added back as a batch, and maybe
  /// a batch of random required constraints that usually conflict.
  ///
  /// ``make(seed:)`` adds at most three constraints at a time and removes only at the end, so
  /// it never reaches the whole-problem check nor an edit after a structural change to a
  /// kernel that check built; these scripts do.
  public static func makeBulk(seed: UInt64, size: BulkSize = .standard) -> SolverScript {
    var rng = SeededGenerator(seed: seed)
    let problem = RandomProblem.make(
      using: &rng, variableCount: size.variableCount, requiredCount: size.requiredCount,
      optionalCount: size.optionalCount)
    let variables = problem.variables
    var operations: [SolverOperation] = [
      .addBatch(problem.constraints.shuffled(using: &rng)), .read,
    ]
    let edited = variables.randomElement(using: &rng)!
    let editPriorities: [Priority] = [.strong, 999.5, 999, 750, 250, .weak]
    operations.append(.addEditVariable(edited, editPriorities.randomElement(using: &rng)!))
    func suggestions(_ rng: inout SeededGenerator) {
      for _ in 0..<Int.random(in: 1...3, using: &rng) {
        operations.append(.suggestValue(Double(Int.random(in: -60...60, using: &rng)), edited))
        operations.append(.read)
      }
    }
    suggestions(&rng)
    let removed = Array(
      problem.constraints.shuffled(using: &rng).prefix(Int.random(in: 1...4, using: &rng)))
    for constraint in removed { operations.append(.remove(constraint)) }
    operations.append(.read)
    suggestions(&rng)
    if Bool.random(using: &rng) {
      // Eight or more required constraints at random constants: usually infeasible, so the
      // batch must be rejected whole, naming the first failing member and a minimal set.
      var batch: [Constraint] = []
      for _ in 0..<Int.random(in: 8...10, using: &rng) {
        let variable = variables.randomElement(using: &rng)!
        let other = variables.randomElement(using: &rng)!
        let terms = [
          Term(variable, 1), Term(other, Double(Int.random(in: -2...2, using: &rng))),
        ]
        let constant = Double(Int.random(in: -30...30, using: &rng))
        let relation = Relation.allCases.randomElement(using: &rng)!
        batch.append(Constraint(Expression(terms, constant: constant), relation))
      }
      operations.append(.addBatch(batch))
      operations.append(.read)
      suggestions(&rng)
    }
    operations.append(.addBatch(removed))
    operations.append(.read)
    suggestions(&rng)
    if Bool.random(using: &rng) {
      operations.append(.removeEditVariable(edited))
      operations.append(.read)
    }
    return SolverScript(variables: variables, operations: operations)
  }
}
