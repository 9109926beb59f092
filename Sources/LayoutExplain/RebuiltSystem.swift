import LayoutCore
import LayoutGeometry

/// The views and constraints of one conflict message, rebuilt as linear constraints.
struct RebuiltSystem {
  /// The listed constraints, in log order.
  let constraints: [LogConstraint]
  private(set) var views: [RebuiltView] = []
  private var viewIndex: [String: Int] = [:]
  /// For each constraint, the views of its first and second items.
  private(set) var itemViews: [(first: Int, second: Int?)] = []
  /// What the log did not say and the rebuild had to assume.
  private(set) var assumptions: [String] = []
  /// Sizes bounded by a listed required `>= 0`, which get no implicit twin.
  private var listedNonNegativeSizes: Set<ViewAxis> = []

  /// Rebuilds the constraints; `displayNames` (by item key) keeps names consistent with a
  /// larger rebuild of the same log.
  init(constraints: [LogConstraint], displayNames: [String: String] = [:]) {
    let (anchored, anchorAssumptions) = SuperviewAnchoring.anchor(constraints)
    self.constraints = anchored
    var pending: [(LogItem, String)] = []
    var keys: [(String, String?)] = []
    // Unnamed `|`s of visual-format descriptions (an anchored position reports its own).
    var unnamedPipes: Set<String> = []
    for (original, constraint) in zip(constraints, anchored) {
      let firstKey = Self.key(constraint.firstItem, partner: constraint.secondItem)
      let secondKey = constraint.secondItem.map { Self.key($0, partner: constraint.firstItem) }
      if !original.isConstantPosition {
        if constraint.firstItem.isSuperview { unnamedPipes.insert(firstKey) }
        if constraint.secondItem?.isSuperview == true, let secondKey {
          unnamedPipes.insert(secondKey)
        }
      }
      keys.append((firstKey, secondKey))
      pending.append((constraint.firstItem, firstKey))
      if let second = constraint.secondItem, let secondKey { pending.append((second, secondKey)) }
    }
    var items: [(String, LogItem)] = []
    var itemIndex: [String: Int] = [:]
    for (item, key) in pending {
      if let existing = itemIndex[key] {
        items[existing].1.merge(item)
      } else {
        itemIndex[key] = items.count
        items.append((key, item))
      }
    }
    let baseNames = items.map { Self.baseName($0.1, key: $0.0, in: items) }
    var nameCounts: [String: Int] = [:]
    for name in baseNames { nameCounts[name, default: 0] += 1 }
    for (offset, (key, item)) in items.enumerated() {
      var name = baseNames[offset]
      if nameCounts[name, default: 0] > 1, let address = item.address {
        name += " " + address
      }
      name = displayNames[key] ?? name
      viewIndex[key] = views.count
      views.append(RebuiltView(key: key, item: item, displayName: name))
      if item.isSuperview, unnamedPipes.contains(key) {
        assumptions.append(
          "which view '|' is: the log has no names table, so it is taken as \(name)")
      }
    }
    itemViews = keys.map { (viewIndex[$0.0]!, $0.1.map { viewIndex[$0]! }) }
    listedNonNegativeSizes = Self.listedNonNegativeSizes(anchored, itemViews: itemViews)
    assumptions += anchorAssumptions
  }

  /// The key of an item; an unresolved `|` stands for the superview of its partner.
  static func key(_ item: LogItem, partner: LogItem?) -> String {
    guard item.isSuperview else { return item.key }
    return "superview-of:" + (partner?.key ?? "?")
  }

  static func baseName(_ item: LogItem, key: String, in items: [(String, LogItem)]) -> String {
    if item.isSuperview {
      let partnerKey = String(key.dropFirst("superview-of:".count))
      let partner = items.first { $0.0 == partnerKey }?.1
      return "the superview of " + (partner.map { baseName($0, key: partnerKey, in: items) } ?? "?")
    }
    if let name = item.name {
      // AppKit names a view by its class in names tables (`ItemCell.width`, names:
      // ItemCell:0x1): saying it twice ("ItemCell 'ItemCell'") adds nothing.
      guard let className = item.className, className != name else {
        return item.className ?? "'\(name)'"
      }
      return "\(className) '\(name)'"
    }
    let className = item.className ?? "view"
    if let label = item.label { return "\(className) '\(label)'" }
    return className
  }

