import Synchronization

/// A process-wide counter that moves whenever a change to any view tree could alter what the
/// views below the change derive from their ancestors (``HierarchyFacts``): a view with
/// subviews moved, removed or freed, a semantic content attribute changed, an engine made,
/// freed or given another direction. Views keep those facts with the count they were worked
/// out at, so a tree thousands of views deep answers them without walking to its root each
/// time; moving a view without subviews (how trees are built) only forgets that view's own.
enum HierarchyEpoch {
  private static let counter = Atomic<UInt64>(1)

  /// The current count; facts worked out at another count are stale.
  static var current: UInt64 { counter.load(ordering: .relaxed) }

  /// Makes every view's facts stale.
  static func advance() {
    counter.add(1, ordering: .relaxed)
  }
}
