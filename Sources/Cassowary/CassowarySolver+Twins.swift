import LayoutCore

/// Identical constraints sharing one tableau row.
///
/// Screens repeat constraints: every cell of a grid asks for the same weak width, every row
/// of a form must fit the same trailing edge. Once expanded through the definitions these are
/// the same equation, and as separate rows they all hold the same column, so every pivot on
/// it touches all of them. One row counted `k` times in its level's total error means
/// exactly the same (`k` equal errors), and a repeated required constraint is implied by the
/// first.
struct TwinKey: Hashable {
  var ids: [Int]
  var coefficients: [UInt64]
  var constant: UInt64
  var relation: Relation
  var priority: UInt64

  init(_ expression: Expression, _ relation: Relation, _ priority: Priority) {
    let terms = expression.terms.sorted { $0.variable.id < $1.variable.id }
    ids = terms.map(\.variable.id)
    coefficients = terms.map(\.coefficient.bitPattern)
    constant = expression.constant.bitPattern
    self.relation = relation
    self.priority = priority.value.bitPattern
  }
}

/// The bookkeeping of ``TwinKey`` groups: the constraint whose row the group shares, and the
/// others.
struct Twins {
  var leaders: [TwinKey: Int] = [:]
  var keys: [Int: TwinKey] = [:]
  var followers: [Int: [Int]] = [:]
  var leaderOf: [Int: Int] = [:]

  /// Whether the constraint is in the tableau, with a row of its own or sharing one.
  func holds(_ id: Int) -> Bool {
    keys[id] != nil || leaderOf[id] != nil
  }
}

extension CassowarySolver {
  /// Adds an expanded constraint to the tableau, or to the group of an identical one.
  func addRow(_ constraint: Constraint, expanded: Expression) throws(LayoutError) {
    let key = TwinKey(expanded, constraint.relation, constraint.priority)
    if let leader = twins.leaders[key] {
      if !constraint.priority.isRequired {
        try tableau.changeWeight(ofConstraint: leader, by: 1)
      }
      twins.followers[leader, default: []].append(constraint.id)
      twins.leaderOf[constraint.id] = leader
      return
    }
    try tableau.add(constraint.rewritten(as: expanded))
    twins.leaders[key] = constraint.id
    twins.keys[constraint.id] = key
  }

  /// Takes a constraint out of the tableau: out of its group, or with its row (the next of
  /// its group, if any, taking the row over).
  func removeRow(_ id: Int) throws(LayoutError) {
    let required = originals[id]?.priority.isRequired ?? true
    if let leader = twins.leaderOf.removeValue(forKey: id) {
      twins.followers[leader]!.removeAll { $0 == id }
      if twins.followers[leader]!.isEmpty { twins.followers[leader] = nil }
      if !required { try tableau.changeWeight(ofConstraint: leader, by: -1) }
      return
    }
    guard let key = twins.keys.removeValue(forKey: id), let record = tableau.records[id] else {
      throw .internalError("constraint \(id) has no row")
    }
    twins.leaders[key] = nil
    let group = twins.followers.removeValue(forKey: id) ?? []
    if !required && !group.isEmpty {
      try tableau.changeWeight(ofConstraint: id, by: -Double(group.count))
    }
    try tableau.remove(record.constraint)
    guard let heir = group.first else { return }
    for follower in group { twins.leaderOf[follower] = nil }
    let rest = Array(group.dropFirst())
    let original = originals[heir]!
    try tableau.add(original.rewritten(as: eliminations.expand(original.expression).0))
    twins.leaders[key] = heir
    twins.keys[heir] = key
    if rest.isEmpty { return }
    twins.followers[heir] = rest
    for follower in rest { twins.leaderOf[follower] = heir }
    if !required { try tableau.changeWeight(ofConstraint: heir, by: Double(rest.count)) }
  }
}
