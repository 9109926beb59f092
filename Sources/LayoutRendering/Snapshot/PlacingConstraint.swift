import AutoLayout

/// A constraint that places a view on one axis, as the interactive report lists it when the
/// view is selected: the REPL's `why` answer plus the other constraints that name the view.
public struct PlacingConstraint: Hashable, Sendable {
  /// The axis the constraint acts on for this view.
  public var axis: LayoutAxis
  /// The equation and priority (``LayoutConstraint/shortDescription``).
  public var text: String
  /// Where it was written (`screen.layout:12:1`), or nil for a constraint the engine made.
  public var source: String?
  /// Whether it holds the view where it is (nudging it moves the view, as `why` finds);
  /// false for a constraint that names the view but does not move it.
  public var holds: Bool

  /// Makes a record.
  public init(axis: LayoutAxis, text: String, source: String? = nil, holds: Bool) {
    self.axis = axis
    self.text = text
    self.source = source
    self.holds = holds
  }
}

/// How much a capture finds out about the constraints placing each view.
public enum PlacementDetail: Hashable, Sendable {
  /// The constraints that name the view (one pass over the engine's constraints).
  case naming
  /// Those, plus which constraints hold the view (``LayoutEngine/layoutDetermination(for:axis:nudge:)``,
  /// a scratch solve per connected constraint, as the REPL's `why`): costly on large screens.
  case determining
}
