import LayoutCore

/// Identical constraints sharing one tableau row.
///
/// Screens repeat constraints: every cell of a grid asks for the same weak width, every row
/// of a form must fit the same trailing edge. Once expanded through the definitions these are
/// the same equation, and as separate rows they all hold the same column, so every pivot on
/// it touches all of them. One row counted `k` times in its level's total error means
/// exactly the same (`k` equal errors), and a repeated required constraint is implied by the
/// first.
///
/// Groups are found by a fingerprint of the expanded equation (order-independent, so no sort
/// and no key arrays per constraint) and confirmed by comparing the equations exactly.
struct Twins {
  /// A leader with each fingerprint; others with the same fingerprint follow in `nextLeader`.
  var leaders: [Int: Int] = [:]
  /// The next leader with the same fingerprint, for the rare collisions.
  var nextLeader: [Int: Int] = [:]
  /// Each leader's fingerprint.
  var fingerprints = IDMap<Int>()
  var followers: [Int: [Int]] = [:]
  var leaderOf: [Int: Int] = [:]

  /// Whether the constraint is in the tableau, with a row of its own or sharing one.
  func holds(_ id: Int) -> Bool {
    fingerprints[id] != nil || leaderOf[id] != nil
  }

  /// The fingerprint of an expanded equation: its terms are mixed one by one and summed, so
  /// the order of terms does not matter.
  static func fingerprint(_ expression: Expression, _ relation: Relation, _ priority: Priority)
    -> Int
  {
    var sum = mix(expression.constant.bitPattern ^ 0x9E37_79B9_7F4A_7C15)
    for term in expression.terms {
      sum &+= mix(
        UInt64(bitPattern: Int64(term.variable.id)) &* 0xBF58_476D_1CE4_E5B9
          ^ term.coefficient.bitPattern)
    }
    let kind: UInt64
    switch relation {
    case .equal: kind = 1
    case .lessThanOrEqual: kind = 2
    case .greaterThanOrEqual: kind = 3
    }
    sum &+= mix(priority.value.bitPattern &+ kind)
    return Int(bitPattern: UInt(sum))
  }

  /// SplitMix64's finaliser: every input bit affects every output bit.
  private static func mix(_ value: UInt64) -> UInt64 {
    var z = value &+ 0x9E37_79B9_7F4A_7C15
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// Whether two constraints are the same equation: same relation, priority and constant, and
  /// the same coefficient bits for each variable, in any order.
  static func areIdentical(_ a: Constraint, _ b: Constraint) -> Bool {
    guard a.relation == b.relation, a.priority == b.priority,
      a.expression.constant.bitPattern == b.expression.constant.bitPattern,
      a.expression.terms.count == b.expression.terms.count
    else { return false }
    if a.expression.terms.count > 16 {
      var coefficients: [Int: UInt64] = [:]
      for term in b.expression.terms {
        coefficients[term.variable.id] = term.coefficient.bitPattern
      }
      return a.expression.terms.allSatisfy {
        coefficients[$0.variable.id] == $0.coefficient.bitPattern
      }
    }
    for term in a.expression.terms {
      guard
        b.expression.terms.contains(where: {
          $0.variable.id == term.variable.id
            && $0.coefficient.bitPattern == term.coefficient.bitPattern
        })
      else { return false }
    }
    return true
  }

  /// Registers `id` as the leader of a new group.
  mutating func lead(_ id: Int, fingerprint: Int) {
    if let first = leaders.updateValue(id, forKey: fingerprint) { nextLeader[id] = first }
    fingerprints[id] = fingerprint
  }

  /// Removes leader `id` from the fingerprint index.
  mutating func resign(_ id: Int) {
    guard let fingerprint = fingerprints.removeValue(forKey: id) else { return }
    let next = nextLeader.removeValue(forKey: id)
    if leaders[fingerprint] == id {
      leaders[fingerprint] = next
      return
    }
    var current = leaders[fingerprint]
    while let leader = current {
      if nextLeader[leader] == id {
        nextLeader[leader] = next
        return
      }
      current = nextLeader[leader]
    }
  }
}

extension CassowarySolver {
  /// Adds an expanded constraint to the tableau, or to the group of an identical one.
  func addRow(_ constraint: Constraint, expanded: Expression) throws(LayoutError) {
    let rewritten = constraint.rewritten(as: expanded)
    let fingerprint = Twins.fingerprint(expanded, constraint.relation, constraint.priority)
    var candidate = twins.leaders[fingerprint]
    while let leader = candidate {
      if let record = tableau.records[leader], Twins.areIdentical(record.constraint, rewritten) {
        if !constraint.priority.isRequired {
          try tableau.changeWeight(ofConstraint: leader, by: 1)
        }
        twins.followers[leader, default: []].append(constraint.id)
        twins.leaderOf[constraint.id] = leader
        return
      }
      candidate = twins.nextLeader[leader]
    }
    try tableau.add(rewritten)
    twins.lead(constraint.id, fingerprint: fingerprint)
  }

  /// Takes a constraint out of the tableau: out of its group, or with its row (the next of
  /// its group, if any, taking the row over).
  func removeRow(_ id: Int) throws(LayoutError) {
    let required = originals[id]?.constraint.priority.isRequired ?? true
    if let leader = twins.leaderOf.removeValue(forKey: id) {
      twins.followers[leader]!.removeAll { $0 == id }
      if twins.followers[leader]!.isEmpty { twins.followers[leader] = nil }
      if !required { try tableau.changeWeight(ofConstraint: leader, by: -1) }
      return
    }
    guard twins.fingerprints[id] != nil, let record = tableau.records[id] else {
      throw .internalError("constraint \(id) has no row")
    }
    twins.resign(id)
    let group = twins.followers.removeValue(forKey: id) ?? []
    if !required && !group.isEmpty {
      try tableau.changeWeight(ofConstraint: id, by: -Double(group.count))
    }
    try tableau.remove(record.constraint)
    guard let heir = group.first else { return }
    for follower in group { twins.leaderOf[follower] = nil }
    let rest = Array(group.dropFirst())
    let original = originals[heir]!.constraint
    let expanded = eliminations.expand(original.expression).0
    try tableau.add(original.rewritten(as: expanded))
    twins.lead(
      heir, fingerprint: Twins.fingerprint(expanded, original.relation, original.priority))
    if rest.isEmpty { return }
    twins.followers[heir] = rest
    for follower in rest { twins.leaderOf[follower] = heir }
    if !required { try tableau.changeWeight(ofConstraint: heir, by: Double(rest.count)) }
  }
}
