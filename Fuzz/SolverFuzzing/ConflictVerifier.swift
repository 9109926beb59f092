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
    case .success(false), .success(nil): break
    }
    for (index, member) in conflicting.enumerated() {
      var rest = conflicting
      rest.remove(at: index)
      switch feasibility(rest + [constraint]) {
      case .failure(let why): found.append("\(label): \(why)")
      case .success(false): found.append("\(label) is not minimal: it conflicts without \(member)")
      case .success(true), .success(nil): break
      }
    }
    return found
  }

  /// Whether the constraints, all treated as given, can hold together, according to fresh
  /// solvers of both backends; a failure describes how those disagree. `nil` when they
  /// disagree about constraints that hold only where some value reaches
  /// ``preciseMagnitude``: there one unit in the last place of a value exceeds the solvers'
  /// 1e-8 tolerance (see `NumericRange`), so neither verdict means more than the other
  /// (large bulk scenario 21419207: a subset of 26 integer constraints whose solutions all
  /// have a value of at least 9.04e8 in magnitude, as exact rational arithmetic confirms).
  static func feasibility(_ constraints: [Constraint]) -> Result<Bool?, FeasibilityDisagreement> {
    let cassowary = accepts(CassowarySolver(), constraints)
    let dense = accepts(DenseSimplexSolver(), constraints)
    guard cassowary == dense else {
      let smallest =
        cassowary
        ? smallestLargestValue(CassowarySolver(), constraints)
        : smallestLargestValue(DenseSimplexSolver(), constraints)
      if let smallest, smallest >= preciseMagnitude { return .success(nil) }
      return .failure(
        FeasibilityDisagreement(
          text:
            "fresh solvers disagree on feasibility of [\(constraints.map { "\($0)" }.joined(separator: "; "))]:"
            + " cassowary \(cassowary), dense \(dense)"))
    }
    return .success(cassowary)
  }

  /// The magnitude from which one unit in the last place of a value is larger than the
  /// solvers' tolerance of 1e-8 (2^27 has an ulp of 2^-25, about 3e-8).
  static let preciseMagnitude = 1.0e8

  /// The smallest bound `t` on the magnitude of every variable under which `constraints`
  /// hold, as `solver` finds it (`-t <= x <= t` required for each variable, `t == 0` weak), or
  /// `nil` when it rejects them.
  private static func smallestLargestValue(
    _ solver: some LayoutSolver, _ constraints: [Constraint]
  ) -> Double? {
    let bound = Variable("bound")
    var variables: [Variable] = []
    var seen = Set<Int>()
    for constraint in constraints {
      for term in constraint.expression.terms where seen.insert(term.variable.id).inserted {
        variables.append(term.variable)
      }
    }
    var all = constraints
    for variable in variables {
      all.append(variable <= bound)
      all.append(-variable <= bound)
    }
    all.append(Constraint(Expression(bound), .equal, priority: .weak))
    guard accepts(solver, all) else { return nil }
    return solver.value(of: bound)
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
