/// Cumulative counters of a ``TraitVariations`` registry, for tests and reports.
public struct VariationStatistics: Sendable, Hashable {
  /// Calls to ``TraitVariations/apply(_:)``.
  public var applications = 0
  /// Applications that found the resolved state unchanged and did no work at all (no
  /// activation, no constant, hence no solver work on the next pass).
  public var unchangedApplications = 0
  /// Everything the applications changed.
  public var work = VariationWork()

  /// No applications yet.
  public init() {}
}
