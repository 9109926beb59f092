import LayoutCore
import Testing

@testable import Cassowary

/// Rebuilding the tableau from scratch (the recovery from rounding drift) keeps everything a
/// caller can observe.
@Suite struct RebuildTests {
  /// A small screen: a chain of two views with a weak width, an edit variable for the
  /// container's width with a suggestion, and a required equality kept as a definition.
  func makeScene() throws -> (CassowarySolver, [Variable], [Constraint]) {
    let solver = CassowarySolver()
    let names = ["container", "left", "width", "right"]
    let v = names.map { Variable($0) }
    let constraints = [
      v[1] == 16,
      v[3] == v[1] + v[2] * 2 + 8,
      v[3] <= v[0] - 16,
      Constraint(v[2].expression - 400, .equal, priority: 250),
    ]
    try solver.addEditVariable(v[0], priority: .strong)
    try solver.suggestValue(320, for: v[0])
    for constraint in constraints { try solver.add(constraint) }
    return (solver, v, constraints)
  }

  @Test func rebuildKeepsValuesConstraintsAndSuggestions() throws {
    let (solver, v, constraints) = try makeScene()
    let before = v.map { solver.value(of: $0) }
    #expect(before == [320, 16, 140, 304])
    try solver.rebuild()
    #expect(v.map { solver.value(of: $0) } == before)
    #expect(constraints.allSatisfy { solver.contains($0) })
    #expect(solver.hasEditVariable(v[0]))
    #expect(solver.statistics.fullSolves == 1)
    #expect(solver.invariantViolations().isEmpty)
    // The suggestion survived as the edit's state: a new one moves from it.
    try solver.suggestValue(480, for: v[0])
    #expect(solver.value(of: v[2]) == 220)
  }

  @Test func rebuildWithoutAConstraintIsAsIfItWereRemoved() throws {
    let (solver, v, constraints) = try makeScene()
    try solver.rebuild(excluding: [constraints[2].id])
    #expect(!solver.contains(constraints[2]))
    // Without the trailing bound the weak width wins.
    #expect(solver.value(of: v[2]) == 400)
    #expect(solver.value(of: v[3]) == 824)
    try solver.add(constraints[2])
    #expect(solver.value(of: v[2]) == 140)
  }

  @Test func rebuildWithANewEditVariableKeepsItInTheTableau() throws {
    let (solver, v, _) = try makeScene()
    // `left` is defined by `left == 16`; editing it must not let a constraint define it away.
    try solver.rebuild(adding: (v[1], .medium))
    #expect(solver.hasEditVariable(v[1]))
    try solver.suggestValue(40, for: v[1])
    #expect(solver.value(of: v[1]) == 16)  // the required equality still wins
    #expect(solver.invariantViolations().isEmpty)
  }
}
