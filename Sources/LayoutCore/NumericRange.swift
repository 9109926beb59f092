/// The range of numbers every solver accepts: finite, with magnitude at most
/// ``maximumMagnitude``.
///
/// The solvers compare against absolute tolerances around 1e-8, which stop meaning anything
/// once coefficients, constants or suggestions reach magnitudes where one unit in the last
/// place is larger than the tolerance (about 1e8 and up). Rejecting numbers beyond 1e9 — far
/// outside any screen geometry — turns a silently wrong answer into a clear error at the call
/// that brought the number in.
public enum NumericRange {
  /// The largest magnitude accepted for a coefficient, a constant or a suggested value.
  public static let maximumMagnitude: Double = 1e9

  /// Whether `value` is finite and within ±``maximumMagnitude``.
  public static func contains(_ value: Double) -> Bool {
    value.isFinite && abs(value) <= maximumMagnitude
  }

  /// Checks every coefficient and the constant of `constraint`.
  ///
  /// - Throws: ``LayoutError/nonFinite(_:)`` naming the constraint, and for a finite number
  ///   out of range, the number and the limit.
  public static func validate(_ constraint: Constraint) throws(LayoutError) {
    guard constraint.isFinite else { throw .nonFinite("constraint \(constraint)") }
    let expression = constraint.expression
    if let outside = expression.terms.lazy.map(\.coefficient).first(where: { !contains($0) }) {
      throw .nonFinite("constraint \(constraint): coefficient \(outside) \(limitText)")
    }
    guard contains(expression.constant) else {
      throw .nonFinite("constraint \(constraint): constant \(expression.constant) \(limitText)")
    }
  }

  /// Checks a value suggested for an edit variable.
  ///
  /// - Throws: ``LayoutError/nonFinite(_:)``.
  public static func validate(suggestion value: Double, for variable: Variable) throws(LayoutError)
  {
    guard value.isFinite else { throw .nonFinite("suggested value for \(variable)") }
    guard contains(value) else {
      throw .nonFinite("suggested value \(value) for \(variable) \(limitText)")
    }
  }

  private static var limitText: String { "is outside the accepted range ±1e9" }
}
