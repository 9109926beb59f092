extension Array where Element == LayoutProblem {
  /// The problems in severity order (``LayoutProblem/Kind``), each kind's in the order found,
  /// as every report lists them.
  package var bySeverity: [LayoutProblem] {
    enumerated().sorted { ($0.element.kind, $0.offset) < ($1.element.kind, $1.offset) }
      .map(\.element)
  }
}
