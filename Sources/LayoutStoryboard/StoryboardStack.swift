import AutoLayout

/// The `UIStackView` properties of a `<stackView>`, with their per-size-class overrides, in the
/// engine's own vocabulary so a stack reads straight into a ``StackView``.
public struct StoryboardStack: Sendable, Hashable {
  /// The axis.
  public var axis: LayoutAxis
  /// The distribution.
  public var distribution: StackViewDistribution
  /// The alignment. Interface Builder writes `top`/`bottom` also for vertical stacks, where
  /// they mean leading/trailing (one raw value in UIKit), so both read as the same case.
  public var alignment: StackViewAlignment
  /// The spacing between arranged views (a minimum for the equal-spacing kinds).
  public var spacing: Double
  /// Whether arranged views are placed inside the stack's layout margins.
  public var isLayoutMarginsRelativeArrangement: Bool
  /// Whether vertical gaps are measured between baselines.
  public var isBaselineRelativeArrangement: Bool
}
