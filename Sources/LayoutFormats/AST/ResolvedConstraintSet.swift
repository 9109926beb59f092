/// A constraint set with its VFL lines expanded.
public struct ResolvedConstraintSet: Hashable, Sendable {
  /// The set's name.
  public var name: String
  /// Whether it is active in the base design.
  public var isActive: Bool
  /// Its constraints.
  public var constraints: [ConstraintEquation]

  /// Makes a set.
  public init(name: String, isActive: Bool, constraints: [ConstraintEquation]) {
    self.name = name
    self.isActive = isActive
    self.constraints = constraints
  }
}
