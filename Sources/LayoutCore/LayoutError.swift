/// The errors a solver reports. Every failed call leaves the solver exactly as it was.
public enum LayoutError: Error, Equatable, Sendable, CustomStringConvertible {
  /// A required constraint cannot hold together with the required constraints already added.
  /// `conflicting` is a minimal set of those constraints which, with `constraint`, cannot all
  /// hold (removing any one of them would let the rest hold).
  case unsatisfiable(constraint: Constraint, conflicting: [Constraint])
  /// The constraint is already in the solver.
  case duplicateConstraint(Constraint)
  /// The constraint is not in the solver.
  case unknownConstraint(Constraint)
  /// The variable is already an edit variable.
  case duplicateEditVariable(Variable)
  /// The variable is not an edit variable.
  case unknownEditVariable(Variable)
  /// Edit variables cannot be required: a suggestion must be allowed to lose.
  case requiredEditVariable(Variable)
  /// A coefficient, constant or suggested value is NaN, infinite, or beyond
  /// ``NumericRange/maximumMagnitude`` (the message then names the number and the limit).
  case nonFinite(String)
  /// A priority outside 1...1000.
  case invalidPriority(Double)
  /// The constraint or edit variable would bring one distinct non-required priority more
  /// than ``PriorityLevels/maximumInSolver`` into the solver.
  case tooManyPriorities(Priority)
  /// The problem is larger than this backend accepts.
  case problemTooLarge(String)
  /// A failure inside the solver that indicates a bug, not bad input.
  case internalError(String)

  public var description: String {
    switch self {
    case .unsatisfiable(let constraint, let conflicting):
      var text = "unable to satisfy required constraint \(constraint)"
      if !conflicting.isEmpty {
        text += "; it conflicts with: " + conflicting.map { "\($0)" }.joined(separator: "; ")
      }
      return text
    case .duplicateConstraint(let c): return "duplicate constraint: \(c)"
    case .unknownConstraint(let c): return "unknown constraint: \(c)"
    case .duplicateEditVariable(let v): return "duplicate edit variable: \(v)"
    case .unknownEditVariable(let v): return "unknown edit variable: \(v)"
    case .requiredEditVariable(let v): return "edit variable \(v) cannot have required priority"
    case .nonFinite(let what): return "non-finite or out-of-range number in \(what)"
    case .invalidPriority(let p): return "priority \(formatNumber(p)) is outside 1...1000"
    case .tooManyPriorities(let p): return PriorityLevels.solverRefusal(p.value)
    case .problemTooLarge(let why): return "problem too large: \(why)"
    case .internalError(let why): return "internal solver error: \(why)"
    }
  }
}
