import Cassowary
import DenseSimplex
import LayoutCore

/// Checks a reported conflicting set by re-solving from scratch: with the rejected constraint
/// it must be infeasible, and without any one of its members it must be feasible.
///
/// Feasibility is decided by fresh solvers of both backends, which must agree; the
/// backends are allowed to name different sets, so each set is judged on its own.
enum ConflictVerifier {
  /// Describes every way `conflicting` fails to be a minimal conflicting set for
  /// `constraint`, as reported by `backend` (empty when it is one).
  ///
  /// - Parameter allowed: the ids of the required constraints the set may name.
  static func problems(
    backend: String, constraint: Constraint, conflicting: [Constraint], allowed: Set<Int>
  ) -> [String] {
    var found: [String] = []
    let label = "\(backend)'s conflicting set for \(constraint)"
    if Set(conflicting.map(\.id)).count != conflicting.count {
      found.append("\(label) repeats a constraint")
    }
    for member in conflicting where !allowed.contains(member.id) {
      found.append("\(label) names \(member), which is not a required constraint in the solver")
    }
    guard found.isEmpty else { return found }
    switch feasibility(conflicting + [constraint]) {
    case .failure(let why): return ["\(label): \(why)"]
    case .success(true):
      found.append("\(label) is not a conflict: with the constraint it is feasible")
    case .success(false): break
    }
    for (index, member) in conflicting.enumerated() {
      var rest = conflicting
      rest.remove(at: index)
      switch feasibility(rest + [constraint]) {
      case .failure(let why): found.append("\(label): \(why)")
      case .success(false): found.append("\(label) is not minimal: it conflicts without \(member)")
      case .success(true): break
      }
    }
    return found
  }

  /// Whether the constraints, all treated as given, can hold together, according to fresh
  /// solvers of both backends; a failure describes how those disagree.
  static func feasibility(_ constraints: [Constraint]) -> Result<Bool, FeasibilityDisagreement> {
    let cassowary = accepts(CassowarySolver(), constraints)
    let dense = accepts(DenseSimplexSolver(), constraints)
    guard cassowary == dense else {
      return .failure(
        FeasibilityDisagreement(
          text:
            "fresh solvers disagree on feasibility of [\(constraints.map { "\($0)" }.joined(separator: "; "))]:"
            + " cassowary \(cassowary), dense \(dense)"))
    }
    return .success(cassowary)
  }

  private static func accepts(_ solver: some LayoutSolver, _ constraints: [Constraint]) -> Bool {
    for constraint in constraints {
      do { try solver.add(constraint) } catch { return false }
    }
    return true
  }
}

/// Fresh solvers of the two backends disagreed while a conflicting set was being verified.
struct FeasibilityDisagreement: Error, CustomStringConvertible {
  var text: String
  var description: String { text }
}
