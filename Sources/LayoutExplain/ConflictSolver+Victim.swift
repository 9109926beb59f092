import AutoLayout
import LayoutGeometry

/// The constraint `BreakRule` breaks in a rebuilt conflict (the members in log order stand
/// for the order the constraints were made), and the choice of a minimal set that holds the
/// constraint the log says UIKit broke.
extension ConflictSolver {
  /// The member `BreakRule` breaks and why, in words.
  func chooseVictim(_ members: [Int], failing: Int) -> (Int, String) {
    let candidates = members.map { system.constraints[$0].breakCandidate }
    let chosen = BreakRule.victim(among: candidates, resolves: resolves(members))
    let victim = chosen.map { members[$0] } ?? failing
    return (victim, reason(members, candidates: candidates, chosen: chosen, victim: victim))
  }

  /// The member `BreakRule` breaks, without the reason: a counted conflict shows none.
  func victim(_ members: [Int], failing: Int) -> Int {
    let candidates = members.map { system.constraints[$0].breakCandidate }
    return BreakRule.victim(among: candidates, resolves: resolves(members)).map { members[$0] }
      ?? failing
  }

  /// Whether breaking the member at a position of `members` alone ends their conflict, every
  /// size they mention staying non-negative: what `BreakRule` prefers among equals.
  func resolves(_ members: [Int]) -> (Int) -> Bool {
    let sizes = system.nonNegativeSizes(of: system.views(of: members)).map(\.0)
    return { position in
      isSatisfiable(
        members.filter { $0 != members[position] }, sizes: sizes, modification: Modification())
    }
  }

  /// Why the rule chose `victim`, the member at `chosen` of `candidates`, in words.
  private func reason(
    _ members: [Int], candidates given: [BreakRule.Candidate], chosen: Int?, victim: Int
  ) -> String {
    let candidates = BreakRule.containerSizes(given)
    let pool = BreakRule.pool(candidates)
    let candidate = chosen.map { candidates[$0] } ?? system.constraints[victim].breakCandidate
    let equals = pool.filter {
      candidates[$0].shape == candidate.shape && candidates[$0].isBound == candidate.isBound
    }
    var reason = "\(candidate.shape.phrase), which \(framework) breaks first"
    if pool.count > 1 {
      let tier = pool.first.map { candidates[$0].protection } ?? 3
      let tiers = [
        "user constraints", "constraints UIKit lays out its own views with and names",
        "constraints UIKit lays out its own views with", "constraints",
      ]
      reason += " among the set's \(tiers[tier])"
      reason += " (constant sizes, then spacings, centres, relative sizes, trailing or bottom "
      reason += "edges, leading or top edges"
      if pool.contains(where: { candidates[$0].shape == .containerSize }) {
        reason += ", the size of a view its content is pinned inside last"
      }
      reason += "; bounds before equalities)"
    }
    let twins = chosen.map { BreakRule.twins(of: $0, among: candidates) } ?? []
    if twins.count > 1 {
      reason += "; of the \(twins.count) constraints that differ only in their constant it is "
      reason += "the one that puts its item further (larger, or further right or down)"
    } else if equals.count > 1 {
      // Constant sizes are asked the largest first, equal ones the newest first; any other
      // shape the oldest first.
      let sizes = candidate.shape == .constantSize
      let which = sizes ? "the largest (of equal ones, the newest)" : "the oldest"
      reason += "; of the \(equals.count) such constraints it is \(which)"
      if let chosen, chosen != BreakRule.askingOrder(equals, among: candidates).first {
        reason += " whose breaking alone ends the conflict (sizes cannot be negative)"
      } else if !sizes {
        reason += " (listed first)"
      }
    }
    return reason + protectionNote(members, pool: pool.map { members[$0] })
  }

  /// A minimal conflicting set that holds UIKit's victim, when `minimal` (the first one
  /// found) left it out although it takes part: a conflict can have several minimal sets,
  /// and UIKit's engine met the one it names. Searched in the solver's set, then among every
  /// installed constraint (up to ``victimSearchLimit``); nil when the victim is in
  /// `minimal`, is not installed, or is in no minimal set found.
  func minimalSetKeepingUIKitVictim(
    _ minimal: [Int], solverSet: [Int], installed: [Int], failing: Int,
    modification: Modification
  ) -> (members: [Int], implicit: [(view: Int, axis: LayoutAxis)])? {
    guard let victim = uikitBroke, victim != failing, !minimal.contains(victim),
      installed.contains(victim)
    else { return nil }
    let sizes = system.nonNegativeSizes().map(\.0)
    let pools = [solverSet.sorted(), (installed + [failing]).sorted()]
    for pool in pools where pool.contains(victim) && pool.count <= Self.victimSearchLimit {
      // The deletion filter keeps the constraint it is told is failing: here the victim.
      // The one being added is needed in every conflicting subset, so it stays too.
      guard let found = minimalSet(pool, failing: victim, modification: modification),
        found.members.contains(failing),
        isSatisfiable(
          found.members.filter { $0 != victim }, sizes: sizes, modification: modification)
      else { continue }
      return found
    }
    return nil
  }

