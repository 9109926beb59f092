import AutoLayout

/// Proposes the smallest changes that resolve a conflict and keeps those that do.
///
/// Candidates, in order: turn off `translatesAutoresizingMaskIntoConstraints` on a view
/// whose autoresizing constraints take part; give a view whose Interface Builder
/// prototyping constraints take part constraints of its own in Interface Builder; lower a
/// view's required content hugging or compression resistance that takes part; lower the
/// broken constraint (ours, then UIKit's when different) to 999; remove it. Only the app's
/// own constraints are lowered or removed: UIKit's and Xcode's cannot be changed that way,
/// including those UIKit makes inside its own views (``LogConstraint/appCanChange``); when
/// UIKit owns the broken one, the app's constraint in the set is offered instead.
/// Each candidate is verified by re-solving every listed constraint with the change: it
/// counts only if no conflict among the original set's members remains.
struct FixFinder {
  let system: RebuiltSystem
  let solver: ConflictSolver

  static let loweredPriority: Double = 999
  /// The most candidates one conflict can have (two views' masks or prototypes, lower and
  /// remove for ours and UIKit's victim), for budgeting.
  static let maxCandidates = 6

  /// The most candidates `conflict` can have: ``maxCandidates`` plus one per required
  /// intrinsic size in it, for budgeting.
  func candidateBound(for conflict: ConflictSolver.Conflict) -> Int {
    Self.maxCandidates + requiredContentSizes(conflict.members).count
  }

