import AutoLayout

/// How one view's solved frame compares with the frame Xcode stored.
public struct FrameCheck: Sendable, Hashable, CustomStringConvertible {
  /// The outcome.
  public enum Status: Sendable, Hashable {
    /// Every edge within one pixel.
    case match
    /// At least one edge off by more than one pixel.
    case mismatch
    /// Not compared; the reason says why (misplaced, ambiguous, not installed, ...).
    case skipped(String)
  }

  /// The view's IB id.
  public var id: String
  /// The element name.
  public var element: String
  /// A readable name.
  public var name: String
  /// The stored frame in root coordinates.
  public var expected: Rect?
  /// The solved frame in root coordinates.
  public var actual: Rect?
  /// The outcome.
  public var status: Status
  /// Soft notes: `size-from-content` (intrinsic size taken from the stored frame).
  public var notes: [String]

  /// The signed differences of each edge (solved − stored), for mismatches.
  public var edgeDifferences: (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
    guard let expected, let actual else { return nil }
    return (
      actual.x - expected.x, actual.y - expected.y, actual.maxX - expected.maxX,
      actual.maxY - expected.maxY
    )
  }

  public var description: String {
    let label = "\(id) \(name)"
    switch status {
    case .match:
      return "match     \(label) \(actual.map { "\($0)" } ?? "")"
    case .mismatch:
      var text = "MISMATCH  \(label): solved \(actual.map { "\($0)" } ?? "-")"
      text += ", stored \(expected.map { "\($0)" } ?? "-")"
      if let d = edgeDifferences {
        let parts = [("minX", d.minX), ("minY", d.minY), ("maxX", d.maxX), ("maxY", d.maxY)]
          .filter { abs($0.1) > 1e-9 }
          .map { "\($0.0) \($0.1 > 0 ? "+" : "")\(($0.1 * 1000).rounded() / 1000)" }
        text += " (\(parts.joined(separator: ", ")))"
      }
      return text
    case .skipped(let reason):
      return "skipped   \(label): \(reason)"
    }
  }

  /// Whether two frames agree within `tolerance` on every edge.
  static func agrees(_ a: Rect, _ b: Rect, tolerance: Double) -> Bool {
    abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
      && abs(a.maxX - b.maxX) <= tolerance && abs(a.maxY - b.maxY) <= tolerance
  }
}
