import Cassowary
import LayoutCore

/// Says in plain words why a minimal conflicting set cannot hold.
///
/// One member is the *limit*: preferably a constant size the system imposes
/// (`'UIView-Encapsulated-Layout-Height'`, an autoresizing width, `'UISV-hiding'`), else
/// any constant size, else the constraint the rule breaks. The others are solved alone with
/// a weak pull to each extreme, which gives the range they allow for the limit's quantity;
/// the sentence sets that range against what the limit demands:
/// "UILabel 'Title': leading 20 + width 100 + trailing 20 need UITableViewCellContentView to
/// be at least 140 pt wide, but 'UIView-Encapsulated-Layout-Width' makes it 44 pt wide."
struct ConflictNarrator {
  let system: RebuiltSystem

  /// The range of values `quantity` (of the limit's views) can take under `members`, with
  /// the sizes of the views involved non-negative.
  func range(of quantity: Expression, under members: [Int], limit: Int) -> (
    low: Double, high: Double
  ) {
    let involved = Set(
      (members + [limit]).flatMap { member -> [Int] in
        let (first, second) = system.itemViews[member]
        return [first] + (second.map { [$0] } ?? [])
      })
    let sizes = system.nonNegativeSizes().filter { involved.contains($0.view) }
    func extreme(_ target: Double) -> Double {
      let solver = CassowarySolver()
      for (constraint, _, _) in sizes { try? solver.add(constraint) }
      for member in members { try? solver.add(system.solverConstraint(member)) }
      let pull = Constraint(quantity - target, .equal, priority: .weak)
      try? solver.add(pull)
      return quantity.value { solver.value(of: $0) }
    }
    return (extreme(-Self.far), extreme(Self.far))
  }

  static let far: Double = 1_000_000

  /// The member the sentence measures the others against: a constant size the system
  /// imposes, else the broken constraint when it is a constant size, else the constant size
  /// of the view the other members mention most (the container), else the broken one.
  func limit(of conflict: ConflictSolver.Conflict) -> Int {
    let constantSizes = conflict.members.filter {
      system.constraints[$0].secondItem == nil && system.constraints[$0].firstAttribute.isDimension
    }
    if let imposed = constantSizes.first(where: { system.constraints[$0].source.isSystem }) {
      return imposed
    }
    if constantSizes.contains(conflict.victim) { return conflict.victim }
    func mentions(_ member: Int) -> Int {
      let view = system.itemViews[member].first
      return conflict.members.filter {
        system.itemViews[$0].first == view || system.itemViews[$0].second == view
      }.count
    }
    return constantSizes.max { mentions($0) < mentions($1) } ?? conflict.victim
  }

  /// How the sentence names the limit: its identifier, its autoresizing mask, or itself.
  func limitName(_ limit: Int) -> String {
    let constraint = system.constraints[limit]
    if let identifier = constraint.identifier { return "'\(identifier)'" }
    if let code = constraint.autoresizingCode { return "the autoresizing mask (\(code))" }
    return system.readable(limit)
  }

  /// The sentence for a conflict.
  func sentence(for conflict: ConflictSolver.Conflict) -> String {
    let limit = limit(of: conflict)
    let limitConstraint = system.constraints[limit]
    let others = conflict.members.filter { $0 != limit }
    let quantity = system.quantity(limit)
    let (low, high) = range(of: quantity, under: others, limit: limit)
    let isSize = limitConstraint.secondItem == nil && limitConstraint.firstAttribute.isDimension
    let container = isSize ? system.itemViews[limit].first : nil
    // The quantity is the limit's left side minus its right side without the constant:
    // a view's size, or a distance such as `B.leading − A.trailing`.
    let subject = isSize ? system.views[system.itemViews[limit].first].displayName : describe(limit)
    let unit = isSize ? " pt " + limitConstraint.axis.extentWord : " pt"
    // One part reads as a singular subject ("height 24 needs"), several as a plural.
    let singular = others.count == 1
    let needVerb = singular ? "needs" : "need"
    let allowVerb = singular ? "allows" : "allow"
    let need: String
    if high > Self.far / 2, limitConstraint.constant >= low {
      // The others leave the quantity free: the conflict runs through the limit's own view
      // (an implicit size), so no range can be quoted.
      return "\(parts(others, container: container)) and \(limitName(limit)) cannot all hold "
        + "while sizes stay non-negative."
    }
    if abs(high - low) < 1e-6 {
      need = "\(needVerb) \(subject) to be \(formatNumber(roundedForDisplay(low)))\(unit)"
    } else if limitConstraint.constant < low {
      need = "\(needVerb) \(subject) to be at least \(formatNumber(roundedForDisplay(low)))\(unit)"
    } else {
      need = "\(allowVerb) \(subject) to be at most \(formatNumber(roundedForDisplay(high)))\(unit)"
    }
    let demand: String
    switch limitConstraint.relation {
    case .equal: demand = "makes it"
    case .lessThanOrEqual: demand = "allows at most"
    case .greaterThanOrEqual: demand = "needs at least"
    }
    var text = "\(parts(others, container: container)) \(need), but \(limitName(limit)) \(demand) "
    text += "\(formatNumber(limitConstraint.constant))\(unit)."
    let negatives = conflict.implicit.map {
      "\(system.views[$0.view].displayName)'s \($0.axis == .horizontal ? "width" : "height")"
    }
    if !negatives.isEmpty {
      text += " (Sizes cannot be negative: \(negatives.joined(separator: ", ")) ≥ 0 takes part.)"
    }
    return text
  }

  /// `first.attr − second.attr` of a constraint, in view names.
  func describe(_ index: Int) -> String {
    let constraint = system.constraints[index]
    let (first, second) = system.itemViews[index]
    var text = "\(system.views[first].displayName).\(constraint.firstAttribute.rawValue)"
    if let second, let attribute = constraint.secondAttribute {
      let factor = constraint.multiplier == 1 ? "" : "\(formatNumber(constraint.multiplier)) × "
      text += " − \(factor)\(system.views[second].displayName).\(attribute.rawValue)"
    }
    return text
  }

  /// The other members grouped by the view they speak of: `UILabel 'Title': leading 20 +
  /// width 100 + trailing 20; UIImageView: width 40`.
  func parts(_ members: [Int], container: Int?) -> String {
    var groups: [(subject: Int, phrases: [String])] = []
    for member in members {
      let (subject, phrase) = system.part(member, excluding: container)
      if let group = groups.firstIndex(where: { $0.subject == subject }) {
        groups[group].phrases.append(phrase)
      } else {
        groups.append((subject, [phrase]))
      }
    }
    let text = groups.map {
      // A view's own constraints on the size in question (`height == 24` against
      // `'UISV-hiding'`) are marked, since the sentence names the view twice.
      let itself = $0.subject == container ? " (itself)" : ""
      return
        "\(system.views[$0.subject].displayName)\(itself): \($0.phrases.joined(separator: " + "))"
    }.joined(separator: "; ")
    return text.isEmpty ? "Nothing else" : text
  }
}
