import Cassowary
import LayoutCore
import LayoutGeometry

/// Solves a rebuilt system the way the engine does and records every conflict.
///
/// Constraints are added in log order after the implicit non-negative sizes. When one
/// cannot hold, the solver returns a minimal conflicting set and one member is broken by
/// the engine's documented rule (AutoLayout README, "Conflicts"):
/// 1. candidates are the set plus the constraint being added, minus implicit sizes;
/// 2. if any candidate is a user constraint, system constraints are protected;
/// 3. the most recently added candidate breaks — the one being added is the newest.
struct ConflictSolver {
  /// Changes to try when verifying a fix.
  struct Modification {
    var removed: Set<Int> = []
    var priorities: [Int: Double] = [:]
  }

  /// One conflict found while adding constraints.
  struct Conflict {
    /// The constraint whose addition failed.
    let failing: Int
    /// The explicit members of the minimal set, in log order (the failing one included).
    let members: [Int]
    /// Implicit non-negative sizes in the set: (view, axis).
    let implicit: [(view: Int, axis: LayoutAxis)]
    /// The constraint the rule broke.
    let victim: Int
    /// Why the rule chose ``victim``.
    let reason: String
    /// The member UIKit breaks by `BreakRule`, the rule fitted on public logs.
    var uikitChoice: Int? = nil
    /// Why `BreakRule` chose ``uikitChoice``.
    var uikitReason: String? = nil
  }

  let system: RebuiltSystem
  /// The framework that printed the log (`UIKit`, or `AppKit` on macOS), for the reasons.
  var framework = "UIKit"

  /// Adds every constraint (with `modification`) and returns the conflicts in order.
  /// Without `minimizing`, conflicts keep the solver's sets, which may hold members the
  /// implicit sizes make redundant: cheaper, and conservative for checking fixes.
  func solve(_ modification: Modification = Modification(), minimizing: Bool = true)
    -> [Conflict]
  {
    solveWithFrames(modification, minimizing: minimizing).conflicts
  }

  /// Adds every constraint (with `modification`) and returns the conflicts in order and
  /// each view's frame (x, y, width, height) in the solution left after breaking them.
  /// Positions nothing pins are whatever the solver chose.
  ///
  /// Only the first `detailed` conflicts get a minimal set and UIKit's choice; later ones
  /// keep the solver's set and are minimised only when the victim depends on it (see
  /// ``needsMinimalSet(_:failing:)``), so the same constraints break and the frames are the
  /// same, at the cost of one solve per conflict instead of one per member.
  func solveWithFrames(
    _ modification: Modification = Modification(), minimizing: Bool = true,
    detailed: Int = .max
  ) -> (conflicts: [Conflict], frames: [[Double]]) {
    let solver = CassowarySolver()
    var implicitByID: [Int: (view: Int, axis: LayoutAxis)] = [:]
    for (constraint, view, axis) in system.nonNegativeSizes() {
      implicitByID[constraint.id] = (view, axis)
      try? solver.add(constraint)
    }
    var explicitByID: [Int: Int] = [:]
    var installed: [Int: Constraint] = [:]
    var conflicts: [Conflict] = []
    for index in system.constraints.indices where !modification.removed.contains(index) {
      let constraint = system.solverConstraint(index, priority: modification.priorities[index])
      explicitByID[constraint.id] = index
      // Each round breaks one constraint, so the loop ends after at most one round per
      // installed constraint.
      for _ in 0...installed.count {
        do {
          try solver.add(constraint)
          installed[index] = constraint
          break
        } catch .unsatisfiable(_, let conflicting) {
          var members = (conflicting.compactMap { explicitByID[$0.id] } + [index]).sorted()
          var implicit = conflicting.compactMap { implicitByID[$0.id] }
          let isDetailed = conflicts.count < detailed
          if minimizing, isDetailed || needsMinimalSet(members, failing: index),
            let minimal = minimalSet(members, failing: index, modification: modification)
          {
            (members, implicit) = minimal
          }
          let (victim, reason) = chooseVictim(members, failing: index)
          var conflict = Conflict(
            failing: index, members: members, implicit: implicit, victim: victim, reason: reason)
          if isDetailed {
            let (choice, why) = uikitChoice(members, failing: index)
            conflict.uikitChoice = choice
            conflict.uikitReason = why
          }
          conflicts.append(conflict)
          guard victim != index, let old = installed[victim] else { break }
          try? solver.remove(old)
          installed[victim] = nil
        } catch {
          // The parser refused numbers outside the solver's range; nothing else can fail here.
          break
        }
      }
    }
    let frames = system.views.map { view in
      [view.minX, view.minY, view.width, view.height].map { solver.value(of: $0) }
    }
    return (conflicts, frames)
  }

  /// The engine's rule: protect system constraints when a user constraint is present,
  /// then break the newest.
  func chooseVictim(_ members: [Int], failing: Int) -> (Int, String) {
    let users = members.filter { !system.constraints[$0].source.isSystem }
    let pool = users.isEmpty ? members : users
    let victim = pool.max() ?? failing
    var reason: String
    if victim == failing {
      reason =
        "it is the newest constraint in the set: adding it (in log order) made the layout unsatisfiable"
    } else {
      reason = "it is the newest user constraint in the set (added after the others, in log order)"
    }
    return (victim, reason + protectionNote(members))
  }

  /// Whether the victim ``chooseVictim(_:failing:)`` picks from the solver's set `members`
  /// could differ in a minimal set inside it. The failing constraint is the newest member, so
  /// it is the victim whenever it is a user constraint, and whenever no member is (a subset
  /// has no user member either); only a system constraint failing against user ones makes
  /// the choice depend on which members the set keeps.
  func needsMinimalSet(_ members: [Int], failing: Int) -> Bool {
    system.constraints[failing].source.isSystem
      && members.contains { !system.constraints[$0].source.isSystem }
  }

  /// What both rules say about system constraints: protected when a user constraint is in
  /// the set, or that one of them has to give way when every member is a system constraint.
  func protectionNote(_ members: [Int]) -> String {
    let protected = members.filter { system.constraints[$0].source.isSystem }
    if protected.count < members.count, !protected.isEmpty {
      var names: [String] = []
      for member in protected where !names.contains(system.constraints[member].tag) {
        names.append(system.constraints[member].tag)
      }
      return "; system constraints (\(names.joined(separator: ", "))) are protected, as "
        + "\(framework) protects them"
    }
    if protected.count == members.count {
      return "; every constraint in the set is a system constraint, so one of them has to give way"
    }
    return ""
  }
}

extension LogConstraint {
  /// The identifier when there is one, else the class and address.
  var shortName: String {
    if let identifier { return "'\(identifier)'" }
    return "\(className):\(address)"
  }
}
