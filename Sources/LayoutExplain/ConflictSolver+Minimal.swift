import Cassowary
import LayoutCore
import LayoutGeometry

/// Shrinks the solver's conflicting set to one that is minimal given the implicit sizes, the
/// one UIKit reports.
///
/// UIKit's engine keeps sizes non-negative as a property of its variables, not as
/// constraints, and its set names the explicit constraints that fix a size rather than the
/// size's sign: a cell view 20.3 high around labels spaced 16 apart is listed with the first
/// label's `height == 21` (which UIKit breaks), not with that label's `height >= 0`. So the
/// implicit sizes are dropped first, each when the solver's members still fail without it,
/// and only then the members: a deletion filter (drop each member, oldest first, when the
/// rest still fails with the sizes kept) leaves members each of which is needed, and the
/// constraint being added is always kept, since it is the one the conflict is reported for.
/// A size the members alone cannot make fail stays, as in `a.height >= 5000, a.top ==
/// s.top + 1, a.top == b.bottom + 10, b.top >= s.top + 10`, where `b.height >= 0` fails and
/// the first constraint is not needed.
extension ConflictSolver {
  ///
  /// - Returns: nil when the members turn out satisfiable (a numerical disagreement with
  ///   the solver's verdict), so the caller keeps what the solver reported.
  func minimalSet(
    _ members: [Int], failing: Int, modification: Modification
  ) -> (members: [Int], implicit: [(view: Int, axis: LayoutAxis)])? {
    var implicit = system.nonNegativeSizes(of: system.views(of: members))
    for size in implicit {
      let candidate = implicit.filter { $0.0.id != size.0.id }
      if !isSatisfiable(members, sizes: candidate.map(\.0), modification: modification) {
        implicit = candidate
      }
    }
    var kept = members
    for member in members where member != failing {
      let candidate = kept.filter { $0 != member }
      if !isSatisfiable(candidate, sizes: implicit.map(\.0), modification: modification) {
        kept = candidate
      }
    }
    // A size the dropped members needed may not be needed any more.
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
