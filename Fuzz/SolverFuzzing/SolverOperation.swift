import LayoutCore

/// One call on the ``LayoutSolver`` API, as replayed against every backend.
public enum SolverOperation: CustomStringConvertible {
  /// `add(_:)` with one constraint.
  case add(Constraint)
  /// `add(_:)` with several constraints, which must be atomic.
  case addBatch([Constraint])
  /// `remove(_:)`.
  case remove(Constraint)
  /// `addEditVariable(_:priority:)`.
  case addEditVariable(Variable, Priority)
  /// `removeEditVariable(_:)`.
  case removeEditVariable(Variable)
  /// `suggestValue(_:for:)`.
  case suggestValue(Double, Variable)
  /// Reads the values and compares the backends' optima at this point.
  case read
  /// `reset()`.
  case reset

  public var description: String {
    switch self {
    case .add(let c): return "add \(c)"
    case .addBatch(let batch): return "add [" + batch.map { "\($0)" }.joined(separator: "; ") + "]"
    case .remove(let c): return "remove \(c)"
    case .addEditVariable(let v, let p): return "edit \(v) @\(p)"
    case .removeEditVariable(let v): return "stop editing \(v)"
    case .suggestValue(let value, let v): return "suggest \(v) = \(value)"
    case .read: return "read"
    case .reset: return "reset"
    }
  }
}
