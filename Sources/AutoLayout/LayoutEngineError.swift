import LayoutCore

/// Misuse of the engine's API, with UIKit's exception reasons where UIKit has one.
public enum LayoutEngineError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The first attribute is ``LayoutAttribute/notAnAttribute``.
  case missingFirstAttribute
  /// A second item without a second attribute, or a second attribute without an item.
  case secondItemMismatch
  /// A location attribute set to a constant (no second item, or multiplier 0).
  case locationEqualToConstant
  /// A size attribute related to a location attribute.
  case invalidPairing(first: LayoutAttribute, second: LayoutAttribute)
  /// A horizontal location related to a vertical one; carries the equation.
  case incompatibleAxes(String)
  /// Leading/trailing related to left/right.
  case directionalMixedWithAbsolute
  /// A margin attribute used on a layout guide, which has no margins.
  case marginAttributeOnGuide(String)
  /// The items are not in one view hierarchy; carries the two anchors' descriptions.
  case noCommonAncestor(first: String, second: String)
  /// A priority changed between required and optional on an active constraint.
  case priorityChangeOnActiveConstraint(passed: Double, existing: Double)
  /// A multiplier, constant or size that is NaN or infinite.
  case nonFinite(String)
  /// A view added to itself or to one of its descendants, or a root given a superview.
  case invalidHierarchy(String)
  /// A layout guide added to a second view.
  case guideAlreadyOwned(String)
  /// A maker chain used `…Superview()` on a view without a superview.
  case noSuperview(String)
  /// `updateConstraints` found no existing constraint matching a new one.
  case updateFoundNoMatch(String)
  /// A stack view asked about a view it does not arrange; carries the view and the stack.
  case notArrangedSubview(view: String, stack: String)
  /// A keyboard height that is negative, NaN or infinite.
  case invalidKeyboardHeight(Double)
  /// A failure the solver reported that the engine cannot recover from.
  case solver(LayoutError)

  public var description: String {
    switch self {
    case .missingFirstAttribute:
      "Constraint must contain a first layout item and attribute"
    case .secondItemMismatch:
      "A constraint with a second item needs a second attribute, and one without a second item "
        + "must use notAnAttribute"
    case .locationEqualToConstant:
      "A multiplier of 0 or a nil second item together with a location for the first attribute "
        + "creates an illegal constraint of a location equal to a constant. Location attributes "
        + "must be specified in pairs."
    case .invalidPairing(let first, let second):
      "Invalid pairing of layout attributes: \(first) and \(second)"
    case .incompatibleAxes(let equation):
      "Constraint improperly relates anchors of incompatible types: <\(equation)>"
    case .directionalMixedWithAbsolute:
      "A constraint cannot be made between a leading/trailing attribute and a right/left "
        + "attribute. Use leading/trailing for both or neither."
    case .marginAttributeOnGuide(let guide):
      "Layout guide \(guide) has no margin attributes"
    case .noCommonAncestor(let first, let second):
      "Unable to activate constraint with anchors \(first) and \(second) because they have no "
        + "common ancestor.  Does the constraint or its anchors reference items in different "
        + "view hierarchies?  That's illegal."
    case .priorityChangeOnActiveConstraint(let passed, let existing):
      "Mutating a priority from required to not on an installed constraint (or vice-versa) is "
        + "not supported.  You passed priority \(formatNumber(passed)) and the existing "
        + "priority was \(formatNumber(existing))."
    case .nonFinite(let what):
      "The \(what) must be a finite number"
    case .invalidHierarchy(let why):
      "Invalid view hierarchy: \(why)"
    case .guideAlreadyOwned(let guide):
      "Layout guide \(guide) already belongs to a view"
    case .noSuperview(let view):
      "Expected superview but found nil when attempting make constraint for \(view)"
    case .updateFoundNoMatch(let constraint):
      "Updated constraint could not find existing matching constraint to update: \(constraint)"
    case .notArrangedSubview(let view, let stack):
      "\(view) is not an arranged subview of the stack view \(stack)"
    case .invalidKeyboardHeight(let height):
      "The keyboard height must be a finite number of points, 0 or more, not \(formatNumber(height))"
    case .solver(let error):
      "Solver failure: \(error)"
    }
  }
}
