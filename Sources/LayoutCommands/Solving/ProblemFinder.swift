import LayoutCore
import LayoutEngine
import LayoutRendering

/// Finds the geometric problems of a solved screen: visible views off the screen (except a
/// scroll view's content, which scrolls into view), sticking out of their superviews,
/// overlapping their siblings, or without area.
enum ProblemFinder {
  /// Tolerance for comparing pixel-rounded edges.
  static let epsilon = 1e-6

  /// The problems, view by view in snapshot order; `locate` gives a view's declaration.
  static func geometricProblems(
    _ snapshot: LayoutSnapshot, locate: (String) -> SourceLocation?
  ) -> [LayoutProblem] {
    var problems: [LayoutProblem] = []
    let screen = snapshot.screen.bounds
    let views = snapshot.views
    let visible = views.indices.filter {
      !snapshot.isRoot(at: $0) && !snapshot.isEffectivelyHidden(at: $0)
    }
    for index in visible {
      let view = views[index]
      let frame = view.rootFrame
      let location = locate(view.name)
      if !(frame.width > epsilon && frame.height > epsilon) {
        problems.append(
          LayoutProblem(
            kind: .zeroSize, message: "\(view.name) has no area", location: location,
            detail: describe(frame)))
        continue
      }
      if !snapshot.isScrollableContent(at: index), !contains(screen, frame) {
        let whole = !intersects(screen, frame)
        problems.append(
          LayoutProblem(
            kind: .offScreen,
            message: "\(view.name) is \(whole ? "entirely" : "partly") off-screen",
            location: location, detail: describe(frame)))
      } else if let parent = view.superviewIndex, !snapshot.isRoot(at: parent),
        views[parent].className != "UIScrollView", !contains(views[parent].rootFrame, frame)
      {
        problems.append(
          LayoutProblem(
            kind: .clipped,
            message: "\(view.name) sticks out of its superview \(views[parent].name)",
            location: location,
            detail: "\(describe(frame)) outside \(describe(views[parent].rootFrame))"))
      }
    }
    problems += overlaps(snapshot, visible: visible, locate: locate)
    return problems
  }

  /// Pairs of visible siblings whose frames share area, found by a sweep over left edges.
  static func overlaps(
    _ snapshot: LayoutSnapshot, visible: [Int], locate: (String) -> SourceLocation?
  ) -> [LayoutProblem] {
    var bySuperview: [Int: [Int]] = [:]
    for index in visible {
      let frame = snapshot.views[index].rootFrame
      guard frame.width > epsilon, frame.height > epsilon,
        let parent = snapshot.views[index].superviewIndex
      else { continue }
      bySuperview[parent, default: []].append(index)
    }
    var problems: [LayoutProblem] = []
    for parent in bySuperview.keys.sorted() {
      let siblings = bySuperview[parent]!.sorted {
        (snapshot.views[$0].rootFrame.x, $0) < (snapshot.views[$1].rootFrame.x, $1)
      }
      for (position, first) in siblings.enumerated() {
        let a = snapshot.views[first].rootFrame
        for second in siblings[(position + 1)...] {
          let b = snapshot.views[second].rootFrame
          if b.x >= a.x + a.width - epsilon { break }
          guard intersects(a, b) else { continue }
          let (front, back) = first < second ? (second, first) : (first, second)
          problems.append(
            LayoutProblem(
              kind: .overlapping,
              message: "\(snapshot.views[front].name) overlaps its sibling "
                + "\(snapshot.views[back].name)",
              location: locate(snapshot.views[front].name)))
        }
      }
    }
    return problems.sorted { $0.message < $1.message }
  }

  /// Whether `inner` lies within `outer`, edges included.
  static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
    inner.x >= outer.x - epsilon && inner.y >= outer.y - epsilon
      && inner.x + inner.width <= outer.x + outer.width + epsilon
      && inner.y + inner.height <= outer.y + outer.height + epsilon
  }

  /// Whether two rectangles share some area (touching edges do not count).
  static func intersects(_ a: Rect, _ b: Rect) -> Bool {
    a.x < b.x + b.width - epsilon && b.x < a.x + a.width - epsilon
      && a.y < b.y + b.height - epsilon && b.y < a.y + a.height - epsilon
  }

  /// `(x, y, width, height)` with the renderers' number format.
  static func describe(_ rect: Rect) -> String {
    "(\(NumberText.format(rect.x)), \(NumberText.format(rect.y)), "
      + "\(NumberText.format(rect.width)), \(NumberText.format(rect.height)))"
  }
}
