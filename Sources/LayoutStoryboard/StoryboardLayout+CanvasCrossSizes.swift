import AutoLayout
import LayoutCore

extension StoryboardLayout {
  /// On the saved screen, an arranged view of a stack with a non-fill alignment that has no
  /// intrinsic size across the stack's axis keeps its stored cross size where nothing else
  /// decides it. UIKit's only say there is `UISV-ambiguity-suppression` (size == 0 at 25),
  /// which Interface Builder's canvas does not apply to a view it draws: such views are stored
  /// at the size they were given when dropped (a library view's 240 points), not 0.
  func keepStoredCrossSizes(of stack: StackView, arranged: [View]) throws(StoryboardError) {
    guard !environment.removesPlaceholderConstraints, stack.alignment != .fill else { return }
    let horizontal = stack.axis == .horizontal
    var kept: [LayoutConstraint] = []
    for view in arranged where !view.isHidden {
      let intrinsic =
        horizontal ? view.intrinsicContentSize.height : view.intrinsicContentSize.width
      guard intrinsic == View.noIntrinsicMetric, let stored = storedFrames[view.name] else {
        continue
      }
      let length = horizontal ? stored.height : stored.width
      do {
        kept.append(
          try LayoutConstraint(
            item: view, attribute: horizontal ? .height : .width, relatedBy: .equal, toItem: nil,
            attribute: .notAnAttribute, constant: length, priority: 26,
            identifier: "IB-canvas-cross-size", origin: nil))
      } catch {
        throw .layoutFailed(error.description)
      }
    }
    // Not among `stackConstraints` (what UIKit generates): `convert` writes them into the
    // layout file, which then gives the frames Interface Builder shows.
    do {
      try LayoutConstraint.activate(kept)
    } catch {
      throw .layoutFailed(error.description)
    }
  }
}
