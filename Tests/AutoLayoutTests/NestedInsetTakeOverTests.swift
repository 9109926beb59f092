import Cassowary
import LayoutCore
import Testing

@testable import AutoLayout
@testable import Cassowary

/// The nested inset chain as the engine installs it (views first, each with its size floors,
/// then each view's leading and trailing inset in turn, as `Benchmarks/nested-insets` writes them): every trailing inset takes over its view's width from the
/// width floor's stand-in (``CassowarySolver/addTakingOver(_:terms:)``), so no inset of the
/// chain reaches the tableau by the ordinary path; what the tableau holds are the floors.
@Suite struct NestedInsetTakeOverTests {
  @Test func everyTrailingInsetTakesOverItsViewsWidth() throws {
    let depth = 30
    // Wide enough that nothing overflows: no conflict, no removal.
    let engine = LayoutEngine(backend: .cassowary, rootSize: Size(width: 5000, height: 852))
    var views: [View] = []
    var leading: [LayoutConstraint] = []
    var trailing: [LayoutConstraint] = []
    var parent = engine.root
    for level in 0..<depth {
      let view = try makeView("v\(level)", in: parent)
      leading.append(view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 1))
      trailing.append(
        view.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -1))
      views.append(view)
      parent = view
    }
    try LayoutConstraint.activate(
      zip(leading, trailing).flatMap { [$0, $1] } + [
        views[0].topAnchor.constraint(equalTo: engine.root.topAnchor),
        views[0].heightAnchor.constraint(equalToConstant: 10),
      ])
    try engine.layoutIfNeeded()
    let solver = try #require(engine.solver as? CassowarySolver)
    // One per trailing inset, and `v0.height == 10` takes over v0's height floor.
    #expect(solver.takeOvers == depth + 1)
    for (level, view) in views.enumerated() {
      let inset = try #require(engine.records[ObjectIdentifier(trailing[level])]?.installed)
      let width = try #require(solver.eliminations.nodeOf[view.variables.width.id])
      #expect(solver.eliminations.definedBy[inset.id] == width, "v\(level)")
      let floor = try #require(view.systemConstraints.first { $0.firstAttribute == .width })
      let installed = try #require(engine.records[ObjectIdentifier(floor)]?.installed)
      #expect(solver.twins.holds(installed.id), "v\(level)'s width floor is a row")
      #expect(view.frame.width == 5000 - 2 * Double(level + 1), "v\(level)")
    }
  }
}
