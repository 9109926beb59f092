/// Apple's rules for which attributes a constraint may relate (Auto Layout Guide, "Anatomy of
/// a Constraint", and the exceptions UIKit raises), checked before anything reaches an engine.
enum AttributeRules {
  /// Why the equation is invalid, or `nil` when it is fine.
  static func problem(with equation: ConstraintEquation) -> String? {
    let first = equation.first.attribute
    guard let secondAnchor = equation.second else {
      if first.isDimension { return nil }
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
    if (first.isDirectional && second.isAbsoluteHorizontal)
      || (first.isAbsoluteHorizontal && second.isDirectional)
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
