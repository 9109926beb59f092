import LayoutCore
import Testing

/// Past ``PriorityLevels/maximumInSolver`` distinct non-required priorities, both backends
/// refuse the constraint or edit variable that would bring one more, with a typed error and
/// nothing changed; priorities already in use, required constraints, and new values once one
/// has gone, still go in.
@Suite struct PriorityLimitTests {
  /// The priority of the `index`th of `count` distinct levels, spread over 1...999 as the
  /// hostile layout file spreads them.
  static func priority(_ index: Int, of count: Int) throws -> Priority {
    try Priority(1 + 998 * Double(index) / Double(count))
  }

  @Test(arguments: Backend.all)
  func theLevelPastTheLimitIsRefused(_ backend: Backend) throws {
    let solver = backend.make()
    let limit = PriorityLevels.maximumInSolver
    let count = limit + 1
    var constraints: [Constraint] = []
    // Bounds that all hold at x = 0: the levels do not compete, so filling them is quick (and
    // nothing is read, so the dense backend never solves).
    let x = Variable("x")
    for index in 0..<limit {
      let constraint = Constraint(
        Expression(x) - 5000, .lessThanOrEqual, priority: try Self.priority(index, of: count))
      try solver.add(constraint)
      constraints.append(constraint)
    }
    let last = try Self.priority(limit, of: count)
    let y = Variable("y")
    let refused = Constraint(Expression(y) - 7, .equal, priority: last)
    #expect(throws: LayoutError.tooManyPriorities(last)) { try solver.add(refused) }
    #expect(!solver.contains(refused))
    #expect(throws: LayoutError.tooManyPriorities(last)) {
      try solver.addEditVariable(y, priority: last)
    }
    #expect(!solver.hasEditVariable(y))
    // A level in use and a required constraint still go in.
    try solver.add(Constraint(Expression(y) - 5, .equal, priority: constraints[3].priority))
    try solver.add(Constraint(Expression(y) - 5, .equal))
    // Once a level is empty, a new value takes its place.
    try solver.remove(constraints[0])
    try solver.add(refused)
    #expect(solver.contains(refused))
  }

  @Test func theRefusalNamesTheLimit() throws {
    let error = LayoutError.tooManyPriorities(try Priority(998.5))
    #expect(
      error.description
        == "priority 998.5 is one distinct priority too many: a solver holds at most 2048 "
        + "distinct priorities below 1000")
  }
}
