import LayoutEngine

/// Proposes the smallest changes that resolve a conflict and keeps those that do.
///
/// Candidates, in order: turn off `translatesAutoresizingMaskIntoConstraints` on a view
/// whose autoresizing constraints take part alongside user constraints; lower the broken
/// constraint (ours, then UIKit's when different) to 999; remove it. Each is verified by
/// re-solving every listed constraint with the change: it counts only if no conflict among
/// the original set's members remains.
struct FixFinder {
  let system: RebuiltSystem
  let solver: ConflictSolver

  static let loweredPriority: Double = 999
  /// The most candidates one conflict can have (two views' masks, lower and remove for
  /// ours and UIKit's victim), for budgeting.
  static let maxCandidates = 6

  func fixes(for conflict: ConflictSolver.Conflict, uikitBroke: Int?) -> [Fix] {
    var candidates: [(Fix, ConflictSolver.Modification)] = []
    let members = conflict.members
    let hasUser = members.contains { !system.constraints[$0].source.isSystem }
    var autoresizedViews: [Int] = []
    for member in members where system.constraints[member].source == .autoresizing {
      let view = system.itemViews[member].first
      if !autoresizedViews.contains(view) { autoresizedViews.append(view) }
    }
    if hasUser {
      for view in autoresizedViews {
        let removed = system.constraints.indices.filter {
          system.constraints[$0].source == .autoresizing && system.itemViews[$0].first == view
        }
        let name = system.views[view].displayName
        let code = removed.compactMap { system.constraints[$0].autoresizingCode }.first ?? ""
        let mask = AutoresizingMask(code: code)
        let fix = Fix(
          kind: .disableAutoresizing, constraint: nil, view: name, priority: nil,
          summary: "Set translatesAutoresizingMaskIntoConstraints = false on \(name): its "
            + "autoresizing mask (\(code): \(mask.sizeWords)) turns its frame into "
            + "constraints that fight the others.")
        candidates.append((fix, ConflictSolver.Modification(removed: Set(removed))))
      }
    }
    var targets = [conflict.victim]
    if let uikitBroke, members.contains(uikitBroke), uikitBroke != conflict.victim {
      targets.append(uikitBroke)
    }
    let partner = strongestPartner(in: members, excluding: conflict.victim)
    for target in targets {
      let constraint = system.constraints[target]
      var summary = "Lower the priority of \(system.readable(target)) (\(constraint.shortName)) "
      summary += "to 999"
      if let partner { summary += ", below the required \(partner)" }
      summary += ", so it gives way instead of breaking the layout."
      candidates.append(
        (
          Fix(
            kind: .lowerPriority, constraint: constraint.address, view: nil,
            priority: Self.loweredPriority, summary: summary),
          ConflictSolver.Modification(priorities: [target: Self.loweredPriority])
        ))
    }
    for target in targets {
      let constraint = system.constraints[target]
      candidates.append(
        (
          Fix(
            kind: .remove, constraint: constraint.address, view: nil, priority: nil,
            summary: "Remove \(system.readable(target)) (\(constraint.shortName))."),
          ConflictSolver.Modification(removed: [target])
        ))
    }
    return candidates.filter { resolves(conflict, with: $0.1) }.map(\.0)
  }

  /// Whether re-solving with `modification` leaves no conflict touching the set (the
  /// solver's sets, not minimised: a fix is kept only when even those stay clear).
  func resolves(_ conflict: ConflictSolver.Conflict, with modification: ConflictSolver.Modification)
    -> Bool
  {
    let original = Set(conflict.members)
    return solver.solve(modification, minimizing: false).allSatisfy {
      original.isDisjoint(with: $0.members)
    }
  }

  /// How to name what the lowered constraint yields to: the system constraint in the set,
  /// else the other constraints.
  func strongestPartner(in members: [Int], excluding victim: Int) -> String? {
    let others = members.filter { $0 != victim }
    if let system = others.first(where: { self.system.constraints[$0].source.isSystem }) {
      return self.system.constraints[system].tag
    }
    return others.isEmpty ? nil : "constraints it conflicts with"
  }
}
