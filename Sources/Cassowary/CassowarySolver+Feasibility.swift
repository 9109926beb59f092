import LayoutCore

extension CassowarySolver {
  /// Whether the required constraints among `constraints` can all hold together.
  ///
  /// Only the yes or no: an ``add(_:)`` that fails works out a minimal conflicting set and
  /// its certificate, which a caller asking "does this set hold?" throws away. Here a failing
  /// set costs one solve, on rows straight from the constraints (no definitions), the verdict
  /// the solver's own conflict analysis trusts. Constraints that are not required never make
  /// a set unsatisfiable and are skipped; a constraint listed twice counts once.
  public static func isSatisfiable(_ constraints: [Constraint]) -> Bool {
    !isInfeasible(constraints.filter(\.priority.isRequired))
  }
}
