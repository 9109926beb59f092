import LayoutGeometry

/// One conflict: the views it involves and its constraints, drawn as one schematic.
public struct ConflictPanel: Sendable, Hashable {
  /// The panel's caption (`Conflict 1 (horizontal)`).
  public var title: String
  /// The axis the schematic spreads views along; constraints on it get their own lane.
  public var axis: LayoutAxis
  /// The views, in the order they first appear.
  public var views: [DiagramView]
  /// The constraints, in log order.
  public var constraints: [DiagramConstraint]
  /// Constraints of the conflict left out of the drawing (listed in the text).
  public var omittedConstraints: Int

  /// Makes a panel.
  public init(
    title: String, axis: LayoutAxis, views: [DiagramView], constraints: [DiagramConstraint],
    omittedConstraints: Int = 0
  ) {
    self.title = title
    self.axis = axis
    self.views = views
    self.constraints = constraints
    self.omittedConstraints = omittedConstraints
  }

  /// The most constraints drawn in one panel, so a pathological minimal set still gives a
  /// bounded picture.
  public static let maximumConstraints = 60
}
