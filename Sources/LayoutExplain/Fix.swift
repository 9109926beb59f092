/// A change that resolves a conflict, checked by re-solving the message's constraints with
/// the change applied.
public struct Fix: Codable, Sendable, Hashable {
  /// What kind of change.
  public enum Kind: String, Codable, Sendable {
    /// Set `translatesAutoresizingMaskIntoConstraints = false` on a view.
    case disableAutoresizing
    /// Make a constraint optional (priority 999) so the required ones win.
    case lowerPriority
    /// Delete (or deactivate) a constraint.
    case remove
    /// Give a view constraints of its own in Interface Builder, so that Xcode stops
    /// generating its 'IB auto generated at build time' constraints.
    case addInterfaceBuilderConstraints
    /// Lower a view's required content hugging or compression resistance (on one axis) to
    /// 999, so its intrinsic size gives way.
    case lowerContentPriority
  }

  /// What kind of change.
  public let kind: Kind
  /// The constraint changed, by address (nil for a view-level change).
  public let constraint: String?
  /// The view changed, by display name (for ``Kind/disableAutoresizing``,
  /// ``Kind/addInterfaceBuilderConstraints`` and ``Kind/lowerContentPriority``).
  public let view: String?
  /// The new priority (for ``Kind/lowerPriority`` and ``Kind/lowerContentPriority``).
  public let priority: Double?
  /// The change in one sentence.
  public let summary: String
}
