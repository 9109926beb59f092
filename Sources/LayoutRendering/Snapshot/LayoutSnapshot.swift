/// Everything a renderer needs from one solved layout, as plain values.
///
/// Renderers are pure functions of a snapshot, so they are tested without an engine and
/// give the same bytes for the same snapshot. Build one from an engine with
/// ``capture(_:screen:annotations:)`` or write one by hand.
public struct LayoutSnapshot: Hashable, Sendable {
  /// The screen the layout was solved for.
  public var screen: ScreenInfo
  /// The solver backend's name (`cassowary`, `dense`), if known.
  public var backend: String?
  /// The views, parents before children, siblings back to front; the root comes first.
  public var views: [ViewRecord]
  /// The problems found.
  public var diagnostics: LayoutDiagnostics
  /// Why the layout has no frames (the engine refused the design, or its solution left the
  /// range of a layout's numbers), nil when it was laid out: drawings and JSON say so rather
  /// than show an empty screen as if nothing were wrong.
  public var failure: String?

  /// Makes a snapshot.
  public init(
    screen: ScreenInfo, backend: String? = nil, views: [ViewRecord],
    diagnostics: LayoutDiagnostics = LayoutDiagnostics(), failure: String? = nil
  ) {
    self.screen = screen
    self.backend = backend
    self.views = views
    self.diagnostics = diagnostics
    self.failure = failure
  }

  /// A short status word for drawings: `failed` when the layout has no frames, else the
  /// diagnostics' (`ok`, `unsatisfiable`, `rejected`, `ambiguous`).
  public var status: String { failure == nil ? diagnostics.status : "failed" }

  /// The first view with `name`, if any.
  public func view(named name: String) -> ViewRecord? {
    views.first { $0.name == name }
  }

  /// Whether the view at `index` or one of its ancestors is hidden, so it is not drawn.
  ///
  /// - Complexity: O(depth).
  public func isEffectivelyHidden(at index: Int) -> Bool {
    var current: Int? = index
    var steps = 0
    while let position = current, views.indices.contains(position), steps <= views.count {
      if views[position].isHidden { return true }
      current = views[position].superviewIndex
      steps += 1
    }
    return false
  }

  /// For each view, whether it or one of its ancestors is hidden
  /// (``isEffectivelyHidden(at:)`` of every index): each record whose superview comes before
  /// it, as snapshots list them, takes its superview's answer, so a tree thousands deep costs
  /// one pass, not a walk per view.
  public var effectivelyHidden: [Bool] {
    var flags: [Bool] = []
    flags.reserveCapacity(views.count)
    for index in views.indices {
      if let parent = views[index].superviewIndex, parent >= 0, parent < index {
        flags.append(views[index].isHidden || flags[parent])
      } else {
        flags.append(isEffectivelyHidden(at: index))
      }
    }
    return flags
  }

  /// Whether the record at `index` is the root, which renderers draw as the screen itself:
  /// the first record, when it has no superview.
  public func isRoot(at index: Int) -> Bool {
    index == 0 && views.first?.superviewIndex == nil
  }

  /// The views that are drawn: not hidden themselves nor below a hidden view, root excluded.
  public var drawnViews: [ViewRecord] {
    let hidden = effectivelyHidden
    return views.indices.filter { !isRoot(at: $0) && !hidden[$0] }.map { views[$0] }
  }

  /// Indentation for the view's nesting level in tables.
  func indentation(of record: ViewRecord, unit: String) -> String {
    String(repeating: unit, count: min(max(0, record.depth), 64))
  }
}
