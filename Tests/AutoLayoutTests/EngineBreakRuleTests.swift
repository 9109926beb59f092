import LayoutCore
import Testing

@testable import AutoLayout

/// The engine breaks by `BreakRule`, the rule `layout explain` names: by shape (constant
/// sizes, spacings, centres, relative sizes, trailing or bottom edges, leading or top edges),
/// the oldest among equals, system constraints protected.
@Suite struct EngineBreakRuleTests {
  /// A row: `a` 16 in from the left and as wide as the window, `b` 8 after it and 16 in
  /// from the right. No constant size takes part, so the spacing between the two breaks,
  /// not the pins to the window's edges nor the relative width.
  @Test func spacingBreaksBeforeEdgesAndRelativeSizes() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 480))
    let root = engine.root
    let a = try makeView("a", in: root)
    let b = try makeView("b", in: root)
    let leading = a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16)
    let width = a.widthAnchor.constraint(equalTo: root.widthAnchor)
    let spacing = b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8)
    let trailing = b.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16)
    try LayoutConstraint.activate([
      leading, width, spacing, trailing,
      a.topAnchor.constraint(equalTo: root.topAnchor),
      a.heightAnchor.constraint(equalToConstant: 10),
      b.topAnchor.constraint(equalTo: root.topAnchor),
      b.heightAnchor.constraint(equalToConstant: 10),
      b.widthAnchor.constraint(equalToConstant: 0, priority: .defaultLow),
    ])
    try engine.layoutIfNeeded()
    #expect(engine.conflictReports.map(\.broken) == [spacing])
    #expect(engine.brokenConstraints == [spacing])
    #expect(a.frame == rect(16, 0, 320, 10))
    #expect(b.frame == rect(304, 0, 0, 10))
  }

  /// A view centred in the window and pinned to its leading edge, in a window too narrow for
  /// both with its fixed width made optional: the centring breaks, the leading pin holds.
  @Test func centreBreaksBeforeEdges() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 480))
    let root = engine.root
    let a = try makeView("a", in: root)
    let leading = a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
    let centre = a.centerXAnchor.constraint(equalTo: root.centerXAnchor)
    let trailing = a.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20)
    try LayoutConstraint.activate([
      leading, centre, trailing,
      a.topAnchor.constraint(equalTo: root.topAnchor),
      a.heightAnchor.constraint(equalToConstant: 10),
    ])
    try engine.layoutIfNeeded()
    #expect(engine.brokenConstraints == [centre])
    #expect(a.frame == rect(10, 0, 290, 10))
  }
}
