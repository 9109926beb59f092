import LayoutCore

extension DenseSimplexSolver {
  /// Batches with at least this many required rows are checked by solving the whole problem:
  /// the next read needs that solve anyway, and its phase one proves feasibility, where row by
  /// row witness repairs would cost Swift work the solve makes redundant.
  static let solvingBatchSize = 8

  /// Throws ``LayoutError/unsatisfiable(constraint:conflicting:)`` when the required rows
  /// `added` (the last rows, appended in order after the others) cannot all hold; returns
  /// whether checking them solved the whole problem (the kernel then holds its optimum).
  ///
  /// Most layout constraints need no simplex: one that already holds at the witness point,
  /// or that ``DenseProblem/repair(_:limit:depth:held:)`` or
  /// ``DenseProblem/propagate(_:limit:reach:)`` can make hold by moving a few variables
  /// without breaking any other required row, keeps the required set feasible and the witness
  /// valid. The rest first try a small simplex over their neighbourhood
  /// (``localRepair(_:)``); only when that fails does a phase-one simplex run over all the
  /// required rows. A large batch is instead checked by solving the whole problem.
  func checkRequired(_ added: Range<Int>) throws(LayoutError) -> Bool {
    var required = 0
    for row in added where problem.isRequired(row) {
      if problem.terms(row).isEmpty {
        guard
          DenseProblem.holdsWithoutVariables(
            constant: problem.constants[row], relation: problem.relations[row])
        else {
          // Added in order, an earlier member of the batch may fail first.
          try checkPrefix(added.lowerBound..<row)
          throw .unsatisfiable(constraint: problem.constraints[row], conflicting: [])
        }
        continue
      }
      required += 1
    }
    if required >= Self.solvingBatchSize {
      switch try solveToCheck(added) {
      case .solved: return true
      case .proven: return false
      case .undecided: break
      }
    }
    try checkPrefix(added)
    return false
  }

  /// Checks the required rows `rows` (the rows after them, of a failing batch, play no part)
  /// with the witness, local repairs and, when those fail, phase one over every required row
  /// up to `rows.upperBound`.
  ///
  /// The first row that does not hold at the witness after a solve first tries the solve's
  /// optimum as the witness. A witness found by phase one sits at a vertex, with sizes and
  /// gaps at their bounds, so shifting a guide by its new inset shrinks some width below
  /// zero and every repair dead-ends; the optimum is the layout as shown, where the small
  /// changes a layout pass makes (guide insets, margins) can travel down a stack of views.
  func checkPrefix(_ rows: Range<Int>) throws(LayoutError) {
    for row in rows where problem.isRequired(row) && !problem.terms(row).isEmpty {
      if problem.holds(row) { continue }
      if optimumUntried {
        optimumUntried = false
        if problem.adoptWitness(solvedValues, before: row), problem.holds(row) { continue }
      }
      if problem.repair(row, limit: row) { continue }
      var reach: [Int32] = []
      if problem.propagate(row, limit: row, reach: &reach) { continue }
      if try localRepair(row, reach: reach) { continue }
      try proveOrExplain(rows)
      return
    }
  }

  /// What solving the whole problem told about a batch.
  enum SolvedCheck {
    /// Feasible, and the kernel holds the optimum.
    case solved
    /// The solve failed but phase one over the required rows found a point (the witness).
    case proven
    /// A numerical failure: nothing is known.
    case undecided
  }

  /// Solves the whole problem as the feasibility check of the batch `added`. When the
  /// required rows cannot all hold, the first failing constraint of the batch is thrown.
  func solveToCheck(_ added: Range<Int>) throws(LayoutError) -> SolvedCheck {
    let built: (kernel: DenseKernel, slots: [Int32]?)
    do {
      built = try makeSolveKernel()
      guard try built.kernel.solveIfFeasible() else {
        try proveOrExplain(added)
        return .proven
      }
    } catch .unsatisfiable(let constraint, let conflicting) {
      throw .unsatisfiable(constraint: constraint, conflicting: conflicting)
    } catch .problemTooLarge(let why) {
      // checkSize's count is exact or an upper bound in exact arithmetic, so only phase zero
      // finding fewer pivots through rounding gets here; the add must not go in.
      throw .problemTooLarge(why)
    } catch {
      return .undecided
    }
    retire()
    kernel = built.kernel
    kernelSlots = built.slots
    needsRebuild = false
    pendingConstants = [:]
    do {
      try readValues()
    } catch {
      retire()
      invalidate()
      return .undecided
    }
    // Every required row holds at the optimum, which becomes the witness.
    problem.witness = solvedValues
    optimumUntried = false
    isSolved = true
    lastSolveError = nil
    return .solved
  }

