import LayoutCore
import Testing

@testable import AutoLayout

/// Whether a view is scroll content (inset only by the bars over its on-screen part) is kept
/// with its hierarchy facts, not found by a walk to the root per view and pass (quadratic in
/// the depth; LIMITS.md): it must still hold at any depth and follow a view moved out of its
/// scroll view.
@Suite struct DeepScrollContentTests {
  /// `depth` views each pinned to the leading, trailing and top edges of the one before,
  /// 1,000 points tall, the first inside `parent`; returns the first and the deepest.
  func chain(_ name: String, depth: Int, in parent: View) throws -> (View, View) {
    let first = try makeView("\(name)0", in: parent)
    var last = first
    for level in 1..<depth {
      last = try makeView("\(name)\(level)", in: last)
    }
    var constraints: [LayoutConstraint] = []
    var view: View? = last
    while let current = view, let superview = current.superview {
      constraints += [
        current.leadingAnchor.constraint(equalTo: superview.leadingAnchor),
        current.trailingAnchor.constraint(equalTo: superview.trailingAnchor),
        current.topAnchor.constraint(equalTo: superview.topAnchor),
        current.heightAnchor.constraint(equalToConstant: 1000),
      ]
      view = current === first ? nil : superview
    }
    try LayoutConstraint.activate(constraints)
    return (first, last)
  }

  @Test func scrollContentIsKnownAtAnyDepthAndAfterAMove() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 480))
    engine.safeAreaInsets = EdgeInsets(top: 20, bottom: 34)
    let root = engine.root
    let scroll = View("scroll", isScrollView: true)
    scroll.translatesAutoresizingMaskIntoConstraints = false
    try root.addSubview(scroll)
    try LayoutConstraint.activate([
      scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      scroll.topAnchor.constraint(equalTo: root.topAnchor),
      scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
    ])
    let (scrolled, deepScrolled) = try chain("s", depth: 300, in: scroll)
    // Edges pinned to a scroll view's are pinned to its content; its width sets the chain's.
    try LayoutConstraint.activate([scrolled.widthAnchor.constraint(equalTo: scroll.widthAnchor)])
    let (_, deepPlain) = try chain("p", depth: 300, in: root)
    try engine.layoutIfNeeded()
    #expect(deepScrolled.frame == rect(0, 0, 320, 1000))
    #expect(deepPlain.frame == rect(0, 0, 320, 1000))
    // In the scroll view, the bars over the 480 points on screen: 20 and 34.
    #expect(deepScrolled.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 34, right: 0))
    // Outside, the bottom bar's edge is 554 points above the view's bottom.
    #expect(deepPlain.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 554, right: 0))

    // Moved out of the scroll view, the same chain is plain content.
    scrolled.removeFromSuperview()
    try root.addSubview(scrolled)
    try LayoutConstraint.activate([
      scrolled.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      scrolled.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      scrolled.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    try engine.layoutIfNeeded()
    #expect(deepScrolled.frame == rect(0, 0, 320, 1000))
    #expect(deepScrolled.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 554, right: 0))
    #expect(!deepScrolled.hierarchyFacts.insideScrollView)
    #expect(deepPlain.superview?.hierarchyFacts.insideScrollView == false)
  }
}
