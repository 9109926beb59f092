import LayoutDevices

/// A checked layout file with every name resolved and every VFL line expanded into
/// equations: what an engine needs to build the screen, independent of any engine.
public struct ResolvedLayout: Hashable, Sendable {
  /// Every view, parents before children, starting with the root.
  public var views: [ResolvedView]
  /// Constraints installed in every configuration, in file order.
  public var constraints: [ConstraintEquation]
  /// Named sets, in file order.
  public var constraintSets: [ResolvedConstraintSet]
  /// Variations and size rules, in file order; later ones apply on top of earlier ones.
  public var variations: [ResolvedVariation]
  /// The file's `orientations`, or `nil` when it does not say.
  public var supportedOrientations: InterfaceOrientationMask?

  /// Makes a resolved layout.
  public init(
    views: [ResolvedView] = [], constraints: [ConstraintEquation] = [],
    constraintSets: [ResolvedConstraintSet] = [], variations: [ResolvedVariation] = [],
    supportedOrientations: InterfaceOrientationMask? = nil
  ) {
    self.views = views
    self.constraints = constraints
    self.constraintSets = constraintSets
    self.variations = variations
    self.supportedOrientations = supportedOrientations
  }

  /// The variations that apply to a root of these traits and size, in file order.
  public func variations(matching traits: TraitCollection, width: Double, height: Double)
    -> [ResolvedVariation]
  {
    variations.filter { $0.condition.matches(traits: traits, width: width, height: height) }
  }
}
