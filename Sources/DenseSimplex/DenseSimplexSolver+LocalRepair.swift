import LayoutCore

extension DenseSimplexSolver {
  /// Makes `constraint` hold at `point` by solving only its neighbourhood: the variables of
  /// the constraint and of the required constraints sharing one with it may move (variables
  /// used by more than `hubDegree` required constraints excepted), every other variable keeps
  /// its value, folded into the constants. Every required constraint that mentions a moving
  /// variable (those added and those `alsoOn`, by variable id) is in the small problem, so a
  /// point it finds keeps all of them holding. Returns false, leaving `point` alone, when the
  /// small problem is infeasible (the whole set may still be feasible), too large to pay, or
  /// its point does not verify.
  ///
  /// Nested views defeat ``repair(_:terms:at:alsoOn:depth:held:)``: a child's trailing edge
  /// is tied to its sibling's width and its parent's edges at once, so no single move keeps
  /// every equality. A phase-one simplex over a dozen rows costs a fraction of one over every
  /// required constraint.
  ///
  /// - Complexity: O(terms of the constraints within two links of `constraint`) plus one
  ///   phase-one simplex over at most `limit` of them.
  func localRepair(
    _ constraint: Constraint, terms own: [Term], at point: inout [Int: Double],
    alsoOn extra: [Int: [Constraint]]
  ) throws(LayoutError) -> Bool {
    let hubDegree = 64
    let limit = 64
    func users(_ id: Int) -> [Constraint] { (requiredByVariable[id] ?? []) + (extra[id] ?? []) }
    // Arrays keep the order of first sight, so the same calls always build the same problem.
    var moving: [Int] = []
    var isMoving = Set<Int>()
    func allow(_ id: Int) {
      if users(id).count <= hubDegree, isMoving.insert(id).inserted { moving.append(id) }
    }
    for term in own {
      allow(term.variable.id)
      guard isMoving.contains(term.variable.id) else { continue }
      for other in users(term.variable.id) { for t in terms(of: other) { allow(t.variable.id) } }
    }
    guard !moving.isEmpty else { return false }
    var local: [Constraint] = [constraint]
    var seen: Set<Int> = [constraint.id]
    for id in moving {
      for other in users(id) where seen.insert(other.id).inserted { local.append(other) }
      if local.count > limit { return false }
    }
    let folded = local.map { original -> Constraint in
      var constant = original.expression.constant
      var kept: [Term] = []
      for term in terms(of: original) {
        if isMoving.contains(term.variable.id) {
          kept.append(term)
        } else {
          constant += term.coefficient * (point[term.variable.id] ?? 0)
        }
      }
      return Constraint(Expression(kept, constant: constant), original.relation)
    }
    guard let found = try requiredPoint(folded) else { return false }
    var trial = point
    for (id, value) in found { trial[id] = value }
    // The kernel's tolerance is relative to its scaled rows; the witness must meet ours.
    guard local.allSatisfy({ Self.holds($0, terms: terms(of: $0), at: trial) }) else {
      return false
    }
    point = trial
    return true
  }
}
