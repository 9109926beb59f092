import LayoutGeometry

/// Which view of a panel contains which, and the order of views side by side, guessed from
/// the constraints alone (logs do not print the view hierarchy).
///
/// A constraint whose log names the container (a visual-format `|`, an autoresizing frame)
/// settles it. Otherwise two views whose like edges are joined (`label.leading ==
/// container.leading + 16`) are taken as child and container: the child is the one the
/// constant pushes inwards; a zero constant or a centre leaves it to which view a container
/// sizes (`UIView-Encapsulated-Layout-Width`: cells and headers hold the others), then to
/// the convention that the second item is the container. Solved sizes are no evidence: in
/// a conflict they are what is wrong. Views joined by opposite edges
/// (`b.leading == a.trailing + 8`) are siblings, ordered along the panel's axis.
struct SchematicHierarchy {
  /// Each view's container, by index into the panel's views.
  private(set) var parent: [Int?]
  /// The top-level views, in drawing order.
  private(set) var roots: [Int] = []
  /// Each view's children, in drawing order.
  private(set) var children: [[Int]]

  init(_ panel: ConflictPanel) {
    let count = panel.views.count
    let index = Dictionary(
      panel.views.enumerated().map { ($0.element.name, $0.offset) },
      uniquingKeysWith: { first, _ in first })
    parent = Array(repeating: nil, count: count)
    children = Array(repeating: [], count: count)
    var votes: [Pair: Int] = [:]
    // Views given a size by their container (cells, headers) hold the others.
    let sized = Set(
      panel.constraints.filter { $0.kind == .encapsulatedLayout }.compactMap {
        index[$0.first.view]
      })
    var siblings: [(before: Int, after: Int, axis: LayoutAxis)] = []
    for constraint in panel.constraints {
      guard let second = constraint.second, let a = index[constraint.first.view],
        let b = index[second.view], a != b
      else { continue }
      if let container = constraint.container.flatMap({ index[$0] }),
        container == a || container == b
      {
        votes[Pair(child: container == a ? b : a, parent: container), default: 0] += 4
        continue
      }
      let (first, other) = (constraint.first.attribute, second.attribute)
      guard first.axis == other.axis, first.place != .size, other.place != .size else { continue }
      if first.place == other.place {
        let (child, strength) = Self.child(constraint, first: a, second: b, sized: sized)
        votes[Pair(child: child, parent: child == a ? b : a), default: 0] += strength
      } else if first.place != .middle, other.place != .middle {
        // `a.low == b.high + c`: b comes first; `a.high == b.low - c`: a comes first.
        siblings.append(
          first.place == .low ? (b, a, first.axis) : (a, b, first.axis))
      }
    }
    let ranked = votes.sorted {
      $0.value != $1.value
        ? $0.value > $1.value : ($0.key.child, $0.key.parent) < ($1.key.child, $1.key.parent)
    }
    for (pair, _) in ranked where parent[pair.child] == nil {
      if !isAncestor(pair.child, of: pair.parent) { parent[pair.child] = pair.parent }
    }
    // Siblings share a container: give one the other's when only one has it.
    for (before, after, _) in siblings {
      for (view, partner) in [(before, after), (after, before)] where parent[view] == nil {
        if let container = parent[partner], container != view, !isAncestor(view, of: container) {
          parent[view] = container
        }
      }
    }
    var groups: [Int?: [Int]] = [:]
    for view in 0..<count { groups[parent[view], default: []].append(view) }
    let ordering = siblings.filter { $0.axis == panel.axis }
    for (container, members) in groups {
      let ordered = Self.order(members, by: ordering)
      if let container { children[container] = ordered } else { roots = ordered }
    }
  }

  /// A child and container for a constraint joining like places, with the vote's weight.
  private static func child(
    _ constraint: DiagramConstraint, first a: Int, second b: Int, sized: Set<Int>
  ) -> (Int, Int) {
    let place = constraint.first.attribute.place
    // `first.edge ± inset1 == second.edge ± inset2 + c`, with margins' insets moved to c.
    let insets = constraint.first.attribute.inset - (constraint.second?.attribute.inset ?? 0)
    let offset = constraint.constant + (place == .low ? -insets : insets)
    let inward: Double
    switch constraint.relation {
    case .equal: inward = place == .low ? offset : -offset
    case .greaterThanOrEqual: inward = place == .low ? 1 : -1
    case .lessThanOrEqual: inward = place == .low ? -1 : 1
    }
    if place != .middle, inward > 0 { return (a, 2) }
    if place != .middle, inward < 0 { return (b, 2) }
    if sized.contains(a) != sized.contains(b) { return (sized.contains(a) ? b : a, 1) }
    return (a, 1)
  }

  /// Whether `ancestor` contains `view`, directly or not (or is it).
  private func isAncestor(_ ancestor: Int, of view: Int) -> Bool {
    var current: Int? = view
    var steps = 0
    while let at = current, steps <= parent.count {
      if at == ancestor { return true }
      current = parent[at]
      steps += 1
    }
    return false
  }

  /// `members` in first-appearance order, moved so that each `before` precedes its `after`
  /// where the pairs allow (a cycle keeps first-appearance order).
  private static func order(
    _ members: [Int], by pairs: [(before: Int, after: Int, axis: LayoutAxis)]
  ) -> [Int] {
    let set = Set(members)
    var incoming = Dictionary(uniqueKeysWithValues: members.map { ($0, 0) })
    var outgoing: [Int: [Int]] = [:]
    for pair in pairs where set.contains(pair.before) && set.contains(pair.after) {
      if pair.before == pair.after { continue }
      outgoing[pair.before, default: []].append(pair.after)
      incoming[pair.after, default: 0] += 1
    }
    var result: [Int] = []
    var placed = Set<Int>()
    while result.count < members.count {
      let next =
        members.first { !placed.contains($0) && incoming[$0] == 0 }
        ?? members.first { !placed.contains($0) }!
      placed.insert(next)
      result.append(next)
      for after in outgoing[next, default: []] { incoming[after, default: 0] -= 1 }
    }
    return result
  }

  private struct Pair: Hashable {
    var child: Int
    var parent: Int
  }
}
