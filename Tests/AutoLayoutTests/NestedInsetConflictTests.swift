import Cassowary
import DenseSimplex
import LayoutCore
import Testing

@testable import AutoLayout
@testable import Cassowary

/// Views nested in a chain, each pinned 1 point inside its superview on both sides, past the
/// level where the insets overflow the root: the root's width conflicts with the deepest
/// view's width floor through every inset. The conflict is settled by a certificate once the
/// filter has found that floor, and names the same constraints, breaks the same one and
/// leaves the same frames as the filter without certificates; the dense backend agrees.
@Suite struct NestedInsetConflictTests {
  /// The chain on a 40-point root: `v0` inside the root, `vN` inside `vN-1`, each with
  /// `leading == superview.leading + 1` and `trailing == superview.trailing - 1`; `v0` is
  /// pinned to the top and 10 high. Views from `v20` on have no width left.
  struct Nest {
    let engine: LayoutEngine
    let views: [View]
    /// Each view's leading and trailing inset, in the order they were activated.
    let insets: [LayoutConstraint]

    init(depth: Int, backend: SolverBackend, certifies: Bool = true) throws {
      engine = LayoutEngine(backend: backend, rootSize: Size(width: 40, height: 852))
      (engine.solver as? CassowarySolver)?.certifiesConflicts = certifies
      var views: [View] = []
      var insets: [LayoutConstraint] = []
      var parent = engine.root
      for level in 0..<depth {
        let view = try makeView("v\(level)", in: parent)
        insets += [
          view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 1),
          view.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -1),
        ]
        views.append(view)
        parent = view
      }
      self.views = views
      self.insets = insets
      try LayoutConstraint.activate(
        insets + [
          views[0].topAnchor.constraint(equalTo: engine.root.topAnchor),
          views[0].heightAnchor.constraint(equalToConstant: 10),
        ])
      try engine.layoutIfNeeded()
    }
  }

  /// One conflict: every inset and the root's width, breaking `v0`'s trailing inset (the
  /// oldest of the pins to the root); certified on Cassowary.
  @Test(arguments: [25, 60])
  func oneConflictThroughEveryInset(depth: Int) throws {
    let nest = try Nest(depth: depth, backend: .cassowary)
    let reports = nest.engine.conflictReports
    #expect(reports.count == 1)
    let expected = nest.insets + [nest.engine.rootSizeConstraints[0]]
    #expect(
      reports.first?.constraints.map(ObjectIdentifier.init) == expected.map(ObjectIdentifier.init))
    #expect(reports.first.map { ObjectIdentifier($0.broken) } == ObjectIdentifier(nest.insets[1]))
    #expect((nest.engine.solver as? CassowarySolver)?.certifiedConflicts == 1)
    // The leading insets hold: each view starts 1 point inside its superview.
    for view in nest.views { #expect(view.frame.x == 1, "\(view.name)") }
  }

  /// The same reports and frames without certificates, and the same reports on the dense
  /// backend.
  @Test(arguments: [25, 60])
  func certifiedEqualsFiltered(depth: Int) throws {
    let certified = try Nest(depth: depth, backend: .cassowary)
    let filtered = try Nest(depth: depth, backend: .cassowary, certifies: false)
    let dense = try Nest(depth: depth, backend: .dense)
    #expect((filtered.engine.solver as? CassowarySolver)?.certifiedConflicts == 0)
    // Each report as the positions of its constraints among the insets (-1: the root's
    // width), the broken one last: messages name constraints by engine-specific addresses.
    func describe(_ nest: Nest) -> [[Int]] {
      func position(_ constraint: LayoutConstraint) -> Int {
        nest.insets.firstIndex { $0 === constraint } ?? -1
      }
      return nest.engine.conflictReports.map {
        $0.constraints.map(position) + [position($0.broken)]
      }
    }
    #expect(describe(certified) == describe(filtered))
    #expect(describe(certified) == describe(dense))
    #expect(certified.views.map(\.frame) == filtered.views.map(\.frame))
  }
}
