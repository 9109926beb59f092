extension BreakRule {
  /// A conflict's candidates as the rule first reads them, made once per conflict: the
  /// engine's ``ConflictChoice`` and ``BreakRule/victim(_:detail:resolves:)`` both need the
  /// container sizes and the pool, which cost a pass over every member of a long chain.
  public struct Summaries: Sendable, Hashable {
    /// The candidates without the offsets of shapes other than constant sizes
    /// (``BreakRule/victim(_:detail:resolves:)`` says which), container sizes marked
    /// (``BreakRule/containerSizes(_:)``).
    public var candidates: [Candidate]
    /// The indices the rule chooses among (``BreakRule/pool(_:)``).
    public var pool: [Int]

    /// The summaries of `summaries`, oldest first.
    public init(_ summaries: [Candidate]) {
      candidates = BreakRule.containerSizes(summaries)
      pool = BreakRule.pool(candidates)
    }
  }
}
