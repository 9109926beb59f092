import LayoutCore
import LayoutTestSupport
import Testing

/// Every solver case, run against every backend: the same calls must give the same answers.
@Suite struct ConformanceTests {
  @Test(arguments: Backend.all) func equalitiesAndInequalities(_ backend: Backend) throws {
    let solver = backend.make()
    let x = Variable("x")
    let y = Variable("y")
    try solver.add(x + y == 100)
    try solver.add(x >= 30)
    try solver.add(Constraint(x.expression - 10, .equal, priority: 500))
    #expect(solver.value(of: x) == 30)
    #expect(solver.value(of: y) == 70)
  }

  @Test(arguments: Backend.all) func unsatisfiableNamesAMinimalSet(_ backend: Backend) throws {
    let solver = backend.make()
    let x = Variable("x")
    let y = Variable("y")
    let unrelated = y >= 3
    let low = x >= 10
    let link = y == x + 2
    try solver.add([unrelated, low, link])
    let high = y <= 8
    #expect(throws: LayoutError.unsatisfiable(constraint: high, conflicting: [low, link])) {
      try solver.add(high)
    }
    #expect(!solver.contains(high))
    #expect(solver.value(of: y) == 12)
  }

  @Test(arguments: Backend.all) func batchAddIsAtomic(_ backend: Backend) throws {
    let solver = backend.make()
    let x = Variable("x")
    let first = x == 5
    let second = x == 6
    #expect(throws: LayoutError.self) { try solver.add([first, second]) }
    #expect(!solver.contains(first))
    #expect(!solver.contains(second))
    try solver.add(first)
    #expect(solver.value(of: x) == 5)
  }

  @Test(arguments: Backend.all) func duplicateUnknownAndNonFinite(_ backend: Backend) throws {
    let solver = backend.make()
    let x = Variable("x")
    let c = x == 1
    try solver.add(c)
    #expect(throws: LayoutError.duplicateConstraint(c)) { try solver.add(c) }
    let other = x >= 0
    #expect(throws: LayoutError.unknownConstraint(other)) { try solver.remove(other) }
    #expect(throws: LayoutError.self) { try solver.add(x == Double.nan) }
    #expect(solver.value(of: x) == 1)
  }

  @Test(arguments: Backend.all) func editVariables(_ backend: Backend) throws {
    let solver = backend.make()
    let left = Variable("left")
    let width = Variable("width")
    let right = Variable("right")
    try solver.add(right == left + width)
    try solver.add(left >= 0)
    try solver.add(width >= 10)
    try solver.addEditVariable(right, priority: .strong)
    #expect(throws: LayoutError.duplicateEditVariable(right)) {
      try solver.addEditVariable(right, priority: .strong)
    }
    #expect(throws: LayoutError.requiredEditVariable(left)) {
      try solver.addEditVariable(left, priority: .required)
    }
    try solver.add(Constraint(width.expression - 50, .equal, priority: .medium))
    try solver.suggestValue(100, for: right)
    #expect(solver.value(of: left) == 50)
    try solver.suggestValue(30, for: right)
    #expect(solver.value(of: width) == 30)
    #expect(solver.value(of: left) == 0)
    try solver.suggestValue(5, for: right)
    #expect(solver.value(of: right) == 10)
    try solver.removeEditVariable(right)
    #expect(!solver.hasEditVariable(right))
    #expect(throws: LayoutError.unknownEditVariable(right)) {
      try solver.suggestValue(1, for: right)
    }
  }

  @Test(arguments: Backend.all) func lexicographicPriorities(_ backend: Backend) throws {
    let solver = backend.make()
    let x = Variable("x")
    var many: [Constraint] = []
    for _ in 0..<300 { many.append(Constraint(x.expression, .equal, priority: 750)) }
    try solver.add(many)
    try solver.add(Constraint(x.expression - 100, .equal, priority: 751))
    #expect(solver.value(of: x) == 100)
    try solver.add(Constraint(x.expression - 7, .equal, priority: 999.5))
    try solver.add(Constraint(x.expression - 9, .equal, priority: 999))
    #expect(solver.value(of: x) == 7)
  }

  @Test(arguments: Backend.all) func removeRestores(_ backend: Backend) throws {
    let solver = backend.make()
    let x = Variable("x")
    try solver.add(Constraint(x.expression, .equal, priority: .weak))
    let c = x >= 100
    for _ in 0..<3 {
      try solver.add(c)
      #expect(solver.value(of: x) == 100)
      try solver.remove(c)
      #expect(solver.value(of: x) == 0)
    }
  }

  @Test(arguments: Backend.all) func ambiguity(_ backend: Backend) throws {
    let solver = backend.make()
    let left = Variable("left")
    let width = Variable("width")
    let right = Variable("right")
    try solver.add(right == left + width)
    try solver.add(right == 100)
    #expect(solver.ambiguousVariables() == [left, width])
    try solver.add(width == 40)
    #expect(solver.ambiguousVariables().isEmpty)
  }

  /// A degenerate vertex where no single non-basic symbol can move but the optimum is not
  /// unique: every variable here has a range of optimal values.
  @Test(arguments: Backend.all) func ambiguityAtADegenerateVertex(_ backend: Backend) throws {
    let solver = backend.make()
    let x0 = Variable("x0")
    let x4 = Variable("x4")
    let x1 = Variable("x1")
    try solver.add(3 * x0 + 14 <= 0)
    try solver.add(3 * x0 - 3 * x4 + 14 >= 0)
    try solver.add((3 * x1 - 3 * x4 - 13 >= 0).withPriority(999))
    #expect(solver.ambiguousVariables() == [x0, x4, x1])
    try solver.add(x0 == -10)
    try solver.add(x4 == -6)
    try solver.add((x1 == 0).withPriority(10))
    #expect(solver.ambiguousVariables().isEmpty)
  }

  @Test(arguments: Backend.all) func randomProblemsMatchTheReference(_ backend: Backend) throws {
    let seed: UInt64 = 0xC0FF_EE00
    print("ConformanceTests.randomProblemsMatchTheReference[\(backend.name)] seed \(seed)")
    var rng = SeededGenerator(seed: seed)
    for round in 0..<200 {
      let problem = RandomProblem.make(using: &rng)
      let solver = backend.make()
      try solver.add(problem.constraints)
      let reference = try #require(LexicographicReference.solve(problem.constraints))
      let ours = LexicographicReference.levelErrors(of: problem.constraints) {
        solver.value(of: $0)
      }
      for (mine, theirs) in zip(ours, reference.levelErrors) {
        #expect(
          abs(mine.error - theirs.error) <= 1e-6 * max(1, abs(theirs.error)),
          "round \(round)\n\(problem)")
      }
    }
  }
}
