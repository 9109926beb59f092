/// Changes to the base design that apply when a condition holds: Interface Builder's
/// size-class variations (`[wAny hCompact] { ... }`) and size rules for what size classes
/// cannot say (`when aspect >= 1.5 { ... }`).
public struct Variation: Hashable, Sendable {
  /// When the overrides apply.
  public var condition: VariationCondition
  /// The changes, applied in order on top of the base design.
  public var overrides: [Override]
  /// Where the header starts.
  public var position: SourcePosition

  /// Makes a variation.
  public init(
    condition: VariationCondition, overrides: [Override] = [], position: SourcePosition = .none
  ) {
    self.condition = condition
    self.overrides = overrides
    self.position = position
  }
}
