import LayoutCore

@testable import AutoLayout

/// A horizontal stack at (10, 20) in a 400 × 300 root, 320 wide, arranging three views with
/// intrinsic sizes a 30 × 20, b 70 × 30, c 50 × 40 (baselines a 15/5, b 20/10, c 25/5 from
/// top/bottom). The stack's height is pinned to `height`, or left to its content when nil.
struct StackFixture {
  let engine = LayoutEngine(rootSize: Size(width: 400, height: 300))
  let stack: StackView
  let a: View
  let b: View
  let c: View

  init(height: Double? = nil, spacing: Double = 10) throws {
    func arranged(_ name: String, _ w: Double, _ h: Double, _ first: Double, _ last: Double)
      -> View
    {
      let view = View(name)
      view.intrinsicContentSize = Size(width: w, height: h)
      view.firstBaselineOffsetFromTop = first
      view.lastBaselineOffsetFromBottom = last
      return view
    }
    a = arranged("a", 30, 20, 15, 5)
    b = arranged("b", 70, 30, 20, 10)
    c = arranged("c", 50, 40, 25, 5)
    stack = try StackView("stack", arrangedSubviews: [a, b, c])
    try stack.setSpacing(spacing)
    stack.translatesAutoresizingMaskIntoConstraints = false
    try engine.root.addSubview(stack)
    var pins = [
      stack.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor, constant: 10),
      stack.topAnchor.constraint(equalTo: engine.root.topAnchor, constant: 20),
      stack.widthAnchor.constraint(equalToConstant: 320),
    ]
    if let height { pins.append(stack.heightAnchor.constraint(equalToConstant: height)) }
    try LayoutConstraint.activate(pins)
  }

  /// The arranged views' frames in the stack's coordinates after a layout pass.
  func frames() throws -> [Rect] {
    try engine.layoutIfNeeded()
    return [a.frame, b.frame, c.frame]
  }

  /// The identifiers of the generated constraints, without repeats, in order.
  var identifiers: [String] {
    var seen: [String] = []
    for id in stack.arrangementConstraints.compactMap(\.identifier) where !seen.contains(id) {
      seen.append(id)
    }
    return seen
  }
}
