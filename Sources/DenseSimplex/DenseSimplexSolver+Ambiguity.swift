import LayoutCore

extension DenseSimplexSolver {
  /// Variables whose value differs between optimal solutions, in the order first seen.
  ///
  /// Definition: the optimal face is the set of points that satisfy every required constraint
  /// and reach, at every priority, that priority's optimal total error (so also every stronger
  /// one's). A variable is ambiguous exactly when it is not constant on that face. The kernel
  /// decides this at the computed optimum in two steps: a rank-revealing QR (LAPACK `dgeqp3`,
  /// `dorgqr`) of the active system — the constraints whose own slacks and errors are all zero
  /// at the optimum — finds the variables that can move in both directions; then,
  /// for every variable left, simplex probes on a copy of the tableau try to raise and lower it
  /// along columns whose reduced cost is zero at every priority, which finds the one-sided
  /// freedom (a view free to slide between two bounds) a null space cannot see. Both steps use
  /// the kernel's tolerances, so a variable whose range is below about 1e-7 counts as fixed.
  ///
  /// - Complexity: a QR factorisation of an active-constraints x variables matrix plus up to
  ///   two simplex probes per variable that the first step leaves undecided;
  ///   holds a second tableau while it runs.
  public func ambiguousVariables() -> [Variable] {
    ensureSolved()
    guard lastSolveError == nil else { return [] }
    var flagged = [Bool](repeating: false, count: problem.variables.count)
    if let kernel {
      guard let flags = try? kernel.ambiguity() else { return [] }
      for column in flags.indices where flags[column] {
        flagged[kernelSlots.map { Int($0[column]) } ?? column] = true
      }
    }
    // A variable a current constraint writes only with coefficients that merge to zero has no
    // kernel column, yet every value of it is optimal: it is free, as in the Cassowary
    // backend. One whose constraints were all removed is unknown again, not free.
    for constraint in problem.constraints {
      for term in constraint.expression.terms {
        guard let slot = problem.slots[term.variable.id], problem.uses[Int(slot)] == 0 else {
          continue
        }
        flagged[Int(slot)] = true
      }
    }
    return problem.variables.indices.filter { flagged[$0] }.map { problem.variables[$0] }
  }
}
