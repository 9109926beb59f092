import LayoutCore
import Testing

@testable import Cassowary

/// A conflict after a definition changed names the constraints as they are now: the
/// definition that replaced a removed one, never the one it replaced.
@Suite struct RedefinedLinkConflictTests {
  /// `a := 0` and `b := a + w` are definitions (and so is `c`, through its edit's stand-in);
  /// `limit` (`c == b + w`) is a row expanded through them, so each conflict with `c <= 100`
  /// reaches them through `limit`. After `b`'s link changes, the conflict names the new link
  /// and the certificate settles both conflicts.
  @Test func conflictAfterALinkChangesNamesTheNewLink() throws {
    let a = Variable("a")
    let b = Variable("b")
    let c = Variable("c")
    let w = Variable("w")
    let solver = CassowarySolver()
    let wide = Constraint(w - 100, .greaterThanOrEqual)
    let start = Constraint(a - 0, .equal)
    let first = Constraint(b - a - w, .equal)
    let limit = Constraint(c - b - w, .equal)
    // The edit keeps `c` out of the definitions a required constraint could make.
    try solver.addEditVariable(c, priority: .strong)
    for constraint in [wide, start, first, limit] { try solver.add(constraint) }
    let end = Constraint(c - 100, .lessThanOrEqual)
    #expect(conflict(adding: end, to: solver) == [wide.id, start.id, first.id, limit.id])

    try solver.remove(first)
    let shorter = Constraint(b - a - 0.25 * w, .equal)
    try solver.add(shorter)
    #expect(conflict(adding: end, to: solver) == [wide.id, start.id, limit.id, shorter.id])
    #expect(solver.certifiedConflicts == 2)
  }

  /// The ids of the set a refused add names, in the solver's order.
  private func conflict(adding constraint: Constraint, to solver: CassowarySolver) -> [Int] {
    do {
      try solver.add(constraint)
    } catch {
      if case .unsatisfiable(_, let conflicting) = error { return conflicting.map(\.id) }
    }
    return []
  }
}
