/// What went wrong in one matrix cell, as text ready to print.
public struct CellDiagnostics: Sendable, Hashable {
  /// Conflict messages (UIKit's console format), one per broken constraint, in order.
  public var conflicts: [String] = []
  /// Ambiguity reports, one per view with ambiguous unknowns.
  public var ambiguities: [String] = []
  /// Why the cell has no frames (the builder, a callback or the engine failed), if it has
  /// none.
  public var failure: String?

  /// No problems.
  public init() {}

  /// Whether the cell laid out cleanly.
  public var isClean: Bool { conflicts.isEmpty && ambiguities.isEmpty && failure == nil }
}
