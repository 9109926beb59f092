import LayoutCore

extension DenseProblem {
  /// Variables used by more than this many required rows (the root view's edges) are never
  /// moved by a repair: checking them costs more than the simplex they would save.
  static let hubDegree = 64
  /// The most rows a local repair solves.
  static let localRowLimit = 64
  /// The most variables a propagating repair moves.
  static let propagationLimit = 64

  /// Whether a row with no variables holds (its constant alone decides).
  static func holdsWithoutVariables(constant: Double, relation: Relation) -> Bool {
    let tolerance = 1e-9
    switch relation {
    case .equal: return abs(constant) <= tolerance
    case .lessThanOrEqual: return constant <= tolerance
    case .greaterThanOrEqual: return constant >= -tolerance
    }
  }

  /// Whether row `row` holds at the witness, to a tolerance relative to the size of its terms.
  func holds(_ row: Int) -> Bool {
    var value = constants[row]
    var scale = abs(value)
    for index in terms(row) {
      let product = termCoefficients[index] * witness[Int(termSlots[index])]
      value += product
      scale = max(scale, abs(product))
    }
    let tolerance = 1e-9 * (1 + scale)
    switch relations[row] {
    case .equal: return abs(value) <= tolerance
    case .lessThanOrEqual: return value <= tolerance
    case .greaterThanOrEqual: return value >= -tolerance
    }
  }

  /// Makes `point` (values by slot; the slots past its end keep their witness values) the
  /// witness when every required row before `row` holds there, which is all the witness must
  /// meet while `row` is checked; returns whether it did, leaving the witness unchanged when
  /// not.
  ///
  /// - Complexity: O(terms of the required rows before `row`).
  mutating func adoptWitness(_ point: [Double], before row: Int) -> Bool {
    guard !point.isEmpty else { return false }
    let previous = witness
    let shared = min(point.count, witness.count)
    witness.replaceSubrange(0..<shared, with: point[0..<shared])
    for other in 0..<row where isRequired(other) && !holds(other) {
      witness = previous
      return false
    }
    return true
  }

  /// Calls `body` with each required row at or before `limit` that uses `slot` (newest
  /// first) until it returns false.
  @inline(__always)
  func forEachRequiredRow(using slot: Int, upTo limit: Int, _ body: (Int) -> Bool) {
    var link = requiredHeads[slot]
    while link >= 0 {
      let row = Int(linkRows[Int(link)])
      if row <= limit, !body(row) { return }
      link = linkNext[Int(link)]
    }
  }

  /// How many required rows at or before `limit` use `slot`, counting no further than
  /// `cap + 1`.
  func requiredDegree(of slot: Int, upTo limit: Int, cap: Int) -> Int {
    var degree = 0
    forEachRequiredRow(using: slot, upTo: limit) { _ in
      degree += 1
      return degree <= cap
    }
    return degree
  }

  /// The value of `slot` that makes row `row` hold with equality, the other variables kept
  /// at the witness.
  func satisfyingValue(of slot: Int, coefficient: Double, in row: Int) -> Double {
    var rest = constants[row]
    for index in terms(row) where Int(termSlots[index]) != slot {
      rest += termCoefficients[index] * witness[Int(termSlots[index])]
    }
    return -rest / coefficient
  }

