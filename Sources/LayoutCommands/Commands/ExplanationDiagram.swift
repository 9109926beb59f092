import LayoutExplain
import LayoutRendering

/// The picture part of `layout explain --format svg`: the rebuilt views at their solved
/// frames, scaled to fit, with every constraint of a conflict drawn along its axis and
/// labelled with its number in the log (`[3]`). Views and constraints taking part in a
/// conflict are red; constraints UIKit or this engine breaks are dashed.
struct ExplanationDiagram {
  /// The largest drawing, in SVG units.
  static let maximumSize = (width: 480.0, height: 360.0)
  /// The space between the lines of constraints stacked on one view.
  static let laneSpacing = 12.0

  /// The elements, with the drawing's top-left corner at (0, 0).
  private(set) var elements: [String] = []
  /// The drawing's width (0 when nothing has a frame).
  private(set) var width = 0.0
  /// The drawing's height.
  private(set) var height = 0.0

  /// A view that can be drawn, in drawing coordinates.
  private struct Box {
    var name: String
    var x, y, width, height: Double
    var midX: Double { x + width / 2 }
    var midY: Double { y + height / 2 }
  }

  init(_ explanation: Explanation) {
    let frames = explanation.views.compactMap { view -> (String, [Double])? in
      guard let frame = view.frame, frame.count == 4, frame.allSatisfy(\.isFinite),
        frame[2] >= 0, frame[3] >= 0
      else { return nil }
      return (view.name, frame)
    }
    guard !frames.isEmpty else { return }
    let boxes: [String: Box]
    (boxes, width, height) = Self.place(frames)
    let conflicting = Set(explanation.conflicts.flatMap(\.constraints))
    let broken = Set(
      explanation.conflicts.flatMap { [$0.wouldBreak] + [$0.uikitBroke].compactMap { $0 } })
    let numbered = explanation.constraints.enumerated().filter {
      conflicting.contains($0.element.address)
    }
    var involved = Set<String>()
    for (_, entry) in numbered {
      involved.insert(entry.firstView)
      if let second = entry.secondView { involved.insert(second) }
    }
    // Bigger views first, so the views inside them are drawn on top.
    let drawingOrder = frames.map(\.0).enumerated().sorted { left, right in
      let a = boxes[left.element]!
      let b = boxes[right.element]!
      return a.width * a.height != b.width * b.height
        ? a.width * a.height > b.width * b.height : left.offset < right.offset
    }
    var drawn = Set<String>()
    for (_, name) in drawingOrder where drawn.insert(name).inserted {
      elements += Self.view(boxes[name]!, involved: involved.contains(name))
    }
    var lanes: [String: Int] = [:]
    for (index, entry) in numbered {
      guard let first = boxes[entry.firstView] else { continue }
      let second = entry.secondView.flatMap { boxes[$0] }
      let lane = lanes[entry.firstView, default: 0]
      lanes[entry.firstView] = lane + 1
      elements += Self.constraint(
        number: index + 1, horizontal: entry.axis == .horizontal, from: first,
        to: second, lane: lane, broken: broken.contains(entry.address))
    }
  }