  /// The most constraints searched for a minimal set holding UIKit's victim: the search
  /// re-solves the pool once per member.
  static let victimSearchLimit = 64
}

extension LogConstraint {
  /// What `BreakRule` looks at: who made the constraint and what it sets.
  var breakCandidate: BreakRule.Candidate {
    let second: BreakRule.Edge? = secondItem == nil ? nil : secondAttribute?.breakEdge
    let shape = BreakRule.shape(first: firstAttribute.breakEdge, second: second)
    // The constant on the edges (margins read in), and as the inner item sees it.
    let onEdges = BreakRule.offset(
      constant: constant, multiplier: multiplier,
      firstInset: firstAttribute.placement?.inset ?? 0,
      secondInset: secondItem == nil ? 0 : secondAttribute?.placement?.inset ?? 0,
      firstContainsSecond: false)
    // A guide of UIKit's own view is one of UIKit's named constraints, not a system one.
    let privateGuide = isPrivateViewGuide
    let isSystem = source.isSystem && !privateGuide
    return BreakRule.Candidate(
      isSystem: isSystem, ownedByUIKit: privateGuide || (!isSystem && isUIKitOwned),
      namedByUIKit: privateGuide || (!isSystem && hasUIKitIdentifier),
      shape: shape,
      isBound: relation != .equal,
      terms: BreakRule.terms(
        first: firstItem.key, firstAttribute.withoutMargin, relation, multiplier: multiplier,
        second: secondItem?.key ?? "-", secondItem == nil ? nil : secondAttribute?.withoutMargin),
      offset: firstContainsSecond ? -onEdges : onEdges,
      size: breakSize(shape), enclosure: breakEnclosure(shape, offset: onEdges),
      flush: breakFlush(shape, offset: onEdges))
  }

  /// The two enclosures a flush pin between items of unknown hierarchy may be (either item
  /// inside the other), for `BreakRule.containerSizes` to choose between; empty for any other
  /// constraint.
  func breakFlush(_ shape: BreakRule.Shape, offset: Double) -> [BreakRule.Enclosure] {
    guard shape == .lowEdge || shape == .highEdge, multiplier == 1, offset == 0,
      let secondItem, secondItem.key != firstItem.key,
      let axis = firstAttribute.axis
    else { return [] }
    let edge = firstAttribute.breakEdge
    return [
      BreakRule.Enclosure(
        outer: BreakRule.sizeKey(firstItem.key, axis), inner: secondItem.key, edge: edge),
      BreakRule.Enclosure(
        outer: BreakRule.sizeKey(secondItem.key, axis), inner: firstItem.key, edge: edge),
    ]
  }

  /// The size the constraint sets, as `BreakRule.Candidate.size` names it.
  func breakSize(_ shape: BreakRule.Shape) -> String? {
    guard shape == .constantSize || shape == .relativeSize, let axis = firstAttribute.axis
    else { return nil }
    return BreakRule.sizeKey(firstItem.key, axis)
  }

  /// The item the constraint holds inside the other by one edge: the `|` of a visual-format
  /// description holds the other item, else the pin's inset (`offset`, margins read in)
  /// tells which is inside.
  func breakEnclosure(_ shape: BreakRule.Shape, offset: Double) -> BreakRule.Enclosure? {
    guard shape == .lowEdge || shape == .highEdge, multiplier == 1, let secondItem,
      let axis = firstAttribute.axis
    else { return nil }
    let known = superview.map { $0.key == firstItem.key || $0.key == secondItem.key } ?? false
    return BreakRule.enclosure(
      first: firstItem.key, second: secondItem.key, edge: firstAttribute.breakEdge,
      axis: axis, offset: offset,
      firstContainsSecond: known ? superview?.key == firstItem.key : nil,
      secondContainsFirst: known ? superview?.key == secondItem.key : nil)
  }

  /// Whether the first item is the `|` of a visual-format description: the superview of the
  /// second.
  var firstContainsSecond: Bool {
    guard let superview, let secondItem else { return false }
    return superview.key == firstItem.key && secondItem.key != firstItem.key
  }
}

extension BreakRule.Shape {
  /// What a constraint of this shape does, as a reason's opening words.
  var phrase: String {
    switch self {
    case .constantSize: "it sets a size to a constant"
    case .spacing: "it sets the spacing between two items"
    case .center: "it aligns a centre"
    case .relativeSize: "it relates a size to another size"
    case .highEdge: "it pins a trailing or bottom edge to another"
    case .lowEdge: "it pins a leading or top edge to another"
    case .other: "it sets a position"
    case .containerSize: "it sets the size of a view its content is pinned inside"
    }
  }
}
