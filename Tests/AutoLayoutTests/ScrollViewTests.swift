import LayoutDevices
import Testing

@testable import AutoLayout

/// A scroll view filling the root, with a content view pinned to its four edges (which
/// binds the content guide) and 1000 points tall.
@Suite struct ScrollViewTests {
  static func makeScreen(equalWidth: Bool) throws -> (LayoutEngine, View, View) {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 568))
    let root = engine.root
    let scroll = View("scroll", isScrollView: true)
    scroll.translatesAutoresizingMaskIntoConstraints = false
    try root.addSubview(scroll)
    // The content's own width: what it keeps when nothing else sizes it.
    let content = try makeView("content", in: scroll, intrinsic: Size(width: 320, height: -1))
    var constraints = [
      scroll.topAnchor.constraint(equalTo: root.topAnchor),
      scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
      scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      content.topAnchor.constraint(equalTo: scroll.topAnchor),
      content.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
      content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
      content.heightAnchor.constraint(equalToConstant: 1000),
    ]
    if equalWidth {
      constraints.append(content.widthAnchor.constraint(equalTo: scroll.widthAnchor))
    }
    try LayoutConstraint.activate(constraints)
    try engine.layoutIfNeeded()
    return (engine, scroll, content)
  }

  @Test func equalWidthFollowsRotation() throws {
    let (engine, scroll, content) = try Self.makeScreen(equalWidth: true)
    #expect(scroll.frame == rect(0, 0, 320, 568))
    #expect(content.frame == rect(0, 0, 320, 1000))
    #expect(scroll.contentSize == Size(width: 320, height: 1000))
    engine.rootSize = Size(width: 568, height: 320)
    try engine.layoutIfNeeded()
    #expect(scroll.frame == rect(0, 0, 568, 320))
    #expect(content.frame == rect(0, 0, 568, 1000))
    #expect(scroll.contentSize == Size(width: 568, height: 1000))
    #expect(engine.ambiguityReports().isEmpty)
  }

  @Test func withoutEqualWidthTheContentKeepsItsWidth() throws {
    let (engine, scroll, content) = try Self.makeScreen(equalWidth: false)
    #expect(content.frame == rect(0, 0, 320, 1000))
    engine.rootSize = Size(width: 568, height: 320)
    try engine.layoutIfNeeded()
    #expect(scroll.frame == rect(0, 0, 568, 320))
    #expect(content.frame == rect(0, 0, 320, 1000))
    #expect(scroll.contentSize == Size(width: 320, height: 1000))
  }

  @Test func rotationIsAnEditSuggestionNotAReinstall() throws {
    let (engine, _, _) = try Self.makeScreen(equalWidth: true)
    let adds = engine.statistics.solverAdds
    engine.rootSize = Size(width: 568, height: 320)
    try engine.layoutIfNeeded()
    #expect(engine.statistics.solverAdds == adds)
    #expect(engine.statistics.rootSizeSuggestions == 2)
  }
}
