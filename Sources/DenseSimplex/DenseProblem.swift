import LayoutCore

/// The constraints of a ``DenseSimplexSolver`` in flat arrays, indexed by row (a constraint's
/// position in add order) and by variable slot (a variable's position in first-seen order).
///
/// Each row keeps its merged terms (repeated variables summed, zero coefficients dropped) in
/// one shared term buffer, so a kernel is built from the arrays as they are and the witness
/// checks of a new required constraint read plain arrays instead of dictionaries. A batch of
/// constraints is appended tentatively and rolled back with ``rollback(to:)`` when it fails.
struct DenseProblem {
  /// The constraints in add order; row `k` is `constraints[k]`.
  var constraints: [Constraint] = []
  /// The row of each constraint, by constraint id.
  var positions: [Int: Int] = [:]

  /// Row `k`'s terms are `termStarts[k] ..< termStarts[k + 1]` of the term buffers.
  var termStarts: [Int32] = [0]
  /// The variable slot of each term.
  var termSlots: [Int32] = []
  /// The coefficient of each term.
  var termCoefficients: [Double] = []
  /// Each row's constant.
  var constants: [Double] = []
  /// Each row's relation.
  var relations: [Relation] = []
  /// Each row's relation as the kernel's code.
  var relationCodes: [Int32] = []
  /// Each row's priority: 0 when required, else a key of ``priorityValues``.
  var priorityKeys: [Int32] = []

  /// Every variable seen, in the order first seen.
  var variables: [Variable] = []
  /// The slot of each variable, by variable id.
  var slots: [Int: Int32] = [:]
  /// How many rows use each slot with a nonzero coefficient.
  var uses: [Int32] = []
  /// How many slots some row uses.
  var usedCount = 0
  /// A point where every required row holds, by slot: a new required row that holds there,
  /// or after a local repair, is feasible without a simplex.
  var witness: [Double] = []

  /// The required rows using each slot, as linked lists (newest first) through the link
  /// arrays; -1 ends a list.
  var requiredHeads: [Int32] = []
  /// Each link's row, slot and next link.
  var linkRows: [Int32] = []
  var linkSlots: [Int32] = []
  var linkNext: [Int32] = []

  /// The distinct non-required priority values seen; key `k` is `priorityValues[k - 1]`.
  var priorityValues: [Double] = []
  /// The key of each priority value.
  var priorityKeyOf: [Double: Int32] = [:]
  /// How many rows use each key (index `k - 1`).
  var priorityUses: [Int32] = []
  /// How many keys some row uses: the tableau's priority levels.
  var levelCount = 0

  /// The private tableau columns the rows bring (see ``DenseKernel/privateColumns``).
  var privateColumns = 0
  /// An upper bound of the rows phase zero leaves in the dense tableau: rows minus the rank of
  /// their variable part. A row using a variable no other row uses raises the rank by one and
  /// leaves it; any other row may add one. A removal never raises the true count, so the
  /// bound stays valid; ``DenseSimplexSolver/checkSize()`` replaces it by the kernel's exact
  /// count when it gets near the memory bound.
  var deficiencyBound = 0

  /// Per slot: the append (numbered by `appends`) and term index that last wrote it while
  /// merging terms. Appends, unlike rows, are never renumbered by a removal or a rollback.
  private var mergeStamp: [Int] = []
  private var mergeTerm: [Int32] = []
  private var appends = 0
  /// Per slot: the local repair (numbered by `stamp`) that lets it move, and its index there.
  var movingStamp: [Int] = []
  var movingIndex: [Int32] = []
  var stamp = 0

  /// The number of rows.
  var count: Int { constants.count }

  /// Whether row `row` is required.
  @inline(__always)
  func isRequired(_ row: Int) -> Bool { priorityKeys[row] == 0 }

  /// Row `row`'s range in the term buffers.
  @inline(__always)
  func terms(_ row: Int) -> Range<Int> { Int(termStarts[row])..<Int(termStarts[row + 1]) }

  /// The sizes to return to after a failed batch.
  struct Mark {
    var rows: Int
    var variables: Int
    var links: Int
    var deficiencyBound: Int
  }

