import LayoutCore
import Testing

@testable import Cassowary

/// The conflict analysis keeps, per constraint, the definitions its expansion goes through
/// (``Eliminations/definers(ofConstraint:_:)``) while the definitions stand: a conflict after
/// a definition changed names the new one, never what the cache held before.
@Suite struct DefinerCacheTests {
  /// `a := 0` and `b := a + w` are definitions (and so is `c`, through its edit's stand-in);
  /// `limit` (`c == b + w`) is a row expanded through them, which each conflict with
  /// `c <= 100` reaches through `limit`'s list. After `b`'s link changes, the conflict names
  /// the new link and the certificate settles both conflicts.
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

  /// The list itself: asked again after the link it went through was removed, it is the
  /// expansion's as it is now, not the one kept from before.
  @Test func listFollowsTheDefinitions() throws {
    let a = Variable("a")
    let b = Variable("b")
    let c = Variable("c")
    let w = Variable("w")
    let solver = CassowarySolver()
    try solver.addEditVariable(c, priority: .strong)
    let start = Constraint(a - 0, .equal)
    let first = Constraint(b - a - w, .equal)
    let limit = Constraint(c - b - w, .equal)
    for constraint in [Constraint(w - 100, .greaterThanOrEqual), start, first, limit] {
      try solver.add(constraint)
    }
    // `limit` goes through `b`'s link, `a`'s pin and the edit's definition of `c`.
    let before = solver.eliminations.definers(ofConstraint: limit.id, limit.expression)
    #expect(before.count == 3)
    #expect(before.contains(start.id) && before.contains(first.id))
    try solver.remove(first)
    // With `b` free, only the edit's definition is left on the way.
    let after = solver.eliminations.definers(ofConstraint: limit.id, limit.expression)
    #expect(after == before.filter { $0 != start.id && $0 != first.id })
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
