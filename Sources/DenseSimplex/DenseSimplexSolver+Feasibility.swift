import LayoutCore

extension DenseSimplexSolver {
  /// Throws ``LayoutError/unsatisfiable(constraint:conflicting:)`` when the required
  /// constraints of `batch`, added in order after the current ones, cannot all hold.
  ///
  /// Most layout constraints need no simplex: one that already holds at the ``witness`` point,
  /// or that ``repair(_:terms:at:alsoOn:depth:held:)`` can make hold by moving a few variables
  /// without breaking any other required constraint, keeps the required set feasible and the
  /// witness valid. The rest first try a small simplex over their neighbourhood
  /// (``localRepair(_:terms:at:alsoOn:)``); only when that fails does a phase-one simplex run
  /// over all the required constraints.
  func checkRequired(_ batch: [Constraint]) throws(LayoutError) {
    let incoming = batch.filter { $0.priority.isRequired }
    var point = witness
    var accepted: [Int: [Constraint]] = [:]
    var needsSimplex = false
    for (index, constraint) in incoming.enumerated() {
      let terms = terms(of: constraint)
      if terms.isEmpty {
        guard Self.holdsWithoutVariables(constraint) else {
          // Added in order, an earlier member of the batch may fail first.
          try checkRequired(Array(incoming[..<index]))
          throw .unsatisfiable(constraint: constraint, conflicting: [])
        }
        continue
      }
      if !needsSimplex && !Self.holds(constraint, terms: terms, at: point) {
        var repaired = repair(constraint, terms: terms, at: &point, alsoOn: accepted)
        if !repaired {
          repaired = try localRepair(constraint, terms: terms, at: &point, alsoOn: accepted)
        }
        needsSimplex = !repaired
      }
      for term in terms { accepted[term.variable.id, default: []].append(constraint) }
    }
    if !needsSimplex {
      witness = point
      return
    }
    let existing = constraints.filter { $0.priority.isRequired }
    if let found = try requiredPoint(existing + incoming) {
      for (id, value) in found { point[id] = value }
      witness = point
      return
    }
    // The whole batch fails; the first constraint that fails when added in order is the one
    // to report, found by bisecting on prefixes of the batch.
    var low = 0
    var high = incoming.count - 1
    while low < high {
      let middle = (low + high) / 2
      let prefix = Array(incoming[...middle])
      if try requiredPoint(existing + prefix) != nil {
        low = middle + 1
      } else {
        high = middle
      }
    }
    let failing = incoming[low]
    throw try unsatisfiable(failing, after: existing + incoming[..<low])
  }

  /// Whether a constraint with no variables holds (its constant alone decides).
  static func holdsWithoutVariables(_ constraint: Constraint) -> Bool {
    let constant = constraint.expression.constant
    let tolerance = 1e-9
    switch constraint.relation {
    case .equal: return abs(constant) <= tolerance
    case .lessThanOrEqual: return constant <= tolerance
    case .greaterThanOrEqual: return constant >= -tolerance
    }
  }

  /// Whether `constraint` holds at `point` (absent variables are 0), to a tolerance relative
  /// to the size of its terms.
  static func holds(_ constraint: Constraint, terms: [Term], at point: [Int: Double]) -> Bool {
    var value = constraint.expression.constant
    var scale = abs(value)
    for term in terms {
      let product = term.coefficient * (point[term.variable.id] ?? 0)
      value += product
      scale = max(scale, abs(product))
    }
    let tolerance = 1e-9 * (1 + scale)
    switch constraint.relation {
    case .equal: return abs(value) <= tolerance
    case .lessThanOrEqual: return value <= tolerance
    case .greaterThanOrEqual: return value >= -tolerance
    }
  }

  /// Moves `free` in `point` so that `constraint` holds with equality.
  static func satisfy(
    _ constraint: Constraint, terms: [Term], moving free: Term, in point: inout [Int: Double]
  ) {
    var rest = constraint.expression.constant
    for term in terms where term.variable != free.variable {
      rest += term.coefficient * (point[term.variable.id] ?? 0)
    }
    point[free.variable.id] = -rest / free.coefficient
  }

  /// Moves variables of `constraint` in `point` so the constraint holds without breaking any
  /// other required constraint (those added and those `alsoOn`, by variable id); returns
  /// whether it found such a move.
  ///
  /// Moving one variable may break exactly one other constraint, which is then repaired the
  /// same way with the moved variable held, up to `depth` links deep (a view's width made
  /// non-negative shifts its trailing edge, which then moves the next view along). Variables
  /// used by more than `hubDegree` required constraints (the root view's edges) are never
  /// moved: checking them costs more than the simplex they would save.
  ///
  /// - Complexity: O(terms of the required constraints sharing a variable with the ones
  ///   repaired), at most `depth` + 1 levels.
  func repair(
    _ constraint: Constraint, terms own: [Term], at point: inout [Int: Double],
    alsoOn extra: [Int: [Constraint]], depth: Int = 2, held: Set<Int> = []
  ) -> Bool {
    let hubDegree = 64
    for term in own where !held.contains(term.variable.id) {
      let id = term.variable.id
      let others = (requiredByVariable[id] ?? []) + (extra[id] ?? [])
      guard others.count <= hubDegree else { continue }
      var trial = point
      Self.satisfy(constraint, terms: own, moving: term, in: &trial)
      let broken = others.filter {
        $0.id != constraint.id && !Self.holds($0, terms: terms(of: $0), at: trial)
      }
      if broken.isEmpty {
        point = trial
        return true
      }
      guard depth > 0, broken.count == 1 else { continue }
      // The repaired constraint must keep holding while the broken one is fixed.
      var guarded = extra
      for other in own { guarded[other.variable.id, default: []].append(constraint) }
      let next = broken[0]
      if repair(
        next, terms: terms(of: next), at: &trial, alsoOn: guarded, depth: depth - 1,
        held: held.union([id]))
      {
        point = trial
        return true
      }
    }
    return false
  }

