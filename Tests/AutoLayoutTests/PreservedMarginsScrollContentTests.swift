import AutoLayout
import Testing

/// A scroll view's content view that preserves its superview's margins, with a tall label
/// pinned to its margins: the content sticks out of the scroll view's bounds at the bottom,
/// and the inherited bottom margin used to grow by the overflow on every pass (margin →
/// taller content → more overflow → larger margin), to thousands of points. Apple:
/// "[the superview's margins] affect layouts where the distance between the edge of a view
/// and its superview is smaller than the corresponding margin"; an edge past the superview's
/// is at distance 0 and inherits the superview's margin, no more.
@Suite struct PreservedMarginsScrollContentTests {
  func layout(labelHeight: Double) throws -> (LayoutEngine, View, View) {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 480))
    let root = engine.root
    let scroll = View("scroll", isScrollView: true)
    scroll.translatesAutoresizingMaskIntoConstraints = false
    try root.addSubview(scroll)
    let content = try makeView("content", in: scroll)
    content.preservesSuperviewLayoutMargins = true
    let label = try makeView("label", in: content, intrinsic: Size(width: 50, height: labelHeight))
    try LayoutConstraint.activate([
      scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      scroll.topAnchor.constraint(equalTo: root.topAnchor),
      scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
      content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
      content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
      content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
      content.widthAnchor.constraint(equalTo: scroll.widthAnchor),
      label.leadingAnchor.constraint(equalTo: content.layoutMarginsGuide.leadingAnchor),
      label.topAnchor.constraint(equalTo: content.layoutMarginsGuide.topAnchor),
      label.bottomAnchor.constraint(equalTo: content.layoutMarginsGuide.bottomAnchor),
    ])
    try engine.layoutIfNeeded()
    return (engine, content, label)
  }

  @Test func tallContentInheritsTheScrollViewsMarginOnly() throws {
    let (engine, content, label) = try layout(labelHeight: 1000)
    #expect(!engine.hasLayoutFeedbackLoop)
    #expect(content.layoutMargins == EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    #expect(content.frame == rect(0, 0, 320, 1016))
    #expect(label.frame == rect(8, 8, 50, 1000))
  }
}