  /// Runs phase one over the required rows up to `batch.upperBound`: a point becomes the
  /// witness; none means some row of `batch` fails, and the first that does (added in order)
  /// is thrown with a minimal conflicting set.
  func proveOrExplain(_ batch: Range<Int>) throws(LayoutError) {
    let candidates = batch.filter { problem.isRequired($0) }
    // One row that a certificate proves in conflict is the row phase one would find failing,
    // with the set the filter would name: neither phase one runs.
    if candidates.count == 1, let error = certifiedConflict(candidates[0]) { throw error }
    let end = batch.upperBound
    let kernel = try makeKernel(rows: 0..<end)
    if let point = try kernel.feasiblePoint() {
      adoptWitness(point)
      return
    }
    // The first required row of the batch that fails when added in order is the one to
    // report, found by bisecting on prefixes of the batch.
    var low = 0
    var high = candidates.count - 1
    while low < high {
      let middle = (low + high) / 2
      for (index, row) in candidates.enumerated() {
        try kernel.setEnabled(index <= middle, row: Int32(row))
      }
      if try kernel.feasiblePoint() != nil {
        low = middle + 1
      } else {
        high = middle
      }
    }
    throw try unsatisfiable(candidates[low])
  }

  /// Sets the witness to a kernel point of ``makeKernel(rows:)``.
  func adoptWitness(_ point: [Double]) {
    if let columns = problem.kernelColumns() {
      for slot in problem.witness.indices where columns[slot] >= 0 {
        problem.witness[slot] = point[Int(columns[slot])]
      }
    } else {
      problem.witness = point
    }
  }

  /// A kernel holding rows `rows` of the problem, each at its priority key as level: the
  /// required rows at level 0, which is all the feasibility checks read.
  func makeKernel(rows: Range<Int>) throws(LayoutError) -> DenseKernel {
    let columns = problem.kernelColumns()
    let kernel = try DenseKernel(
      variableCount: columns == nil ? problem.variables.count : problem.usedCount,
      maximumCells: maximumCells)
    try kernel.addRows(of: problem, rows, levels: problem.priorityKeys, columns: columns)
    return kernel
  }

  /// Makes required row `row` hold by solving its neighbourhood only (see
  /// ``DenseProblem/localSystem(around:limit:reach:)``), where the variables in `reach` (those
  /// a failed ``DenseProblem/propagate(_:limit:reach:)`` moved: the path a shift has to
  /// travel, around a cycle of views it could not close) may move too. Returns false, leaving
  /// the witness alone, when the small system is infeasible (the whole set may still be
  /// feasible), too large to pay, or its point does not verify.
  ///
  /// Nested views defeat ``DenseProblem/repair(_:limit:depth:held:)``: a child's trailing edge
  /// is tied to its sibling's width and its parent's edges at once, so no single move keeps
  /// every equality. A phase-one simplex over a dozen rows costs a fraction of one over every
  /// required constraint.
  ///
  /// - Complexity: O(terms of the rows within two links of `row`) plus one phase-one simplex
  ///   over at most ``DenseProblem/localRowLimit`` of them.
  func localRepair(_ row: Int, reach: [Int32]) throws(LayoutError) -> Bool {
    guard let system = problem.localSystem(around: row, limit: row, reach: reach) else {
      return false
    }
    let kernel = try DenseKernel(variableCount: system.slots.count, maximumCells: maximumCells)
    try kernel.addRows(
      starts: system.starts, variables: system.variables, coefficients: system.coefficients,
      constants: system.constants, relations: system.relations,
      levels: [Int32](repeating: 0, count: system.rows.count))
    guard let point = try kernel.feasiblePoint() else { return false }
    return problem.adopt(point, of: system)
  }

