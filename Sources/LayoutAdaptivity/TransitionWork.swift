/// The work one transition cost: what the variations changed and what the engine and its
/// solver did, for tests and reports (never for timing).
public struct TransitionWork: Sendable, Hashable, CustomStringConvertible {
  /// Size-class variation changes (activations, deactivations, constants, views).
  public var variations = VariationWork()
  /// Simplex pivots.
  public var pivots = 0
  /// Constraints handed to the solver.
  public var solverAdds = 0
  /// Constraints taken out of the solver.
  public var solverRemovals = 0
  /// Full solves from scratch (0 on the incremental backend: rotation never rebuilds).
  public var fullSolves = 0
  /// Root-size edit suggestions.
  public var rootSizeSuggestions = 0
  /// Engine layout passes that had work.
  public var layoutPasses = 0

  /// No work.
  public init() {}

  /// E.g. `pivots 4, solver +2 -2, suggestions 1, passes 1, variations +1 -1 ...`.
  public var description: String {
    "pivots \(pivots), solver +\(solverAdds) -\(solverRemovals), full solves \(fullSolves), "
      + "suggestions \(rootSizeSuggestions), passes \(layoutPasses), variations \(variations)"
  }
}
