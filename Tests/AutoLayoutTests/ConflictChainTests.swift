import Cassowary
import DenseSimplex
import LayoutCore
import Testing

@testable import AutoLayout

/// Views chained between the root's edges with required widths that overflow it,
/// `H:|[v0(100)][v1(100)]…|` on a 393-point root: hostile input whose conflicting sets hold
/// every link of the chain. The victims, the reports and the determined frames are the same
/// on both backends and for every length.
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
    /// The horizontal constraints in the order they were activated.
    let installationOrder: [LayoutConstraint]

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
      installationOrder = horizontal
      try LayoutConstraint.activate(horizontal + vertical)
      try engine.layoutIfNeeded()
      rootWidth = engine.rootSizeConstraints[0]
    }
  }

  static let backends: [SolverBackend] = [.cassowary, .dense]

  /// Widths inline: the chain overflows the root, whose imposed width is protected, when its
  /// trailing pin goes in; every width is in the set and the rule breaks the largest
  /// constant size, of equal ones the newest (the one whose breaking ends the conflict once
  /// four are left), so the widths give way from the last view back until the three first
  /// fit, which keep their widths from the leading edge.
  @Test(arguments: backends, [5, 10, 20])
  func inlineWidthsBreakFromTheLastView(backend: SolverBackend, count: Int) throws {
    let chain = try Chain(count: count, backend: backend, widthsLate: false)
    try expectWidthVictims(chain, Array(chain.widths[3...].reversed()))
  }

  /// Widths late: the same victims, since the rule orders them by when they were made, not
  /// by where they stand in the file.
  @Test(arguments: backends, [5, 10, 20])
  func lateWidthsBreakFromTheLastView(backend: SolverBackend, count: Int) throws {
    let chain = try Chain(count: count, backend: backend, widthsLate: true)
    try expectWidthVictims(chain, Array(chain.widths[3...].reversed()))
  }

  /// Chains long enough that a conflicting set per broken constraint once cost minutes: the
  /// same victims, in the same order, with the same reports.
  @Test(arguments: backends)
  func longChainsBreakTheSameVictims(backend: SolverBackend) throws {
    for widthsLate in [false, true] {
      let chain = try Chain(count: 40, backend: backend, widthsLate: widthsLate)
      try expectWidthVictims(chain, Array(chain.widths[3...].reversed()))
    }
  }

  /// Each report breaks the next of `victims`, listing the pins and the widths not broken
  /// before it in the order they were installed and the root's width last. The three first
  /// views keep their widths from the leading edge; the 93 points after them go to the views
  /// whose widths broke, which tile them up to the trailing edge (how the 93 points are
  /// shared is not determined, so only the sum is checked).
  func expectWidthVictims(_ chain: Chain, _ victims: [LayoutConstraint]) throws {
    let reports = chain.engine.conflictReports
    #expect(reports.map { ObjectIdentifier($0.broken) } == victims.map(ObjectIdentifier.init))
    let installed = chain.installationOrder
    for (index, report) in reports.enumerated() {
      let left = installed.filter { constraint in
        !victims[..<index].contains { $0 === constraint }
      }
      #expect(
        report.constraints.map(ObjectIdentifier.init)
          == (left + [chain.rootWidth]).map(ObjectIdentifier.init),
        "report \(index)")
    }
    let brokenInOrder = chain.widths.filter { width in victims.contains { $0 === width } }
    #expect(
      chain.engine.brokenConstraints.map(ObjectIdentifier.init)
        == brokenInOrder.map(ObjectIdentifier.init))
    var x = 300.0
    for (index, view) in chain.views.enumerated() {
      if index < 3 {
        #expect(view.frame == rect(Double(100 * index), 0, 100, 10), "v\(index)")
      } else {
        #expect(abs(view.frame.x - x) < 1e-9 && view.frame.width >= 0, "v\(index)")
        x += view.frame.width
      }
    }
    #expect(abs(x - 393) < 1e-9)
  }
}