  /// The error for required row `failing`, whose conflicting set is a minimal subset of the
  /// required rows before it (in order) that cannot hold together with it, found by deletion
  /// filtering: each candidate in turn is dropped for good when the rest still conflict.
  /// When the candidates prove what the filter keeps (``certifiedConflict(_:)``), no phase one
  /// runs.
  ///
  /// Candidates are first dropped in blocks: when the rest still conflict without a whole
  /// block, dropping its members one by one would have removed each of them too (a superset of
  /// a conflicting set conflicts), so the result is exactly that of the one-by-one filter; when
  /// they do not, the block is split in halves, first half first.
  ///
  /// - Complexity: one phase-one simplex per block tried: O(k log n) for k kept out of n
  ///   candidates connected to `failing`, n at most.
  func unsatisfiable(_ failing: Int) throws(LayoutError) -> LayoutError {
    if let error = certifiedConflict(failing) { return error }
    let candidates = problem.connectedRequiredRows(before: failing)
    let rows = candidates + [failing]
    var slots: [Int32] = []
    var columnOf = [Int32](repeating: -1, count: problem.variables.count)
    var starts: [Int32] = [0]
    var variables: [Int32] = []
    var coefficients: [Double] = []
    for row in rows {
      for index in problem.terms(row) {
        let slot = Int(problem.termSlots[index])
        if columnOf[slot] < 0 {
          columnOf[slot] = Int32(slots.count)
          slots.append(Int32(slot))
        }
        variables.append(columnOf[slot])
        coefficients.append(problem.termCoefficients[index])
      }
      starts.append(Int32(variables.count))
    }
    let kernel = try DenseKernel(variableCount: slots.count, maximumCells: maximumCells)
    try kernel.addRows(
      starts: starts, variables: variables, coefficients: coefficients,
      constants: rows.map { problem.constants[$0] },
      relations: rows.map { problem.relationCodes[$0] },
      levels: [Int32](repeating: 0, count: rows.count))
    var kept: [Int] = []
    func filter(_ block: Range<Int>) throws(LayoutError) {
      for index in block { try kernel.setEnabled(false, row: Int32(index)) }
      if try kernel.feasiblePoint() == nil { return }
      for index in block { try kernel.setEnabled(true, row: Int32(index)) }
      if block.count == 1 {
        kept.append(candidates[block.lowerBound])
        return
      }
      let middle = block.lowerBound + block.count / 2
      try filter(block.lowerBound..<middle)
      try filter(middle..<block.upperBound)
    }
    if !candidates.isEmpty { try filter(0..<candidates.count) }
    return .unsatisfiable(
      constraint: problem.constraints[failing], conflicting: kept.map { problem.constraints[$0] })
  }
}

extension DenseSimplexSolver {
  /// The error ``unsatisfiable(_:)`` gives for required row `failing`, when the rows connected
  /// to it prove what its filter keeps (``ConflictCertificate/filter(_:against:)``), which
  /// also proves that the row fails; nil when they do not.
  ///
  /// - Complexity: O(terms of the required rows before `failing`), expected.
  func certifiedConflict(_ failing: Int) -> LayoutError? {
    guard certifiesConflicts else { return nil }
    let candidates = problem.connectedRequiredRows(before: failing)
    guard
      let kept = ConflictCertificate.filter(
        candidates.map { problem.constraints[$0] }, against: problem.constraints[failing])
    else { return nil }
    certifiedConflicts += 1
    return .unsatisfiable(constraint: problem.constraints[failing], conflicting: kept)
  }
}

extension DenseProblem {
  /// The required rows before `row` (in order) linked to it through chains of shared
  /// variables.
  ///
  /// - Complexity: O(terms of those rows), by union-find over slots.
  func connectedRequiredRows(before row: Int) -> [Int] {
    var sets = UnionFind(count: variables.count)
    func link(_ row: Int) {
      let range = terms(row)
      guard let first = range.first else { return }
      for index in range.dropFirst() {
        sets.union(Int(termSlots[first]), Int(termSlots[index]))
      }
    }
    let prior = (0..<row).filter { isRequired($0) }
    for other in prior { link(other) }
    link(row)
    guard let seed = terms(row).first else { return [] }
    let seedRoot = sets.find(Int(termSlots[seed]))
    return prior.filter { other in
      guard let first = terms(other).first else { return false }
      return sets.find(Int(termSlots[first])) == seedRoot
    }
  }
}