  /// The current sizes, for ``rollback(to:)``.
  var mark: Mark {
    Mark(
      rows: count, variables: variables.count, links: linkRows.count,
      deficiencyBound: deficiencyBound)
  }

  /// The slot of `variable`, registering it the first time it is seen.
  mutating func slot(of variable: Variable) -> Int {
    if let slot = slots[variable.id] { return Int(slot) }
    let slot = variables.count
    variables.append(variable)
    slots[variable.id] = Int32(slot)
    uses.append(0)
    witness.append(0)
    requiredHeads.append(-1)
    mergeStamp.append(-1)
    mergeTerm.append(0)
    movingStamp.append(-1)
    movingIndex.append(0)
    return slot
  }

  /// Appends a validated constraint as the last row.
  mutating func append(_ constraint: Constraint) {
    let row = count
    appends += 1
    positions[constraint.id] = row
    constraints.append(constraint)
    let first = termSlots.count
    // First appearance is textual, as in the Cassowary backend: a variable written with a
    // zero coefficient is seen here although no tableau column is made for it. Sums follow
    // the written order, as `Expression.reduced()` does.
    for term in constraint.expression.terms {
      let slot = slot(of: term.variable)
      if mergeStamp[slot] == appends {
        termCoefficients[Int(mergeTerm[slot])] += term.coefficient
      } else {
        mergeStamp[slot] = appends
        mergeTerm[slot] = Int32(termSlots.count)
        termSlots.append(Int32(slot))
        termCoefficients.append(term.coefficient)
      }
    }
    var kept = first
    for index in first..<termSlots.count where termCoefficients[index] != 0 {
      termSlots[kept] = termSlots[index]
      termCoefficients[kept] = termCoefficients[index]
      kept += 1
    }
    termSlots.removeSubrange(kept...)
    termCoefficients.removeSubrange(kept...)
    termStarts.append(Int32(kept))
    constants.append(constraint.expression.constant)
    relations.append(constraint.relation)
    relationCodes.append(DenseKernel.code(constraint.relation))
    let required = constraint.priority.isRequired
    var introducesVariable = false
    for index in first..<kept {
      let slot = Int(termSlots[index])
      uses[slot] += 1
      if uses[slot] == 1 {
        usedCount += 1
        introducesVariable = true
      }
      if required { link(row: row, slot: slot) }
    }
    // A column nonzero in this row alone is independent of every other row's.
    if !introducesVariable { deficiencyBound += 1 }
    priorityKeys.append(required ? 0 : useKey(for: constraint.priority.value))
    privateColumns += DenseKernel.privateColumns(
      relation: constraint.relation, required: required)
  }

  /// Puts `row` at the head of `slot`'s list of required rows.
  private mutating func link(row: Int, slot: Int) {
    linkRows.append(Int32(row))
    linkSlots.append(Int32(slot))
    linkNext.append(requiredHeads[slot])
    requiredHeads[slot] = Int32(linkRows.count - 1)
  }

  /// The key of a non-required priority value, counting one more use of it.
  private mutating func useKey(for value: Double) -> Int32 {
    let key: Int32
    if let known = priorityKeyOf[value] {
      key = known
    } else {
      priorityValues.append(value)
      priorityUses.append(0)
      key = Int32(priorityValues.count)
      priorityKeyOf[value] = key
    }
    priorityUses[Int(key) - 1] += 1
    if priorityUses[Int(key) - 1] == 1 { levelCount += 1 }
    return key
  }