  /// Moves variables of row `row` in the witness so it holds without breaking any other
  /// required row at or before `limit` (later rows of a batch are not checked yet); returns
  /// whether it found such a move, leaving the witness unchanged when not.
  ///
  /// Moving one variable may break exactly one other row, which is then repaired the same
  /// way with the moved variable held, up to `depth` links deep (a view's width made
  /// non-negative shifts its trailing edge, which then moves the next view along).
  ///
  /// - Complexity: O(terms of the required rows sharing a variable with the ones repaired),
  ///   at most `depth` + 1 levels.
  mutating func repair(
    _ row: Int, limit: Int, depth: Int = 2, held: (Int, Int) = (-1, -1)
  ) -> Bool {
    for index in terms(row) {
      let slot = Int(termSlots[index])
      guard slot != held.0, slot != held.1 else { continue }
      guard requiredDegree(of: slot, upTo: limit, cap: Self.hubDegree) <= Self.hubDegree else {
        continue
      }
      let previous = witness[slot]
      witness[slot] = satisfyingValue(of: slot, coefficient: termCoefficients[index], in: row)
      var brokenCount = 0
      var broken = -1
      forEachRequiredRow(using: slot, upTo: limit) { other in
        guard other != row, !holds(other) else { return true }
        brokenCount += 1
        broken = other
        return brokenCount < 2
      }
      if brokenCount == 0 { return true }
      // The repaired row keeps holding while the broken one is fixed: it is at or before
      // `limit`, so every move below checks it.
      if depth > 0, brokenCount == 1,
        repair(
          broken, limit: limit, depth: depth - 1, held: held.0 < 0 ? (slot, -1) : (held.0, slot))
      {
        return true
      }
      witness[slot] = previous
    }
    return false
  }

  /// Makes row `row` hold by moving witness variables one at a time and following every
  /// required row (at or before `limit`) that a move breaks, the way a shift travels down a
  /// stack of views; returns whether every row then holds, leaving the witness unchanged when
  /// not, and listing in `reach` the variables it moved before giving up (in order): where a
  /// move had to travel, a simplex may do better.
  ///
  /// Each broken row, in the order broken, is repaired by moving one of its variables that has
  /// not moved yet (hubs excepted) to the value making it hold with equality: the one whose
  /// move breaks the fewest other rows, the first on ties. Every row a move breaks is queued,
  /// so when the queue empties every required row holds. A variable moves at most once and at
  /// most ``propagationLimit`` move, so it gives up where ``repair(_:limit:depth:held:)``
  /// would need a deeper chain than it follows, or more than one broken row per move.
  ///
  /// - Complexity: O(moves x terms of the required rows sharing a variable with the rows
  ///   repaired), at most ``propagationLimit`` moves.
  mutating func propagate(_ row: Int, limit: Int, reach: inout [Int32]) -> Bool {
    stamp += 1
    var moved: [(slot: Int, previous: Double)] = []
    var queue = [row]
    var head = 0
    var repaired = true
    while head < queue.count {
      let current = queue[head]
      head += 1
      if holds(current) { continue }
      var best = -1
      var bestValue = 0.0
      var bestBroken = Int.max
      for index in terms(current) {
        let slot = Int(termSlots[index])
        guard movingStamp[slot] != stamp,
          requiredDegree(of: slot, upTo: limit, cap: Self.hubDegree) <= Self.hubDegree
        else { continue }
        let value = satisfyingValue(of: slot, coefficient: termCoefficients[index], in: current)
        guard value.isFinite else { continue }
        let previous = witness[slot]
        witness[slot] = value
        // A broken row with no other variable left to move could not be repaired: such a
        // move is a dead end.
        movingStamp[slot] = stamp
        var broken = 0
        forEachRequiredRow(using: slot, upTo: limit) { other in
          guard other != current, !holds(other) else { return true }
          broken = canMove(within: other) ? broken + 1 : Int.max
          return broken < bestBroken
        }
        movingStamp[slot] = -1
        witness[slot] = previous
        if broken < bestBroken {
          best = slot
          bestValue = value
          bestBroken = broken
          if broken == 0 { break }
        }
      }
      guard best >= 0, moved.count < Self.propagationLimit else {
        repaired = false
        break
      }
      moved.append((best, witness[best]))
      movingStamp[best] = stamp
      witness[best] = bestValue
      guard holds(current) else {
        repaired = false
        break
      }
      forEachRequiredRow(using: best, upTo: limit) { other in
        if other != current, !holds(other) { queue.append(other) }
        return true
      }
    }
    if !repaired {
      for move in moved.reversed() { witness[move.slot] = move.previous }
      reach = moved.map { Int32($0.slot) }
    }
    return repaired
  }

