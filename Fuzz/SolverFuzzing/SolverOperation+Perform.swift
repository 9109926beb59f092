import LayoutCore

extension SolverOperation {
  /// Makes this call on `solver`. A read reads nothing here: comparing what a read sees is
  /// the caller's business.
  public func perform(on solver: any LayoutSolver) throws(LayoutError) {
    switch self {
    case .add(let constraint): try solver.add(constraint)
    case .addBatch(let batch): try solver.add(batch)
    case .remove(let constraint): try solver.remove(constraint)
    case .addEditVariable(let variable, let priority):
      try solver.addEditVariable(variable, priority: priority)
    case .removeEditVariable(let variable): try solver.removeEditVariable(variable)
    case .suggestValue(let value, let variable): try solver.suggestValue(value, for: variable)
    case .read: break
    case .reset: solver.reset()
    }
  }
}
