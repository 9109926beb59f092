import LayoutGeometry

/// Makes constant positions relative to the superview they are measured in.
///
/// Autoresizing constraints pin a frame in the superview's coordinates:
/// `UIView:0x1.midX == + 187.5` means "centre 187.5 pt right of the superview's left edge",
/// not of the screen. The rebuilt views live in root coordinates, so each such constraint is
/// rewritten as `UIView:0x1.midX == S.minX + 187.5`, with S the view's superview, taken
/// from, in order:
/// 1. the names table of a description of that view (`names: '|':UIView:0x2`), its own or a
///    visual-format edge's (`H:|-(0)-[UIView:0x1]`);
/// 2. the superview of a sibling: a view it is spaced from in the visual format
///    (`V:[A]-(0)-[UIView:0x1]`, which only views of one superview can have) whose
///    superview step 1 knows, followed through chains of siblings (reported);
/// 3. a view whose same edge it is pinned to (`UIView:0x1.bottom == S.bottom - 10`), an
///    assumption that is reported;
/// 4. otherwise the unnamed superview of the view, the `|` of its other descriptions
///    (reported).
enum SuperviewAnchoring {
  /// The constraints with constant positions anchored, and what had to be assumed.
  static func anchor(_ constraints: [LogConstraint]) -> (
    constraints: [LogConstraint], assumptions: [String]
  ) {
    var known: [String: LogItem] = [:]
    for constraint in constraints {
      if let superview = constraint.superview, let pinned = constraint.pinnedItem,
        known[pinned.key] == nil
      {
        known[pinned.key] = superview
      }
    }
    let viaSibling = siblingSuperviews(known: known, in: constraints)
    var assumptions: [String] = []
    let anchored = constraints.map { constraint -> LogConstraint in
      guard constraint.isConstantPosition else { return constraint }
      var result = constraint
      let item = constraint.firstItem
      if let superview = known[item.key] {
        result.secondItem = superview
      } else if let (superview, sibling, spacing) = viaSibling[item.key] {
        result.secondItem = superview
        assumptions.append(
          "which view is the superview of \(name(item)): \(constraint.tag) places it in "
            + "its superview's coordinates, taken as \(name(superview)), the superview of "
            + "\(name(sibling)), because \(spacing.className):\(spacing.address) spaces the two "
            + "in the visual format, which only views of one superview have")
      } else if let (partner, attribute) = sameEdgePartner(of: item, in: constraints) {
        result.secondItem = partner
        assumptions.append(
          "which view is the superview of \(name(item)): \(constraint.tag) places it in "
            + "its superview's coordinates, taken as \(name(partner)) because its "
            + "\(attribute) is pinned to that view's \(attribute)")
      } else {
        result.secondItem = LogItem(isSuperview: true)
        assumptions.append(
          "which view is the superview of \(name(item)): \(constraint.tag) places it in "
            + "its superview's coordinates and the log does not name that view, so it is "
            + "rebuilt as the superview of \(name(item))")
      }
      // The superview's origin, in the engine's words as the log's own positions are.
      result.printedSecondAttribute = PrintedAttribute(
        word: constraint.axis == .horizontal ? "minX" : "minY")
      result.multiplier = 1
      return result
    }
    return (anchored, assumptions)
  }

  /// The superviews known through siblings: for each view without a names table of its
  /// own that a visual-format spacing joins to a view whose superview is known, that
  /// superview, the sibling it came from and the spacing. Chains (`[A]-[B]-[C]`) are
  /// followed, nearest sibling first, so the result does not depend on the log's order
  /// beyond ties.
  static func siblingSuperviews(known: [String: LogItem], in constraints: [LogConstraint])
    -> [String: (superview: LogItem, sibling: LogItem, spacing: LogConstraint)]
  {
    var found: [String: (superview: LogItem, sibling: LogItem, spacing: LogConstraint)] = [:]
    var frontier = Array(known.keys).sorted()
    func superview(of key: String) -> LogItem? { known[key] ?? found[key]?.superview }
    while !frontier.isEmpty {
      var next: [String] = []
      for key in frontier {
        guard let shared = superview(of: key) else { continue }
        for spacing in constraints where spacing.joinsSiblings {
          guard let second = spacing.secondItem else { continue }
          let pair = [spacing.firstItem, second]
          guard let from = pair.first(where: { $0.key == key }),
            let to = pair.first(where: { $0.key != key }),
            superview(of: to.key) == nil, to.key != shared.key
          else { continue }
          found[to.key] = (shared, from, spacing)
          next.append(to.key)
        }
      }
      frontier = next
    }
    return found
  }

  /// A view another constraint pins `item`'s edge to, edge for same edge (`a.bottom ==
  /// b.bottom - 10`), and that edge. Only edges printed under UIKit's names count, not the
  /// engine's words (`minX`) of autoresizing constraints.
  static func sameEdgePartner(of item: LogItem, in constraints: [LogConstraint])
    -> (LogItem, PrintedAttribute)?
  {
    let edges = Set(
      [LayoutAttribute.left, .right, .top, .bottom, .leading, .trailing].map(PrintedAttribute.init))
    for constraint in constraints {
      guard let second = constraint.secondItem,
        constraint.printedSecondAttribute == constraint.printedFirstAttribute,
        edges.contains(constraint.printedFirstAttribute),
        constraint.multiplier == 1, !second.isSuperview
      else { continue }
      if constraint.firstItem.key == item.key, second.key != item.key {
        return (second, constraint.printedFirstAttribute)
      }
      if second.key == item.key, constraint.firstItem.key != item.key,
        !constraint.firstItem.isSuperview
      {
        return (constraint.firstItem, constraint.printedFirstAttribute)
      }
    }
    return nil
  }

  /// `UIView 0x1` for sentences: class and address, or the name.
  static func name(_ item: LogItem) -> String {
    if let name = item.name { return "'\(name)'" }
    return [item.className, item.address].compactMap { $0 }.joined(separator: " ")
  }
}