  /// Whether row `row` has a variable the current propagating repair has not moved yet.
  private func canMove(within row: Int) -> Bool {
    terms(row).contains { movingStamp[Int(termSlots[$0])] != stamp }
  }

  /// A small required system around row `row`: the variables of the row and of the required
  /// rows sharing one with it, and those in `reach` (hubs excepted), may move; every other
  /// variable keeps its witness value, folded into the constants. Every required row at or
  /// before `limit` that mentions a moving variable is in the system, so a point of it keeps
  /// them all holding. Nil when nothing may move or the system would exceed
  /// ``localRowLimit`` rows.
  mutating func localSystem(around row: Int, limit: Int, reach: [Int32]) -> LocalSystem? {
    var system = LocalSystem()
    stamp += 1
    func allow(_ slot: Int) {
      guard movingStamp[slot] != stamp,
        requiredDegree(of: slot, upTo: limit, cap: Self.hubDegree) <= Self.hubDegree
      else { return }
      movingStamp[slot] = stamp
      movingIndex[slot] = Int32(system.slots.count)
      system.slots.append(Int32(slot))
    }
    for index in terms(row) {
      let slot = Int(termSlots[index])
      allow(slot)
      guard movingStamp[slot] == stamp else { continue }
      var users: [Int] = []
      forEachRequiredRow(using: slot, upTo: limit) { other in
        users.append(other)
        return true
      }
      for other in users {
        for term in terms(other) { allow(Int(termSlots[term])) }
      }
    }
    for slot in reach { allow(Int(slot)) }
    guard !system.slots.isEmpty else { return nil }
    system.rows = [row]
    // Moving slots were listed in order of first sight, so the same calls always build the
    // same system.
    var tooLarge = false
    for slot in system.slots {
      forEachRequiredRow(using: Int(slot), upTo: limit) { other in
        if !system.rows.contains(other) { system.rows.append(other) }
        tooLarge = system.rows.count > Self.localRowLimit
        return !tooLarge
      }
      if tooLarge { return nil }
    }
    system.starts.reserveCapacity(system.rows.count + 1)
    system.starts.append(0)
    for local in system.rows {
      var constant = constants[local]
      for index in terms(local) {
        let slot = Int(termSlots[index])
        if movingStamp[slot] == stamp {
          system.variables.append(movingIndex[slot])
          system.coefficients.append(termCoefficients[index])
        } else {
          constant += termCoefficients[index] * witness[slot]
        }
      }
      system.starts.append(Int32(system.variables.count))
      system.constants.append(constant)
      system.relations.append(relationCodes[local])
    }
    return system
  }

  /// Moves the witness to a point of `system` (its moving variables' values, in order) when
  /// every row of the system then holds to this solver's tolerance; returns whether it did.
  mutating func adopt(_ point: [Double], of system: LocalSystem) -> Bool {
    let previous = system.slots.map { witness[Int($0)] }
    for (index, slot) in system.slots.enumerated() { witness[Int(slot)] = point[index] }
    // The kernel's tolerance is relative to its scaled rows; the witness must meet ours.
    if system.rows.allSatisfy({ holds($0) }) { return true }
    for (index, slot) in system.slots.enumerated() { witness[Int(slot)] = previous[index] }
    return false
  }
}

/// A required system over a few moving variables, as flat rows for the kernel (see
/// ``DenseProblem/localSystem(around:limit:reach:)``).
struct LocalSystem {
  /// The moving slots; kernel variable `k` is `slots[k]`.
  var slots: [Int32] = []
  /// The problem rows in the system, in kernel row order.
  var rows: [Int] = []
  var starts: [Int32] = []
  var variables: [Int32] = []
  var coefficients: [Double] = []
  var constants: [Double] = []
  var relations: [Int32] = []
}
