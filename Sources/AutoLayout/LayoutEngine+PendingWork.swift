extension LayoutEngine {
  /// Whether the next ``layoutIfNeeded()`` has anything to do: queued constraint changes, a
  /// new root size, or another invalidation. A driver uses it to run another layout pass
  /// when a layout callback changed constraints, as UIKit does.
  public var hasPendingLayout: Bool {
    needsLayout || rootSizeChanged || !pending.isEmpty
  }
}
