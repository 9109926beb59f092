import LayoutCore

extension LayoutEngine {
  /// A solved unknown outside the number range the solvers hold to (finite, at most
  /// ``NumericRange/maximumMagnitude``), and the constraint that carried it there.
  public struct RangeViolation {
    /// The constraint that takes the unknown out of range.
    public var constraint: LayoutConstraint
    /// The unknown's name (`b.width`).
    public var variable: String
    /// Its solved value (possibly infinite or not a number).
    public var value: Double
  }

  /// The first installed constraint, in install order, that takes a solved unknown past
  /// the range, or nil when every unknown is in range.
  ///
  /// Each constraint's numbers may be in range while a chain of them is not
  /// (`b.width == 1e9 * a.width`, `c.width == 1e9 * b.width`): the solution then leaves the
  /// precision the solvers' tolerances assume, and overflows to infinity on long chains.
  /// The constraint named is where the chain leaves the range: one relating an unknown out
  /// of range to one in range through unequal factors, else one that has an unknown out of
  /// range.
  public func firstRangeViolation() -> RangeViolation? {
    // Every unknown of an installed constraint is a variable of an item in the tree, so one
    // bulk read of those answers the common case (all in range) without evaluating each
    // term on its own, which costs a walk of its definition per term in a long chain; the
    // engine asks this before breaking every conflict.
    var values: [Double] = []
    solver.values(of: itemVariables, into: &values)
    guard values.contains(where: { !NumericRange.contains($0) }) else { return nil }
    let installed = records.values.filter { $0.installed != nil }.sorted { $0.tick < $1.tick }
    var fallback: RangeViolation?
    for record in installed {
      let terms = record.installed!.expression.terms
      let values = terms.map { solver.value(of: $0.variable) }
      guard let outside = values.indices.first(where: { !NumericRange.contains(values[$0]) })
      else { continue }
      let violation = RangeViolation(
        constraint: record.constraint, variable: terms[outside].variable.description,
        value: values[outside])
      let factors = terms.map { abs($0.coefficient) }
      let crossesRange = values.contains(where: NumericRange.contains)
      if crossesRange, let low = factors.min(), let high = factors.max(), high > low {
        return violation
      }
      if fallback == nil { fallback = violation }
    }
    return fallback
  }
}
