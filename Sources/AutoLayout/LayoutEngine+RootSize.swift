import LayoutCore

extension LayoutEngine {
  /// Makes required constraints that would resize the root a reported conflict, as they are
  /// in UIKit, where the window's size is imposed.
  ///
  /// The root size is an edit suggestion (cheap to change on rotation), and required
  /// constraints override suggestions silently. So after each solve the engine checks the
  /// root's size; when it is off, it asks the solver to add the size as a required
  /// constraint, which fails with the minimal set of constraints forcing another size. That
  /// set is reported with the root size, a constraint in it is broken by the usual rule
  /// (the root size itself is a protected system constraint), and the check repeats.
  func enforceRootSize() throws(LayoutEngineError) {
    let sizes = [
      (root.variables.width, rootSize.width, rootSizeConstraints[0]),
      (root.variables.height, rootSize.height, rootSizeConstraints[1]),
    ]
    for (variable, value, imposed) in sizes {
      imposed.constant = value
      while abs(solver.value(of: variable) - value) > 1e-7 * max(1, abs(value)) {
        let probe = Constraint(variable - value, .equal)
        do {
          // Holds once added: nothing required forces another size.
          try solver.add(probe)
          try solver.remove(probe)
          break
        } catch .unsatisfiable(_, let conflicting) {
          // Only system constraints conflict: the root size gives way, reported once.
          let victim = try breakConstraint(amongSolverConstraints: conflicting, adding: imposed)
          if victim === imposed { break }
        } catch {
          throw .solver(error)
        }
      }
    }
  }
}
