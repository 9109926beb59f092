import AutoLayout

/// The engine objects made from a ``LayoutDesign``.
public struct LoweredLayout {
  /// Every view by name, the engine's root under `root`.
  public let views: [String: View]
  /// The design's constraints, active, in design order.
  public let constraints: [LayoutConstraint]

  /// The constraint with this `#identifier`, if any.
  public func constraint(identifier: String) -> LayoutConstraint? {
    constraints.first { $0.identifier == identifier }
  }
}
