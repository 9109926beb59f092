/// What applying trait variations changed, for one application or cumulatively.
public struct VariationWork: Sendable, Hashable, CustomStringConvertible {
  /// Constraints activated.
  public var activations = 0
  /// Constraints deactivated.
  public var deactivations = 0
  /// Constraint constants changed.
  public var constantChanges = 0
  /// Views put back into their superview.
  public var viewInstalls = 0
  /// Views taken out of their superview.
  public var viewRemovals = 0
  /// Property values handed to their setters.
  public var propertyChanges = 0

  /// No work.
  public init() {}

  /// Whether nothing changed.
  public var isEmpty: Bool { self == VariationWork() }

  /// The field-wise sum.
  public static func + (lhs: VariationWork, rhs: VariationWork) -> VariationWork {
    var sum = lhs
    sum.activations += rhs.activations
    sum.deactivations += rhs.deactivations
    sum.constantChanges += rhs.constantChanges
    sum.viewInstalls += rhs.viewInstalls
    sum.viewRemovals += rhs.viewRemovals
    sum.propertyChanges += rhs.propertyChanges
    return sum
  }

  /// E.g. `+2 -2 constants 1 views +0 -0 properties 0`.
  public var description: String {
    "+\(activations) -\(deactivations) constants \(constantChanges) "
      + "views +\(viewInstalls) -\(viewRemovals) properties \(propertyChanges)"
  }
}
