extension StoryboardDocument {
  /// Refuses a document with a root of more constraints than the dense backend lays out in
  /// reasonable time (``StoryboardLimits/denseMaximumConstraintsPerRoot``), at the first such
  /// root: the commands ask it of a document they will solve with that backend, before
  /// solving.
  public func checkDenseSize() throws(StoryboardError) {
    for root in roots {
      let constraints = root.constraintCount
      guard constraints <= StoryboardLimits.denseMaximumConstraintsPerRoot else {
        throw .tooManyConstraintsForDense(
          root.view.location, constraints: constraints,
          limit: StoryboardLimits.denseMaximumConstraintsPerRoot)
      }
    }
  }
}

extension StoryboardRoot {
  /// The constraints the root's views hold, as the dense backend's limit counts them.
  public var constraintCount: Int {
    view.subtree.reduce(0) { $0 + $1.constraints.count }
  }
}
