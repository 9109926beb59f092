/// One recovery from unsatisfiable constraints, as text: the minimal conflicting set and
/// the constraint the engine broke.
public struct ConflictRecord: Hashable, Sendable {
  /// The conflicting constraints in UIKit's console form, in install order.
  public var constraints: [String]
  /// The constraint the engine stopped enforcing.
  public var broken: String

  /// Makes a record.
  public init(constraints: [String], broken: String) {
    self.constraints = constraints
    self.broken = broken
  }
}