  func fixes(for conflict: ConflictSolver.Conflict, uikitBroke: Int?) -> [Fix] {
    var candidates = viewCandidates(conflict.members)
    candidates += requiredContentSizes(conflict.members).map(contentPriorityCandidate)
    var targets = [conflict.victim]
    if let uikitBroke, conflict.members.contains(uikitBroke), uikitBroke != conflict.victim {
      targets.append(uikitBroke)
    }
    targets = targets.filter { system.constraints[$0].appCanChange }
    // When UIKit owns every constraint the rule or UIKit breaks, the app's own constraint in
    // the set is offered instead: the one the rule would break among the app's.
    var instead = ""
    if targets.isEmpty, let own = appsConstraintToChange(conflict.members) {
      targets = [own]
      instead = "; \(system.constraints[conflict.victim].shortName), which we would break, is "
      instead += "UIKit's own and cannot be changed"
    }
    for target in targets {
      let constraint = system.constraints[target]
      var summary = "Lower the priority of \(system.readable(target)) (\(constraint.shortName)) "
      summary += "to 999, below \(yieldsTo(target, in: conflict.members)), so it gives way "
      summary += "instead of breaking the layout\(instead)."
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
            summary: "Remove \(system.readable(target)) (\(constraint.shortName))\(instead)."),
          ConflictSolver.Modification(removed: [target])
        ))
    }
    return candidates.filter { resolves(conflict, with: $0.1) }.map(\.0)
  }

  /// The member `BreakRule` would break among those the app owns (not UIKit's, nor
  /// Interface Builder's), nil when UIKit owns them all.
  func appsConstraintToChange(_ members: [Int]) -> Int? {
    let own = members.filter { system.constraints[$0].appCanChange }
    let candidates = own.map { system.constraints[$0].breakCandidate }
    return BreakRule.victim(among: candidates).map { own[$0] }
  }

  /// Why no fix is offered for a set of which the app owns no constraint; nil when it owns
  /// one.
  func systemOnlyNote(_ members: [Int]) -> String? {
    guard members.allSatisfy({ !system.constraints[$0].appCanChange }) else { return nil }
    return "Every constraint in the set is UIKit's (or Interface Builder's), so none is the "
      + "app's to lower or remove: the conflict is between system constraints, and what the "
      + "app can change is what they follow (a view's frame, autoresizing mask, content "
      + "priorities or size, or the bar, cell or container it sits in)."
  }

  /// The view-level candidates: each view whose autoresizing constraints take part, then
  /// each view whose Interface Builder prototyping constraints do, with all such
  /// constraints of the view removed.
  func viewCandidates(_ members: [Int]) -> [(Fix, ConflictSolver.Modification)] {
    var candidates: [(Fix, ConflictSolver.Modification)] = []
    for source in [ConstraintSource.autoresizing, .interfaceBuilderPrototyping] {
      var views: [Int] = []
      for member in members where system.constraints[member].source == source {
        let view = ownerView(member)
        if !views.contains(view) { views.append(view) }
      }
      for view in views {
        let removed = system.constraints.indices.filter {
          system.constraints[$0].source == source && ownerView($0) == view
        }
        let name = system.views[view].displayName
        let fix: Fix
        if source == .autoresizing {
          let code = removed.compactMap { system.constraints[$0].autoresizingCode }.first ?? ""
          let mask = AutoresizingMask(code: code)
          fix = Fix(
            kind: .disableAutoresizing, constraint: nil, view: name, priority: nil,
            summary: "Set translatesAutoresizingMaskIntoConstraints = false on \(name): its "
              + "autoresizing mask (\(code): \(mask.sizeWords)) turns its frame into "
              + "constraints that fight the others.")
        } else {
          fix = Fix(
            kind: .addInterfaceBuilderConstraints, constraint: nil, view: name, priority: nil,
            summary: "Give \(name) constraints of its own in Interface Builder (marked \"Remove "
              + "at build time\" if code makes its constraints): Xcode pins a view that has "
              + "none to its frame with 'IB auto generated at build time' constraints, which "
              + "no code can lower or remove.")
        }
        candidates.append((fix, ConflictSolver.Modification(removed: Set(removed))))
      }
    }
    return candidates
  }

  /// The view whose frame an autoresizing or prototyping constraint encodes: the item that
  /// is not the superview. `H:[A]-(49)-|` reads `|.trailing == A.trailing + 49`, so A is
  /// the second item there, and `|` owns no part of that mask.
  func ownerView(_ index: Int) -> Int {
    let constraint = system.constraints[index]
    let (first, second) = system.itemViews[index]
    guard let second, let secondItem = constraint.secondItem else { return first }
    if constraint.firstItem.isSuperview { return second }
    if let pinned = constraint.pinnedItem, pinned.key == secondItem.key,
      pinned.key != constraint.firstItem.key
    {
      return second
    }
    return first
  }

  /// The members that are intrinsic sizes with a required half (hugging or compression
  /// resistance at 1000): the app set that priority, so it can lower it.
  func requiredContentSizes(_ members: [Int]) -> [Int] {
    members.filter {
      system.constraints[$0].source == .contentSize && system.constraints[$0].isRequired
    }
  }

  /// Lowering the required half of intrinsic size `member` to 999: `<=` is the hugging,
  /// `>=` the compression resistance, `==` both (read from equal priorities).
  func contentPriorityCandidate(_ member: Int) -> (Fix, ConflictSolver.Modification) {
    let constraint = system.constraints[member]
    let name = system.views[system.itemViews[member].first].displayName
    let axis = constraint.axis == .horizontal ? "horizontal" : "vertical"
    let size = constraint.axis == .horizontal ? "width" : "height"
    let low = Int(Self.loweredPriority)
    let hugging = "setContentHuggingPriority(.init(\(low)), for: .\(axis))"
    let resistance = "setContentCompressionResistancePriority(.init(\(low)), for: .\(axis))"
    let (what, calls) =
      switch constraint.relation {
      case .lessThanOrEqual: ("content hugging priority", hugging)
      case .greaterThanOrEqual: ("compression resistance priority", resistance)
      case .equal:
        ("content hugging and compression resistance priorities", "\(hugging) and \(resistance)")
      }
    let summary =
      "Lower the \(axis) \(what) of \(name) from 1000 to \(low) (\(calls)), so its intrinsic "
      + "\(size) (\(constraint.shortName)) gives way instead of breaking the layout."
    return (
      Fix(
        kind: .lowerContentPriority, constraint: constraint.address, view: name,
        priority: Self.loweredPriority, summary: summary),
      ConflictSolver.Modification(priorities: [member: Self.loweredPriority])
    )
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

  /// What a lowered constraint yields to: the first required system constraint among the
  /// others in the set, else the required others, else all the others.
  func yieldsTo(_ target: Int, in members: [Int]) -> String {
    let others = members.filter { $0 != target }
    if let system = others.first(where: {
      self.system.constraints[$0].source.isSystem && self.system.constraints[$0].isRequired
    }) {
      return "the required \(self.system.constraints[system].tag)"
    }
    if others.allSatisfy({ system.constraints[$0].isRequired }) {
      return "the required constraints it conflicts with"
    }
    return "the constraints it conflicts with"
  }
}
