import Cassowary
import DenseSimplex
import LayoutCore
import Testing

@testable import AutoLayout

/// Views chained between the root's edges with required widths that overflow it,
/// `H:|[v0(100)][v1(100)]…|` on a 393-point root: hostile input whose conflicting sets hold
/// every link of the chain. The victims, the reports and the frames are the same on both
/// backends and for every length.
@Suite struct ConflictChainTests {
  /// The chain, built as the `.layout` file `H:|[v0(100)]…|` (widths inline) or
  /// `H:|[v0]…|` followed by one width per line (widths late) builds it.
  struct Chain {
    let engine: LayoutEngine
    let views: [View]
    /// The leading pin, the links between neighbours and the trailing pin, in order.
    let pins: [LayoutConstraint]
    let widths: [LayoutConstraint]
    let rootWidth: LayoutConstraint

    init(count: Int, backend: SolverBackend, widthsLate: Bool) throws {
      engine = LayoutEngine(backend: backend, rootSize: Size(width: 393, height: 852))
      let root = engine.root
      var views: [View] = []
      for index in 0..<count { views.append(try makeView("v\(index)", in: root)) }
      self.views = views
      var pins = [views[0].leadingAnchor.constraint(equalTo: root.leadingAnchor)]
      for index in 1..<count {
        pins.append(views[index].leadingAnchor.constraint(equalTo: views[index - 1].trailingAnchor))
      }
      pins.append(root.trailingAnchor.constraint(equalTo: views[count - 1].trailingAnchor))
      let widths = views.map { $0.widthAnchor.constraint(equalToConstant: 100) }
      self.pins = pins
      self.widths = widths
      var horizontal: [LayoutConstraint] = []
      if widthsLate {
        horizontal = pins + widths
      } else {
        for index in 0..<count { horizontal += [pins[index], widths[index]] }
        horizontal.append(pins[count])
      }
      let vertical = views.flatMap {
        [
          $0.topAnchor.constraint(equalTo: root.topAnchor),
          $0.heightAnchor.constraint(equalToConstant: 10),
        ]
      }
      try LayoutConstraint.activate(horizontal + vertical)
      try engine.layoutIfNeeded()
      rootWidth = engine.rootSizeConstraints[0]
    }
  }

  static let backends: [SolverBackend] = [.cassowary, .dense]

  /// Widths inline: the trailing pin is the newest user constraint of the only conflict, so
  /// it breaks and the views run off the screen at their widths.
  @Test(arguments: backends, [5, 10, 20])
  func inlineWidthsBreakTheTrailingPin(backend: SolverBackend, count: Int) throws {
    let chain = try Chain(count: count, backend: backend, widthsLate: false)
    var listed: [LayoutConstraint] = []
    for index in 0..<count { listed += [chain.pins[index], chain.widths[index]] }
    listed += [chain.pins[count], chain.rootWidth]
    let reports = chain.engine.conflictReports
    #expect(reports.count == 1)
    #expect(reports.first?.broken === chain.pins[count])
    #expect(
      reports.first?.constraints.map(ObjectIdentifier.init) == listed.map(ObjectIdentifier.init))
    #expect(chain.engine.brokenConstraints == [chain.pins[count]])
    for (index, view) in chain.views.enumerated() {
      #expect(view.frame == rect(Double(100 * index), 0, 100, 10), "v\(index)")
    }
  }

  /// Widths late: each conflict breaks the newest width, from the last view back, until the
  /// three widths left fit; the fourth view takes the 93 points left and the rest none.
  @Test(arguments: backends, [5, 10, 20])
  func lateWidthsBreakFromTheLastView(backend: SolverBackend, count: Int) throws {
    let chain = try Chain(count: count, backend: backend, widthsLate: true)
    try expectLateWidthVictims(chain, count: count)
  }

  /// Chains long enough that a conflicting set per broken constraint once cost minutes: the
  /// same victims, in the same order, with the same reports.
  @Test(arguments: backends)
  func longChainsBreakTheSameVictims(backend: SolverBackend) throws {
    let inline = try Chain(count: 150, backend: backend, widthsLate: false)
    #expect(inline.engine.conflictReports.map(\.broken) == [inline.pins[150]])
    var listed: [LayoutConstraint] = []
    for index in 0..<150 { listed += [inline.pins[index], inline.widths[index]] }
    listed += [inline.pins[150], inline.rootWidth]
    #expect(
      inline.engine.conflictReports.first?.constraints.map(ObjectIdentifier.init)
        == listed.map(ObjectIdentifier.init))
    #expect(inline.views[149].frame == rect(14_900, 0, 100, 10))
    let late = try Chain(count: 60, backend: backend, widthsLate: true)
    try expectLateWidthVictims(late, count: 60)
  }

  func expectLateWidthVictims(_ chain: Chain, count: Int) throws {
    let reports = chain.engine.conflictReports
    let victims = Array(chain.widths[3...].reversed())
    #expect(reports.map { ObjectIdentifier($0.broken) } == victims.map(ObjectIdentifier.init))
    for (report, victim) in zip(reports, victims) {
      let last = chain.widths.firstIndex { $0 === victim }!
      let listed = chain.pins + chain.widths[...last] + [chain.rootWidth]
      #expect(
        report.constraints.map(ObjectIdentifier.init) == listed.map(ObjectIdentifier.init),
        "report breaking v\(last).width")
    }
    #expect(
      chain.engine.brokenConstraints.map(ObjectIdentifier.init)
        == chain.widths[3...].map(ObjectIdentifier.init))
    for (index, view) in chain.views.enumerated() {
      let expected =
        switch index {
        case 0..<3: rect(Double(100 * index), 0, 100, 10)
        case 3: rect(300, 0, 93, 10)
        default: rect(393, 0, 0, 10)
        }
      #expect(view.frame == expected, "v\(index)")
    }
  }
}