  /// The solver form of constraint `index`, with an optional priority in place of its own.
  func solverConstraint(_ index: Int, priority override: Double? = nil) -> Constraint {
    let constraint = constraints[index]
    let (first, second) = itemViews[index]
    var expression = views[first].expression(constraint.firstAttribute)
    if let second, let attribute = constraint.secondAttribute {
      let right = views[second].expression(attribute)
      expression.terms += right.terms.map {
        Term($0.variable, -$0.coefficient * constraint.multiplier)
      }
      expression.constant -= right.constant * constraint.multiplier
    }
    expression.constant -= constraint.constant
    let value = min(max(override ?? constraint.priority, 1), 1000)
    let priority = (try? Priority(validating: value)) ?? .required
    return Constraint(expression.reduced(), constraint.relation, priority: priority)
  }

  /// `first − multiplier × second` of a constraint, without its constant: the quantity the
  /// constraint sets equal to (or bounds by) its constant.
  func quantity(_ index: Int) -> Expression {
    let constraint = constraints[index]
    let (first, second) = itemViews[index]
    var expression = views[first].expression(constraint.firstAttribute)
    if let second, let attribute = constraint.secondAttribute {
      let right = views[second].expression(attribute)
      expression.terms += right.terms.map {
        Term($0.variable, -$0.coefficient * constraint.multiplier)
      }
      expression.constant -= right.constant * constraint.multiplier
    }
    return expression.reduced()
  }

  /// The views the given constraints relate: only their sizes can take part in a conflict
  /// of those constraints.
  func views(of members: some Sequence<Int>) -> Set<Int> {
    Set(
      members.flatMap { member -> [Int] in
        let (first, second) = itemViews[member]
        return [first] + (second.map { [$0] } ?? [])
      })
  }

  /// Implicit `width >= 0` and `height >= 0` of every view.
  func nonNegativeSizes() -> [(Constraint, view: Int, axis: LayoutAxis)] {
    nonNegativeSizes(of: views.indices)
  }

  /// ``nonNegativeSizes()`` of the given views only, in view order: a conflict names a few
  /// views of a message that may hold thousands. A size the log itself bounds by a required
  /// `>= 0` gets no implicit twin: UIKit's engine has only the listed one, and a twin would
  /// outlive it when the listed one is broken.
  func nonNegativeSizes(of subset: some Collection<Int>) -> [(
    Constraint, view: Int, axis: LayoutAxis
  )] {
    subset.sorted().flatMap { index -> [(Constraint, view: Int, axis: LayoutAxis)] in
      [LayoutAxis.horizontal, .vertical].compactMap { axis in
        if listedNonNegativeSizes.contains(ViewAxis(view: index, axis: axis)) { return nil }
        return (Constraint(Expression(views[index].size(axis)), .greaterThanOrEqual), index, axis)
      }
    }
  }

  /// A view's size on one axis.
  private struct ViewAxis: Hashable {
    let view: Int
    let axis: LayoutAxis
  }

  /// The sizes the log bounds by a required `size >= 0` of their own.
  private static func listedNonNegativeSizes(
    _ constraints: [LogConstraint], itemViews: [(first: Int, second: Int?)]
  ) -> Set<ViewAxis> {
    var sizes: Set<ViewAxis> = []
    for (index, constraint) in constraints.enumerated()
    where constraint.secondItem == nil && constraint.relation == .greaterThanOrEqual
      && constraint.constant == 0 && constraint.multiplier == 1 && constraint.isRequired
      && [.width, .height].contains(constraint.firstAttribute)
    {
      sizes.insert(ViewAxis(view: itemViews[index].first, axis: constraint.axis))
    }
    return sizes
  }

  /// The views of each group of constraints that share no view with the other groups, in
  /// log order of their first constraint: one group for a connected set.
  func viewGroups() -> [[Int]] {
    var sets = UnionFind(count: views.count)
    for (first, second) in itemViews {
      if let second { sets.union(first, second) }
    }
    var groups: [[Int]] = []
    var groupOfRoot: [Int: Int] = [:]
    for (first, second) in itemViews {
      for view in [first] + (second.map { [$0] } ?? []) {
        let top = sets.find(view)
        if groupOfRoot[top] == nil {
          groupOfRoot[top] = groups.count
          groups.append([])
        }
        if !groups[groupOfRoot[top]!].contains(view) { groups[groupOfRoot[top]!].append(view) }
      }
    }
    return groups
  }

  /// The index of the constraint with this address.
  func index(of address: String) -> Int? {
    constraints.firstIndex { $0.address == address }
  }
}

extension LogItem {
  /// Fills what this mention lacks from another mention of the same object.
  mutating func merge(_ other: LogItem) {
    className = className ?? other.className
    address = address ?? other.address
    label = label ?? other.label
    name = name ?? other.name
  }
}
