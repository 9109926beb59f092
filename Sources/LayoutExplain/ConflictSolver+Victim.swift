import AutoLayout
import LayoutGeometry

/// UIKit's choice of the constraint to break, `BreakRule`, applied to a rebuilt conflict: the
/// members in log order stand for the order the constraints were made.
extension ConflictSolver {
  /// The member `BreakRule` breaks and why, in words.
  func uikitChoice(_ members: [Int], failing: Int) -> (Int, String) {
    let candidates = members.map { system.constraints[$0].breakCandidate }
    let victim = BreakRule.victim(among: candidates).map { members[$0] } ?? failing
    let users = members.filter { !system.constraints[$0].source.isSystem }
    let pool = users.isEmpty ? members : users
    let shape = system.constraints[victim].breakCandidate.shape
    let equals = pool.filter { system.constraints[$0].breakCandidate.shape == shape }
    var reason = "\(shape.phrase), which \(framework) breaks first"
    if pool.count > 1 {
      reason += " among the set's \(users.isEmpty ? "" : "user ")constraints"
      reason += " (constant sizes, then spacings, centres, relative sizes, trailing or bottom "
      reason += "edges, leading or top edges)"
    }
    if equals.count > 1 {
      reason += "; of the \(equals.count) such constraints it is the oldest (listed first)"
    }
    return (victim, reason + protectionNote(members))
  }
}

extension LogConstraint {
  /// What `BreakRule` looks at: who made the constraint and what it sets.
  var breakCandidate: BreakRule.Candidate {
    let second: BreakRule.Edge? = secondItem == nil ? nil : secondAttribute?.breakEdge
    return BreakRule.Candidate(
      isSystem: source.isSystem,
      shape: BreakRule.shape(first: firstAttribute.breakEdge, second: second))
  }
}

extension LayoutAttribute {
  /// Where on its axis the attribute lies, for `BreakRule`.
  var breakEdge: BreakRule.Edge {
    guard let placement else { return .size }
    if placement.fraction == 0 { return .low }
    if placement.fraction == 1 { return .high }
    return .center
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
    }
  }
}
