import AutoLayout

/// The `UIStackView` properties of a stack view declared in a layout file; `nil` means
/// UIKit's default (horizontal, fill, fill, spacing 0).
public struct StackProperties: Hashable, Sendable {
  /// `axis horizontal|vertical`
  public var axis: LayoutAxis?
  /// `distribution fill|fillEqually|fillProportionally|equalSpacing|equalCentering`
  public var distribution: StackViewDistribution?
  /// `alignment fill|leading|top|firstBaseline|center|trailing|bottom|lastBaseline`
  public var alignment: StackViewAlignment?
  /// `spacing N`
  public var spacing: Double?
  /// `spacing N after VIEW` lines, in file order.
  public var customSpacings: [CustomSpacing]
  /// `baselineRelative`: vertical gaps measured between baselines.
  public var isBaselineRelativeArrangement: Bool
  /// `marginsRelative`: arranged views inside the stack's layout margins.
  public var isLayoutMarginsRelativeArrangement: Bool

  /// Makes properties; everything defaults to UIKit's defaults.
  public init(
    axis: LayoutAxis? = nil, distribution: StackViewDistribution? = nil,
    alignment: StackViewAlignment? = nil, spacing: Double? = nil,
    customSpacings: [CustomSpacing] = [], isBaselineRelativeArrangement: Bool = false,
    isLayoutMarginsRelativeArrangement: Bool = false
  ) {
    self.axis = axis
    self.distribution = distribution
    self.alignment = alignment
    self.spacing = spacing
    self.customSpacings = customSpacings
    self.isBaselineRelativeArrangement = isBaselineRelativeArrangement
    self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
  }

  /// `spacing N after VIEW`: UIKit's `setCustomSpacing(_:after:)`.
  public struct CustomSpacing: Hashable, Sendable {
    /// The arranged view the gap follows.
    public var view: String
    /// The gap.
    public var spacing: Double
    /// Where the line is written.
    public var position: SourcePosition

    /// Makes a custom spacing.
    public init(view: String, spacing: Double, position: SourcePosition = .none) {
      self.view = view
      self.spacing = spacing
      self.position = position
    }
  }

  /// The class name that makes a view a stack view.
  public static let className = "UIStackView"
}
