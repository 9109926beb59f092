import AutoLayout

/// The frames a document was saved with (Interface Builder's stored frames), which its
/// author saw on the canvas: a view overlapping a sibling, sticking out of its superview or
/// lying off the screen, or one without area, is placed so on purpose, so lint reports such a relation only
/// where the solved layout makes it and the design did not.
package struct DesignedFrames: Sendable {
  /// Each stored view's frame in its superview's coordinates, by view name.
  let frames: [String: Rect]
  /// Each stored view's superview, by view name (the root has none).
  let superviews: [String: String]
  /// The root's name.
  let root: String

  /// The stored frames by view name (superview coordinates), each view's superview by
  /// name, and the root's name.
  package init(frames: [String: Rect], superviews: [String: String], root: String) {
    self.frames = frames
    self.superviews = superviews
    self.root = root
  }

  /// Whether `view` is stored without width or height.
  func hasNoArea(_ view: String) -> Bool {
    guard let frame = frames[view] else { return false }
    return !(frame.width > ProblemFinder.epsilon && frame.height > ProblemFinder.epsilon)
  }

  /// Whether siblings `a` and `b` share area in their stored frames.
  func overlap(_ a: String, _ b: String) -> Bool {
    guard let first = frames[a], let second = frames[b] else { return false }
    return OverlapSweep.intersects(first, second)
  }

  /// Whether `view`'s stored frame sticks out of its superview's stored bounds.
  func sticksOut(_ view: String) -> Bool {
    guard let frame = frames[view], let parent = superviews[view],
      let bounds = frames[parent]
    else { return false }
    return !ProblemFinder.contains(
      Rect(x: 0, y: 0, width: bounds.width, height: bounds.height), frame)
  }

  /// Whether `view`'s stored frame, carried up to the root, lies outside the root's stored
  /// bounds (nil ancestors' frames: not known, so false).
  func liesOffScreen(_ view: String) -> Bool {
    guard var frame = frames[view], let screen = frames[root], view != root else {
      return false
    }
    var ancestor = superviews[view]
    while let name = ancestor, name != root {
      guard let above = frames[name] else { return false }
      frame.x += above.x
      frame.y += above.y
      ancestor = superviews[name]
    }
    return !ProblemFinder.contains(
      Rect(x: 0, y: 0, width: screen.width, height: screen.height), frame)
  }
}