  /// Undoes every ``append(_:)`` since `mark` was taken, newest first.
  mutating func rollback(to mark: Mark) {
    for row in stride(from: count - 1, through: mark.rows, by: -1) {
      forget(row)
      positions[constraints[row].id] = nil
    }
    for index in stride(from: linkRows.count - 1, through: mark.links, by: -1) {
      requiredHeads[Int(linkSlots[index])] = linkNext[index]
    }
    linkRows.removeSubrange(mark.links...)
    linkSlots.removeSubrange(mark.links...)
    linkNext.removeSubrange(mark.links...)
    let firstTerm = Int(termStarts[mark.rows])
    termSlots.removeSubrange(firstTerm...)
    termCoefficients.removeSubrange(firstTerm...)
    termStarts.removeSubrange((mark.rows + 1)...)
    constraints.removeSubrange(mark.rows...)
    constants.removeSubrange(mark.rows...)
    relations.removeSubrange(mark.rows...)
    relationCodes.removeSubrange(mark.rows...)
    priorityKeys.removeSubrange(mark.rows...)
    for variable in variables[mark.variables...] { slots[variable.id] = nil }
    variables.removeSubrange(mark.variables...)
    uses.removeSubrange(mark.variables...)
    witness.removeSubrange(mark.variables...)
    requiredHeads.removeSubrange(mark.variables...)
    mergeStamp.removeSubrange(mark.variables...)
    movingStamp.removeSubrange(mark.variables...)
    movingIndex.removeSubrange(mark.variables...)
    mergeTerm.removeSubrange(mark.variables...)
    deficiencyBound = mark.deficiencyBound
  }

  /// Removes row `row`, keeping the others in order.
  ///
  /// - Complexity: O(rows + terms).
  mutating func remove(row: Int) {
    forget(row)
    positions[constraints[row].id] = nil
    let range = terms(row)
    termSlots.removeSubrange(range)
    termCoefficients.removeSubrange(range)
    termStarts.remove(at: row + 1)
    let length = Int32(range.count)
    for index in (row + 1)..<termStarts.count { termStarts[index] -= length }
    constraints.remove(at: row)
    constants.remove(at: row)
    relations.remove(at: row)
    relationCodes.remove(at: row)
    priorityKeys.remove(at: row)
    for index in row..<count { positions[constraints[index].id] = index }
    // Dropping a row lowers the rank by at most one, so rows minus rank cannot grow.
    deficiencyBound = min(deficiencyBound, count)
    // Removal is rare; rebuilding the lists is simpler than unlinking from the middle.
    for slot in requiredHeads.indices { requiredHeads[slot] = -1 }
    linkRows.removeAll(keepingCapacity: true)
    linkSlots.removeAll(keepingCapacity: true)
    linkNext.removeAll(keepingCapacity: true)
    for index in 0..<count where isRequired(index) {
      for term in terms(index) { link(row: index, slot: Int(termSlots[term])) }
    }
  }

  /// Takes back the uses, priority and private columns that row `row` counted.
  private mutating func forget(_ row: Int) {
    for index in terms(row) {
      let slot = Int(termSlots[index])
      uses[slot] -= 1
      if uses[slot] == 0 { usedCount -= 1 }
    }
    let key = Int(priorityKeys[row])
    if key > 0 {
      priorityUses[key - 1] -= 1
      if priorityUses[key - 1] == 0 { levelCount -= 1 }
    }
    privateColumns -= DenseKernel.privateColumns(
      relation: relations[row], required: key == 0)
  }

  /// Whether a row at `priority` would need a level no row uses yet.
  func needsNewLevel(_ priority: Priority) -> Bool {
    guard !priority.isRequired else { return false }
    guard let key = priorityKeyOf[priority.value] else { return true }
    return priorityUses[Int(key) - 1] == 0
  }

  /// The non-required priorities some row uses, strongest first.
  var priorities: [Double] {
    priorityValues.indices.filter { priorityUses[$0] > 0 }.map { priorityValues[$0] }
      .sorted(by: >)
  }

  /// Each row's tableau level: 0 for required rows, then 1, 2, ... from the strongest
  /// priority down.
  func levels() -> [Int32] {
    var levelOfKey = [Int32](repeating: 0, count: priorityValues.count + 1)
    let order = priorityValues.indices.filter { priorityUses[$0] > 0 }
      .sorted { priorityValues[$0] > priorityValues[$1] }
    for (rank, index) in order.enumerated() { levelOfKey[index + 1] = Int32(rank + 1) }
    return priorityKeys.map { levelOfKey[Int($0)] }
  }

  /// The kernel column of each slot (-1 for a slot no row uses), or nil when every slot is
  /// used and columns are slots.
  func kernelColumns() -> [Int32]? {
    guard usedCount != variables.count else { return nil }
    var next: Int32 = 0
    return uses.map { use in
      guard use > 0 else { return -1 }
      defer { next += 1 }
      return next
    }
  }
}
