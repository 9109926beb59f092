import LayoutCore
import LayoutDevices
import Testing

@testable import AutoLayout

@Suite struct AmbiguityTests {
  /// A box pinned at the top left with a height but no width.
  @Test func missingWidthIsReported() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 480))
    let box = try makeView("box", in: engine.root)
    let floating = try makeView("floating", in: engine.root)
    try LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor, constant: 10),
      box.topAnchor.constraint(equalTo: engine.root.topAnchor, constant: 10),
      box.heightAnchor.constraint(equalToConstant: 40),
      floating.widthAnchor.constraint(equalToConstant: 30),
      floating.heightAnchor.constraint(equalToConstant: 30),
    ])
    try engine.layoutIfNeeded()
    #expect(engine.hasAmbiguousLayout(box))
    #expect(engine.ambiguousVariables(of: box) == [.width])
    #expect(engine.ambiguousVariables(of: floating) == [.minX, .minY])
    #expect(!engine.hasAmbiguousLayout(engine.root))
    #expect(
      engine.ambiguityReports().map(\.description) == [
        "AMBIGUOUS LAYOUT for box.width",
        "AMBIGUOUS LAYOUT for floating.minX, floating.minY",
      ])
    let legacy = View("legacy")
    legacy.frame = rect(0, 0, 10, 10)
    try box.addSubview(legacy)
    try engine.layoutIfNeeded()
    #expect(
      engine.autolayoutTrace() == """
        *<root>
        |   *<box> - AMBIGUOUS LAYOUT for box.width
        |   |   •<legacy>
        |   *<floating> - AMBIGUOUS LAYOUT for floating.minX, floating.minY
        """)
  }

  @Test func exerciseAmbiguityShowsAnotherValidFrame() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 480))
    let box = try makeView("box", in: engine.root)
    try LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor, constant: 10),
      box.topAnchor.constraint(equalTo: engine.root.topAnchor, constant: 10),
      box.heightAnchor.constraint(equalToConstant: 40),
      box.widthAnchor.constraint(lessThanOrEqualToConstant: 300),
    ])
    try engine.layoutIfNeeded()
    let before = box.frame
    let after = try #require(try engine.exerciseAmbiguity(box))
    #expect(after != before)
    #expect(after.x == 10 && after.y == 10 && after.height == 40)
    #expect(after.width >= 0 && after.width <= 300)
  }

  @Test func determinedViewsHaveNoAlternative() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 480))
    #expect(try engine.exerciseAmbiguity(engine.root) == nil)
  }
}
