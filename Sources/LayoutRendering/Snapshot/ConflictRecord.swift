/// One recovery from unsatisfiable constraints, as text: the minimal conflicting set and
/// the constraint the engine broke.
public struct ConflictRecord: Hashable, Sendable {
  /// The conflicting constraints in UIKit's console form, in install order; empty for a
  /// conflict past `ConflictReport.maximumListedInFull`, whose set is only counted.
  public var constraints: [String]
  /// The constraint the engine stopped enforcing.
  public var broken: String
  /// How many constraints the conflicting set has, listed or not.
  public var constraintCount: Int

  /// Makes a record; `constraintCount` defaults to the constraints listed.
  public init(constraints: [String], broken: String, constraintCount: Int? = nil) {
    self.constraints = constraints
    self.broken = broken
    self.constraintCount = constraintCount ?? constraints.count
  }

  /// Whether the set is listed (every conflict up to `ConflictReport.maximumListedInFull`).
  public var isListedInFull: Bool { constraints.count == constraintCount }
}
