import AutoLayout

/// The `UIStackView` properties of a `<stackView>`, with their per-size-class overrides.
public struct StoryboardStack: Sendable, Hashable {
  /// The stacking direction.
  public enum Axis: String, Sendable, Hashable {
    case horizontal, vertical
  }
  /// How arranged views share the stack's length (UIKit's `UIStackView.Distribution`).
  public enum Distribution: String, Sendable, Hashable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
  }
  /// Placement across the axis. Interface Builder writes `top`/`bottom` also for vertical
  /// stacks, where they mean leading/trailing (one raw value in UIKit).
  public enum Alignment: String, Sendable, Hashable {
    case fill, top, center, bottom, firstBaseline, lastBaseline
    case leading, trailing
  }

  /// The axis.
  public var axis: Axis
  /// The distribution.
  public var distribution: Distribution
  /// The alignment.
  public var alignment: Alignment
  /// The spacing between arranged views (a minimum for the equal-spacing kinds).
  public var spacing: Double
  /// Whether arranged views are placed inside the stack's layout margins.
  public var isLayoutMarginsRelativeArrangement: Bool
  /// Whether vertical gaps are measured between baselines.
  public var isBaselineRelativeArrangement: Bool
}

extension StoryboardStack.Axis {
  /// The engine's axis.
  var engineAxis: LayoutAxis { self == .horizontal ? .horizontal : .vertical }
}

extension StoryboardStack.Distribution {
  /// The engine's distribution.
  var engineValue: StackViewDistribution {
    switch self {
    case .fill: .fill
    case .fillEqually: .fillEqually
    case .fillProportionally: .fillProportionally
    case .equalSpacing: .equalSpacing
    case .equalCentering: .equalCentering
    }
  }
}

extension StoryboardStack.Alignment {
  /// The engine's alignment (`top` is `leading`, `bottom` is `trailing`).
  var engineValue: StackViewAlignment {
    switch self {
    case .fill: .fill
    case .top, .leading: .leading
    case .center: .center
    case .bottom, .trailing: .trailing
    case .firstBaseline: .firstBaseline
    case .lastBaseline: .lastBaseline
    }
  }
}
