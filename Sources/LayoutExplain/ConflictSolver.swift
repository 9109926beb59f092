import AutoLayout
import Cassowary
import LayoutCore
import LayoutGeometry

/// Solves a rebuilt system the way the engine does and records every conflict.
///
/// Constraints are added in log order after the implicit non-negative sizes. When one
/// cannot hold, the solver returns a minimal conflicting set and one member is broken by
/// `BreakRule`, the rule the engine follows too (UIKit's choice, fitted on public logs):
/// the members in log order stand for the order the constraints were made.
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
    /// The constraint `BreakRule` broke.
    let victim: Int
    /// Why the rule chose ``victim``; nil for a conflict past the detailed ones, which is
    /// only counted.
    let reason: String?
  }

  let system: RebuiltSystem
  /// The framework that printed the log (`UIKit`, or `AppKit` on macOS), for the reasons.
  var framework = "UIKit"
  /// The constraint the log says UIKit broke, when it is one of the system's: a minimal set
  /// that contains it is preferred, so the conflict UIKit reported is the one explained.
  var uikitBroke: Int? = nil

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
  /// Only the first `detailed` conflicts always get a minimal set; later ones
  /// keep the solver's set and are minimised only when the victim depends on it (see
  /// ``needsMinimalSet(_:failing:)``), so the same constraints break and the frames are the
  /// same, at the cost of one solve per conflict instead of one per member. They get no
  /// reason either: nothing shows it.
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
            if let keeping = minimalSetKeepingUIKitVictim(
              members, solverSet: (conflicting.compactMap { explicitByID[$0.id] } + [index]),
              installed: Array(installed.keys), failing: index, modification: modification)
            {
              (members, implicit) = keeping
            }
          }
          let (victim, reason) =
            isDetailed
            ? chooseVictim(members, failing: index) : (self.victim(members, failing: index), nil)
          conflicts.append(
            Conflict(
              failing: index, members: members, implicit: implicit, victim: victim,
              reason: reason))
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

  /// Whether the victim ``chooseVictim(_:failing:)`` picks from the solver's set `members`
  /// could differ in a minimal set inside it. `BreakRule` ranks constraints in one order
  /// (user before system, then shape, then age), so a subset that keeps the set's victim
  /// breaks it too; the failing constraint is in every minimal set, so only a victim other
  /// than it, or an equal of it (among equals the rule prefers one whose breaking ends the
  /// conflict, which depends on the set), makes the choice depend on which members the set
  /// keeps.
  func needsMinimalSet(_ members: [Int], failing: Int) -> Bool {
    let given = members.map { system.constraints[$0].breakCandidate }
    let candidates = BreakRule.containerSizes(given)
    // A container's size is one only while the pins holding its content are in the set, so
    // a subset may rank it otherwise.
    guard candidates == given, let position = members.firstIndex(of: failing),
      BreakRule.victim(among: candidates).map({ members[$0] }) == failing
    else { return true }
    let equals = BreakRule.pool(candidates).filter {
      candidates[$0].shape == candidates[position].shape
        && candidates[$0].isBound == candidates[position].isBound
    }
    return equals.count > 1 && equals.count <= BreakRule.resolvingChecks
  }

  /// What the rule says about the members it protects (those outside `pool`, the members it
  /// chose among): UIKit's system constraints and those it lays out its own views with, or
  /// that one system constraint has to give way when every member is one.
  func protectionNote(_ members: [Int], pool: [Int]) -> String {
    let chosenAmong = Set(pool)
    var systemTags: [String] = []
    var ownedTags: [String] = []
    for member in members where !chosenAmong.contains(member) {
      let constraint = system.constraints[member]
      let tag = constraint.tag
      if constraint.source.isSystem {
        if !systemTags.contains(tag) { systemTags.append(tag) }
      } else if !ownedTags.contains(tag) {
        ownedTags.append(tag)
      }
    }
    var groups: [String] = []
    if !systemTags.isEmpty {
      groups.append("system constraints (\(systemTags.joined(separator: ", ")))")
    }
    if !ownedTags.isEmpty {
      // When the rule chose among UIKit's own, the ones it protects are UIKit's unnamed ones.
      let unnamed = pool.first.map { system.constraints[$0].isUIKitOwned } ?? false
      groups.append(
        "UIKit's \(unnamed ? "unnamed " : "")constraints among its own views "
          + "(\(ownedTags.joined(separator: ", ")))")
    }
    if !groups.isEmpty {
      return "; \(groups.joined(separator: " and ")) are protected, as \(framework) protects them"
    }
    if members.allSatisfy({ system.constraints[$0].source.isSystem }) {
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
