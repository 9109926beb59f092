import LayoutCore

extension DenseSimplexSolver {
  /// Brings `solvedValues` up to date: a warm dual-simplex start when only suggestions
  /// changed, a rebuild of the tableau otherwise.
  ///
  /// Reads cannot throw, so a failed solve (only a numerical failure can happen: required
  /// constraints were checked when added) leaves every value 0 and is shown by ``dump()``.
  ///
  /// - Complexity: a warm start costs the dual pivots it needs, O(tableau cells) each; a
  ///   rebuild costs phase zero, phase one and one primal simplex per priority level.
  func ensureSolved() {
    guard !isSolved else { return }
    do {
      if needsRebuild || kernel == nil {
        try rebuild()
        try kernel!.solve()
      } else {
        try patchConstants()
      }
      try readValues()
      lastSolveError = nil
    } catch {
      lastSolveError = error
      solvedValues = []
      retire()
      needsRebuild = true
    }
    isSolved = true
  }

  /// Replaces the kernel by one built from every row, not yet solved.
  func rebuild() throws(LayoutError) {
    retire()
    pendingConstants = [:]
    let built = try makeSolveKernel()
    kernel = built.kernel
    kernelSlots = built.slots
    needsRebuild = false
  }

  /// A kernel of every row at its level, edit rows carrying their suggestions, and the slot
  /// of each kernel variable when they are not the slots themselves.
  ///
  /// - Complexity: O(rows + terms).
  func makeSolveKernel() throws(LayoutError) -> (kernel: DenseKernel, slots: [Int32]?) {
    let columns = problem.kernelColumns()
    let built = try DenseKernel(
      variableCount: columns == nil ? problem.variables.count : problem.usedCount,
      maximumCells: maximumCells)
    try built.addRows(
      of: problem, 0..<problem.count, levels: problem.levels(), columns: columns)
    for edit in edits.values where edit.suggested != 0 {
      guard let row = problem.positions[edit.constraint.id] else { continue }
      try built.setConstant(problem.constants[row] - edit.suggested, row: Int32(row))
    }
    let slots = columns.map { _ in
      problem.uses.indices.filter { problem.uses[$0] > 0 }.map { Int32($0) }
    }
    return (built, slots)
  }

  /// Writes pending edit constants into the solved tableau and re-solves warm.
  func patchConstants() throws(LayoutError) {
    guard let kernel else { return }
    // Patches are applied in row order so the same calls always round the same way.
    let patches = pendingConstants.sorted { $0.key < $1.key }
    pendingConstants = [:]
    for patch in patches { try kernel.setConstant(patch.value, row: Int32(patch.key)) }
    try kernel.solve()
  }

  /// Copies the kernel's values into `solvedValues`, by slot.
  func readValues() throws(LayoutError) {
    guard let kernel else { return }
    let values = try kernel.values()
    if let kernelSlots {
      var result = [Double](repeating: 0, count: problem.variables.count)
      for (column, slot) in kernelSlots.enumerated() { result[Int(slot)] = values[column] }
      solvedValues = result
    } else {
      solvedValues = values
    }
    optimumUntried = true
  }

  /// The optimal total error of each non-required priority, strongest first, as
  /// `(priority, error)` pairs; for comparing backends and for diagnostics.
  ///
  /// - Complexity: O(priority levels), plus a solve when the problem changed.
  public func levelErrors() -> [(priority: Double, error: Double)] {
    ensureSolved()
    let priorities = problem.priorities
    guard let kernel, lastSolveError == nil,
      let errors = try? kernel.levelErrors(count: priorities.count + 1)
    else { return [] }
    return priorities.enumerated().map { (priority: $1, error: errors[$0 + 1]) }
  }
}
