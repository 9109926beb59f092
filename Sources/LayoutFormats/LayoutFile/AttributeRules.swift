/// Apple's rules for which attributes a constraint may relate (Auto Layout Guide, "Anatomy of
/// a Constraint", and the exceptions UIKit raises), checked before anything reaches an engine.
enum AttributeRules {
  /// Why the equation is invalid, or `nil` when it is fine.
  static func problem(with equation: ConstraintEquation) -> String? {
    let first = equation.first.attribute
    guard let secondAnchor = equation.second else {
      if first.isDimension {
        // Auto Layout keeps every size at 0 or more, so a required negative size is a
        // conflict on every screen; said once here, it needs no solving to explain.
        guard equation.priority.isRequired, equation.constant < 0,
          equation.relation != .greaterThanOrEqual
        else { return nil }
        let size = first == .width ? "width" : "height"
        return
          "'\(equation.first) \(equation.relation.rawValue) \(CanonicalNumber.text(equation.constant))' "
          + "can never hold: a \(size) is never negative (Auto Layout keeps sizes at 0 or more); "
          + "use a positive size, or a spacing between two edges"
      }
      return
        "'\(equation.first)' is a location and cannot equal a constant; location attributes must be specified in pairs"
    }
    let second = secondAnchor.attribute
    if first.isDimension != second.isDimension {
      return "cannot relate a size attribute to a location attribute ('\(first)' and '\(second)')"
    }
    if first.isDimension { return nil }
    if first.axis != second.axis {
      return
        "cannot relate a horizontal attribute to a vertical one ('\(first)' and '\(second)')"
    }
    if (first.isDirectional && second.isAbsoluteHorizontalEdge)
      || (first.isAbsoluteHorizontalEdge && second.isDirectional)
    {
      return
        "cannot relate a leading/trailing attribute to a left/right attribute ('\(first)' and '\(second)'); use leading/trailing for both or neither"
    }
    if equation.multiplier == 0 {
      return
        "a multiplier of 0 makes '\(equation.first)' equal a constant; location attributes must be specified in pairs"
    }
    return nil
  }
}
