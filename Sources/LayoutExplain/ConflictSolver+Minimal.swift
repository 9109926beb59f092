import Cassowary
import LayoutCore
import LayoutGeometry

/// Shrinks the solver's conflicting set to one that is minimal given the implicit sizes.
///
/// The solver's set is minimal among the rows it tried, but the implicit `width >= 0` and
/// `height >= 0` always hold, so a smaller set may already be unsatisfiable with them: in
/// `a.height >= 5000, a.top == s.top + 1, a.top == b.bottom + 10, b.top >= s.top + 10`,
/// the first constraint is not needed, because `b.height >= 0` fails without it. A deletion
/// filter (drop each member, oldest first, when the rest still fails) keeps only members
/// each of which is needed; the constraint being added is always kept, since it is the one
/// the conflict is reported for. The implicit sizes that take part are then found the same
/// way.
extension ConflictSolver {
  ///
  /// - Returns: nil when the members turn out satisfiable (a numerical disagreement with
  ///   the solver's verdict), so the caller keeps what the solver reported.
  func minimalSet(
    _ members: [Int], failing: Int, modification: Modification
  ) -> (members: [Int], implicit: [(view: Int, axis: LayoutAxis)])? {
    // Only sizes of views the members mention can take part.
    let mentioned = Set(
      members.flatMap { member -> [Int] in
        let (first, second) = system.itemViews[member]
        return [first] + (second.map { [$0] } ?? [])
      })
    let sizes = system.nonNegativeSizes(of: mentioned)
    var kept = members
    for member in members where member != failing {
      let candidate = kept.filter { $0 != member }
      if !isSatisfiable(candidate, sizes: sizes.map(\.0), modification: modification) {
        kept = candidate
      }
    }
    let stillMentioned = Set(
      kept.flatMap { member -> [Int] in
        let (first, second) = system.itemViews[member]
        return [first] + (second.map { [$0] } ?? [])
      })
    var implicit = sizes.filter { stillMentioned.contains($0.view) }
    for size in implicit {
      let candidate = implicit.filter { $0.0.id != size.0.id }
      if !isSatisfiable(kept, sizes: candidate.map(\.0), modification: modification) {
        implicit = candidate
      }
    }
    if isSatisfiable(kept, sizes: implicit.map(\.0), modification: modification) {
      return nil
    }
    return (kept, implicit.map { ($0.view, $0.axis) })
  }

  /// Whether the members (with the modification's priorities) and the sizes can all hold:
  /// a yes or no from the solver, without the conflicting set an add that fails works out.
  func isSatisfiable(_ members: [Int], sizes: [Constraint], modification: Modification) -> Bool {
    CassowarySolver.isSatisfiable(
      sizes
        + members.map {
          system.solverConstraint($0, priority: modification.priorities[$0])
        })
  }
}
