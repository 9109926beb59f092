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
      } else {
        try patchConstants()
      }
      try readValues()
      lastSolveError = nil
    } catch {
      lastSolveError = error
      solvedValues = [:]
      retire()
      needsRebuild = true
    }
    isSolved = true
  }

  /// Builds a kernel from every constraint and solves it from scratch.
  func rebuild() throws(LayoutError) {
    retire()
    pendingConstants = [:]
    var dense = [Int32](repeating: -1, count: variables.count)
    for index in variables.indices where variableUses[index] > 0 {
      dense[index] = Int32(kernelVariables.count)
      kernelVariables.append(index)
    }
    // Stronger priorities get smaller level numbers; level 0 is required.
    let priorities = priorityUses.keys.sorted(by: >)
    var levels: [Double: Int] = [:]
    for (offset, value) in priorities.enumerated() { levels[value] = offset + 1 }
    var suggestions: [Int: Double] = [:]
    for edit in edits.values { suggestions[edit.constraint.id] = edit.suggested }
    let built = try DenseKernel(variableCount: kernelVariables.count, maximumCells: maximumCells)
    for constraint in constraints {
      let terms = terms(of: constraint)
      let indices = terms.map { dense[variableIndex[$0.variable.id]!] }
      let required = constraint.priority.isRequired
      let row = try built.addRow(
        indices: indices, coefficients: terms.map(\.coefficient),
        constant: constraint.expression.constant - (suggestions[constraint.id] ?? 0),
        relation: constraint.relation, level: required ? 0 : levels[constraint.priority.value]!)
      kernelRows[constraint.id] = row
    }
    kernel = built
    needsRebuild = false
    try built.solve()
  }

  /// Writes pending edit constants into the solved tableau and re-solves warm.
  func patchConstants() throws(LayoutError) {
    guard let kernel else { return }
    // Patches are applied in row order so the same calls always round the same way.
    let patches = pendingConstants.compactMap { id, constant in
      kernelRows[id].map { (row: $0, constant: constant) }
    }.sorted { $0.row < $1.row }
    pendingConstants = [:]
    for patch in patches { try kernel.setConstant(patch.constant, row: patch.row) }
    try kernel.solve()
  }

  /// Copies the kernel's values into `solvedValues`.
  func readValues() throws(LayoutError) {
    guard let kernel else { return }
    let values = try kernel.values()
    var result: [Int: Double] = [:]
    result.reserveCapacity(values.count)
    for (dense, index) in kernelVariables.enumerated() {
      result[variables[index].id] = values[dense]
    }
    solvedValues = result
  }

  /// The optimal total error of each non-required priority, strongest first, as
  /// `(priority, error)` pairs; for comparing backends and for diagnostics.
  ///
  /// - Complexity: O(priority levels), plus a solve when the problem changed.
  public func levelErrors() -> [(priority: Double, error: Double)] {
    ensureSolved()
    let priorities = priorityUses.keys.sorted(by: >)
    guard let kernel, lastSolveError == nil,
      let errors = try? kernel.levelErrors(count: priorities.count + 1)
    else { return [] }
    return priorities.enumerated().map { (priority: $1, error: errors[$0 + 1]) }
  }
}