  /// A point (values by variable id) where the given required constraints all hold, or nil
  /// when they cannot. Layout constraints are nearly all connected through the root view, so
  /// the check takes them all rather than first splitting off the unrelated ones.
  func requiredPoint(_ required: [Constraint]) throws(LayoutError) -> [Int: Double]? {
    let built = try makeRequiredKernel(required)
    guard let values = try built.kernel.feasiblePoint() else { return nil }
    var point: [Int: Double] = [:]
    for (id, index) in built.variables { point[id] = values[Int(index)] }
    return point
  }

  /// The error for `constraint`, whose conflicting set is a minimal subset of `prior` (in
  /// order) that cannot hold together with it, found by deletion filtering: each candidate in
  /// turn is dropped for good when the rest still conflict.
  ///
  /// Candidates are first dropped in blocks: when the rest still conflict without a whole
  /// block, dropping its members one by one would have removed each of them too (a superset of
  /// a conflicting set conflicts), so the result is exactly that of the one-by-one filter; when
  /// they do not, the block is split in halves, first half first.
  ///
  /// - Complexity: one phase-one simplex per block tried: O(k log n) for k kept out of n
  ///   candidates connected to `constraint`, n at most.
  func unsatisfiable(_ constraint: Constraint, after prior: [Constraint]) throws(LayoutError)
    -> LayoutError
  {
    let candidates = connectedGroup(of: [constraint], among: prior)
    let (kernel, rows, _) = try makeRequiredKernel(candidates + [constraint])
    var kept: [Constraint] = []
    func filter(_ block: Range<Int>) throws(LayoutError) {
      for index in block { try kernel.setEnabled(false, row: rows[index]) }
      if try kernel.feasiblePoint() == nil { return }
      for index in block { try kernel.setEnabled(true, row: rows[index]) }
      if block.count == 1 {
        kept.append(candidates[block.lowerBound])
        return
      }
      let middle = block.lowerBound + block.count / 2
      try filter(block.lowerBound..<middle)
      try filter(middle..<block.upperBound)
    }
    if !candidates.isEmpty { try filter(0..<candidates.count) }
    return .unsatisfiable(constraint: constraint, conflicting: kept)
  }

  /// A kernel holding `constraints` as required rows, with the row of each and the kernel
  /// index of each variable (by variable id).
  func makeRequiredKernel(_ constraints: [Constraint]) throws(LayoutError) -> (
    kernel: DenseKernel, rows: [Int32], variables: [Int: Int32]
  ) {
    var local: [Int: Int32] = [:]
    for constraint in constraints {
      for term in terms(of: constraint) where local[term.variable.id] == nil {
        local[term.variable.id] = Int32(local.count)
      }
    }
    let kernel = try DenseKernel(variableCount: local.count, maximumCells: maximumCells)
    var rows: [Int32] = []
    rows.reserveCapacity(constraints.count)
    for constraint in constraints {
      let terms = terms(of: constraint)
      let row = try kernel.addRow(
        indices: terms.map { local[$0.variable.id]! }, coefficients: terms.map(\.coefficient),
        constant: constraint.expression.constant, relation: constraint.relation, level: 0)
      rows.append(row)
    }
    return (kernel, rows, local)
  }

  /// The constraints of `constraints` (in their order) linked to any of `seeds` through chains
  /// of shared variables.
  ///
  /// - Complexity: O(total terms) expected, by union-find over variable ids.
  func connectedGroup(of seeds: [Constraint], among constraints: [Constraint])
    -> [Constraint]
  {
    var parent: [Int: Int] = [:]
    func root(_ id: Int) -> Int {
      var node = id
      while let next = parent[node], next != node { node = next }
      var walk = id
      while let next = parent[walk], next != node {
        parent[walk] = node
        walk = next
      }
      return node
    }
    func link(_ terms: [Term]) {
      guard let first = terms.first?.variable.id else { return }
      if parent[first] == nil { parent[first] = first }
      for term in terms.dropFirst() {
        let id = term.variable.id
        if parent[id] == nil { parent[id] = id }
        let a = root(first)
        let b = root(id)
        if a != b { parent[b] = a }
      }
    }
    for constraint in constraints { link(terms(of: constraint)) }
    for seed in seeds { link(terms(of: seed)) }
    let seedRoots = Set(seeds.compactMap { terms(of: $0).first.map { root($0.variable.id) } })
    return constraints.filter { constraint in
      guard let first = terms(of: constraint).first else { return false }
      return seedRoots.contains(root(first.variable.id))
    }
  }
}
