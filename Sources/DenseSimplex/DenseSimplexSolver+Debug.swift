import LayoutCore

extension DenseSimplexSolver {
  /// A readable description: the constraints with their kernel rows and priority levels, the
  /// edit variables, the kernel's basis and values (variables `x<k>` are listed under
  /// "kernel variables"), and the last solve's error if any.
  ///
  /// - Complexity: O(constraints + tableau rows), plus a solve when the problem changed.
  public func dump() -> String {
    ensureSolved()
    var lines: [String] = ["dense simplex solver (bound \(maximumCells) cells)"]
    let priorities = problem.priorities
    lines.append(
      "levels: required"
        + priorities.enumerated().map { " | \($0 + 1): \(formatNumber($1))" }.joined())
    lines.append("constraints:")
    for (row, constraint) in problem.constraints.enumerated() {
      lines.append("  [\(kernel == nil ? "no row" : "row \(row)")] \(constraint)")
    }
    if !edits.isEmpty {
      lines.append("edit variables:")
      for edit in edits.values.sorted(by: { $0.constraint.id < $1.constraint.id }) {
        let variable = edit.constraint.expression.terms[0].variable
        lines.append(
          "  \(variable) @\(edit.constraint.priority) suggested \(formatNumber(edit.suggested))")
      }
    }
    if let kernel, kernel.variableCount > 0 {
      lines.append("kernel variables:")
      for column in 0..<kernel.variableCount {
        let slot = kernelSlots.map { Int($0[column]) } ?? column
        lines.append("  x\(column) = \(problem.variables[slot])")
      }
    }
    if let lastSolveError { lines.append("last solve failed: \(lastSolveError)") }
    var text = lines.joined(separator: "\n") + "\n"
    if let kernel { text += kernel.dump() }
    return text
  }
}
