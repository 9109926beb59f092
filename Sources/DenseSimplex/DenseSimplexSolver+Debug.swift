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
    let priorities = priorityUses.keys.sorted(by: >)
    lines.append(
      "levels: required"
        + priorities.enumerated().map { " | \($0 + 1): \(formatNumber($1))" }.joined())
    lines.append("constraints:")
    for constraint in constraints {
      let row = kernelRows[constraint.id].map { "row \($0)" } ?? "no row"
      lines.append("  [\(row)] \(constraint)")
    }
    if !edits.isEmpty {
      lines.append("edit variables:")
      for edit in edits.values.sorted(by: { $0.constraint.id < $1.constraint.id }) {
        let variable = edit.constraint.expression.terms[0].variable
        lines.append(
          "  \(variable) @\(edit.constraint.priority) suggested \(formatNumber(edit.suggested))")
      }
    }
    if !kernelVariables.isEmpty {
      lines.append("kernel variables:")
      for (dense, index) in kernelVariables.enumerated() {
        lines.append("  x\(dense) = \(variables[index])")
      }
    }
    if let lastSolveError { lines.append("last solve failed: \(lastSolveError)") }
    var text = lines.joined(separator: "\n") + "\n"
    if let kernel { text += kernel.dump() }
    return text
  }
}
