import LayoutCore
import LayoutDevices
import Testing

@testable import AutoLayout

@Suite struct ConstraintSetTests {
  /// A box that sits at the top in portrait and at the left in landscape.
  static func makeScreen() throws -> (
    LayoutEngine, View, portrait: ConstraintSet, landscape: ConstraintSet
  ) {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 480))
    let root = engine.root
    let box = try makeView("box", in: root)
    let portrait = ConstraintSet(
      "portrait",
      [
        box.topAnchor.constraint(equalTo: root.topAnchor),
        box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        box.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        box.heightAnchor.constraint(equalToConstant: 100),
      ])
    let landscape = ConstraintSet(
      "landscape",
      [
        box.topAnchor.constraint(equalTo: root.topAnchor),
        box.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        box.widthAnchor.constraint(equalToConstant: 100),
      ])
    try portrait.activate()
    try engine.layoutIfNeeded()
    return (engine, box, portrait, landscape)
  }

  @Test func switchingSetsChangesTheLayout() throws {
    let (engine, box, portrait, landscape) = try Self.makeScreen()
    #expect(box.frame == rect(0, 0, 320, 100))
    engine.rootSize = Size(width: 480, height: 320)
    try ConstraintSet.switchSets(from: [portrait], to: [landscape])
    try engine.layoutIfNeeded()
    #expect(box.frame == rect(0, 0, 100, 320))
    #expect(landscape.isActive && !portrait.isActive)
    #expect(engine.conflictReports.isEmpty)
  }

  /// The orientation did not change, yet the app re-applies its sets on every pass: no
  /// solver work at all, and every redundant call is counted.
  @Test func reactivatingAnActiveSetCostsNothing() throws {
    let (engine, _, portrait, landscape) = try Self.makeScreen()
    let solverBefore = engine.solverStatistics
    let passes = engine.statistics.layoutPasses
    for _ in 0..<3 {
      try ConstraintSet.switchSets(from: [landscape], to: [portrait])
      try engine.layoutIfNeeded()
    }
    #expect(engine.solverStatistics == solverBefore)
    #expect(engine.statistics.layoutPasses == passes)
    #expect(engine.statistics.noOpActivations == 12)
  }

  @Test func activationIsAtomic() throws {
    let (engine, box, _, _) = try Self.makeScreen()
    let stranger = View("stranger")
    let good = box.widthAnchor.constraint(equalToConstant: 10)
    let bad = box.widthAnchor.constraint(equalTo: stranger.widthAnchor)
    let set = ConstraintSet("mixed", [good, bad])
    #expect(throws: LayoutEngineError.self) { try set.activate() }
    #expect(!good.isActive && !bad.isActive)
    _ = engine
  }

  @Test func constantUpdateIsOneIncrementalReinstall() throws {
    let (engine, box, portrait, _) = try Self.makeScreen()
    let height = portrait.constraints[3]
    let adds = engine.statistics.solverAdds
    let reinstalls = engine.statistics.reinstalls
    height.constant = 150
    try engine.layoutIfNeeded()
    #expect(box.frame == rect(0, 0, 320, 150))
    #expect(engine.statistics.solverAdds == adds + 1)
    #expect(engine.statistics.reinstalls == reinstalls + 1)
    #expect(engine.solverStatistics.fullSolves == 0)
  }
}

@Suite struct InstallOrderTests {
  /// 100 stacked labels (intrinsic sizes, so 400 optional constraints) in one pass. The
  /// engine installs required constraints before optional ones; in the opposite order the
  /// Cassowary backend needs about 2n² = 20,000 pivots here, in this order about 10n.
  @Test func optionalConstraintsGoInAfterRequiredOnes() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 4000))
    var previous: View?
    for index in 0..<100 {
      let view = View("v\(index)")
      view.intrinsicContentSize = Size(width: 100, height: 20)
      try engine.root.addSubview(view)
      let above = previous
      try view.makeConstraints {
        $0.directionalHorizontalEdges.equalToSuperview().inset(16)
        if let above {
          $0.top.equalTo(above.targets.bottom).offset(8)
        } else {
          $0.top.equalToSuperview()
        }
      }
      previous = view
    }
    try engine.layoutIfNeeded()
    #expect(previous?.frame == rect(16, 2772, 288, 20))
    #expect(engine.solverStatistics.pivots < 2_000)
  }
}
