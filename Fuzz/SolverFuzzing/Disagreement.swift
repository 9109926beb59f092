/// Something the differential checker caught: the backends disagreed, broke an invariant, or
/// reported a conflicting set that is not minimal.
public struct Disagreement: CustomStringConvertible {
  /// The index of the operation after which it was seen; nil for the final comparison.
  public var step: Int?
  /// The operation, as text.
  public var operation: String
  /// What went wrong, one line per finding.
  public var findings: [String]

  public var description: String {
    let place = step.map { "step \($0) (\(operation))" } ?? "final comparison"
    return "\(place):\n" + findings.map { "  - \($0)" }.joined(separator: "\n")
  }
}
