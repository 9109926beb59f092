/// The problems a layout pass found: conflicts, ambiguity and rejected constraints.
public struct LayoutDiagnostics: Hashable, Sendable {
  /// Every recovery from unsatisfiable constraints, oldest first.
  public var conflicts: [ConflictRecord]
  /// Constraints broken at the time of the snapshot, in UIKit's console form.
  public var brokenConstraints: [String]
  /// Items whose frames are not fully determined, views and guides alike.
  public var ambiguous: [AmbiguityRecord]
  /// Constraints the solver refused outright (non-finite numbers), with the reason.
  public var rejected: [String]

  /// Makes diagnostics; the defaults describe a healthy layout.
  public init(
    conflicts: [ConflictRecord] = [], brokenConstraints: [String] = [],
    ambiguous: [AmbiguityRecord] = [], rejected: [String] = []
  ) {
    self.conflicts = conflicts
    self.brokenConstraints = brokenConstraints
    self.ambiguous = ambiguous
    self.rejected = rejected
  }

  /// Whether nothing is wrong.
  public var isEmpty: Bool {
    conflicts.isEmpty && brokenConstraints.isEmpty && ambiguous.isEmpty && rejected.isEmpty
  }

  /// A short status word for tables: `ok`, `unsatisfiable`, `ambiguous` or `rejected`.
  public var status: String {
    if !conflicts.isEmpty || !brokenConstraints.isEmpty { return "unsatisfiable" }
    if !rejected.isEmpty { return "rejected" }
    if !ambiguous.isEmpty { return "ambiguous" }
    return "ok"
  }
}