  /// Each view's box in drawing coordinates, and the drawing's size: frames scaled to fit
  /// ``maximumSize`` (at most 4 units per point), one scale for both axes.
  ///
  /// An axis the log says nothing about solves to zero everywhere; on it, views are nested
  /// by their size on the other axis (log order when neither is known), so each still shows
  /// as a box.
  private static func place(_ frames: [(String, [Double])]) -> (
    boxes: [String: Box], width: Double, height: Double
  ) {
    let minX = frames.map { $0.1[0] }.min()!
    let minY = frames.map { $0.1[1] }.min()!
    let spanX = frames.map { $0.1[0] + $0.1[2] }.max()! - minX
    let spanY = frames.map { $0.1[1] + $0.1[3] }.max()! - minY
    let nested = nestedExtent(count: frames.count)
    var scale = 4.0
    if spanX >= 1 { scale = min(scale, maximumSize.width / spanX) }
    if spanY >= 1 { scale = min(scale, maximumSize.height / spanY) }
    let order = frames.indices.map { -Double($0) }
    let depthX = depths(spanY >= 1 ? frames.map { $0.1[3] } : order)
    let depthY = depths(spanX >= 1 ? frames.map { $0.1[2] } : order)
    var boxes: [String: Box] = [:]
    for (index, (name, frame)) in frames.enumerated() where boxes[name] == nil {
      let insetX = Double(depthX[index]) * nestingInset
      let insetY = Double(depthY[index]) * nestingInset
      boxes[name] = Box(
        name: name,
        x: spanX >= 1 ? (frame[0] - minX) * scale : insetX,
        y: spanY >= 1 ? (frame[1] - minY) * scale : insetY,
        width: spanX >= 1 ? frame[2] * scale : max(nested - 2 * insetX, 24),
        height: spanY >= 1 ? frame[3] * scale : max(nested - 2 * insetY, 24))
    }
    return (boxes, spanX >= 1 ? spanX * scale : nested, spanY >= 1 ? spanY * scale : nested)
  }

  /// The inset between nested views on an axis without positions.
  static let nestingInset = 24.0

  /// The extent of an axis without positions for `count` nested views.
  static func nestedExtent(count: Int) -> Double {
    120 + 2 * nestingInset * Double(count)
  }

  /// Each view's nesting depth: 0 for the largest size, 1 for the next distinct size, and so
  /// on (equal sizes share a depth).
  static func depths(_ sizes: [Double]) -> [Int] {
    let distinct = Array(Set(sizes)).sorted(by: >)
    return sizes.map { size in distinct.firstIndex(of: size) ?? 0 }
  }

  /// A view's rectangle and name.
  private static func view(_ box: Box, involved: Bool) -> [String] {
    let group = involved ? "view involved" : "view"
    return [
      "<g class=\"\(group)\">",
      "  <rect x=\"\(number(box.x))\" y=\"\(number(box.y))\" width=\"\(number(box.width))\" "
        + "height=\"\(number(box.height))\"/>",
      "  <text class=\"name\" x=\"\(number(box.x + 3))\" y=\"\(number(box.y + 11))\">"
        + "\(Markup.escape(box.name))</text>",
      "</g>",
    ]
  }

  /// One constraint: a line along its axis between the two views' centres (across the
  /// view for a constant), on its own lane, and its number.
  private static func constraint(
    number index: Int, horizontal: Bool, from first: Box, to second: Box?, lane: Int,
    broken: Bool
  ) -> [String] {
    let offset = 14 + Double(lane) * laneSpacing
    var (x1, y1, x2, y2): (Double, Double, Double, Double)
    if horizontal {
      let y = first.y + min(offset, max(first.height - 2, 0))
      (x1, y1, y2) = (second == nil ? first.x : first.midX, y, y)
      x2 = second.map(\.midX) ?? first.x + first.width
    } else {
      let x = first.x + min(offset, max(first.width - 2, 0))
      (x1, y1, x2) = (x, second == nil ? first.y : first.midY, x)
      y2 = second.map(\.midY) ?? first.y + first.height
    }
    // Two views centred on each other: a short stub still shows the constraint.
    if abs(x2 - x1) + abs(y2 - y1) < 6 {
      if horizontal { x2 = x1 + 6 } else { y2 = y1 + 6 }
    }
    let group = broken ? "constraint broken" : "constraint"
    return [
      "<g class=\"\(group)\">",
      "  <line x1=\"\(number(x1))\" y1=\"\(number(y1))\" x2=\"\(number(x2))\" "
        + "y2=\"\(number(y2))\"/>",
      "  <text class=\"number\" x=\"\(number((x1 + x2) / 2 + 2))\" "
        + "y=\"\(number((y1 + y2) / 2 - 2))\">[\(index)]</text>",
      "</g>",
    ]
  }

  /// A coordinate with at most two decimals.
  static func number(_ value: Double) -> String {
    NumberText.format(value, decimals: 2)
  }
}
