/// A variation with its added constraints expanded.
public struct ResolvedVariation: Hashable, Sendable {
  /// When it applies.
  public var condition: VariationCondition
  /// Constraints it installs in addition to the base design.
  public var addedConstraints: [ConstraintEquation]
  /// Its other changes (never `.add`), in file order.
  public var changes: [Override]

  /// Makes a variation.
  public init(
    condition: VariationCondition, addedConstraints: [ConstraintEquation], changes: [Override]
  ) {
    self.condition = condition
    self.addedConstraints = addedConstraints
    self.changes = changes
  }
}
