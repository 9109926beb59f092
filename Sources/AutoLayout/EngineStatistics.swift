/// Work counters of a ``LayoutEngine``, for tests and reports (never for timing).
public struct EngineStatistics: Sendable, Equatable {
  /// Layout passes that found something to do.
  public var layoutPasses = 0
  /// Constraints handed to the solver (first installs and re-installs after a change).
  public var solverAdds = 0
  /// Constraints taken out of the solver.
  public var solverRemovals = 0
  /// Installed constraints re-installed because their constant (required ones), priority or
  /// resolved direction changed (a remove and an add in the solver, never a rebuild).
  public var reinstalls = 0
  /// Installed optional constraints whose constant alone changed, updated in place in the
  /// solver (``LayoutSolver/updateConstants(_:)``) rather than removed and added again.
  public var constantUpdates = 0
  /// Queued constraints that turned out unchanged and cost no solver work.
  public var unchangedResyncs = 0
  /// Activations of constraints that were already active (no work at all).
  public var noOpActivations = 0
  /// Deactivations of constraints that were already inactive (no work at all).
  public var noOpDeactivations = 0
  /// Root-size changes passed to the solver as edit suggestions.
  public var rootSizeSuggestions = 0
  /// Constraints broken to recover from unsatisfiable layouts.
  public var brokenConstraints = 0

  public init() {}
}
