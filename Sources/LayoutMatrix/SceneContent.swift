import LayoutAdaptivity

/// What a layout builder hands back to ``MatrixSolver/run(configurations:backend:layout:)``: the size-class variations of the
/// layout it built into the engine, and optionally the app code reacting to transitions.
public struct SceneContent {
  /// The layout's size-class variations (empty for a layout without any).
  public var variations: TraitVariations
  /// The callbacks' receiver, e.g. code that changes constants in `viewDidLayoutSubviews`.
  public var observer: (any ContentContainer)?

  /// Bundles variations and an observer.
  public init(
    variations: TraitVariations = TraitVariations(), observer: (any ContentContainer)? = nil
  ) {
    self.variations = variations
    self.observer = observer
  }
}
