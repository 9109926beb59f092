import Testing

@testable import AutoLayout

/// A view or guide removed and released before the next layout pass: its constraints still
/// leave the solver on that pass (the engine holds the items of queued changes until then),
/// and deactivating such a constraint again is a no-op that reads no item.
@Suite struct ReleasedItemTests {
  @Test func viewReleasedWhileItsRemovalWaits() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 480))
    let pin: LayoutConstraint
    let solverConstraints: Int
    do {
      let box = try makeView("box", in: engine.root)
      pin = box.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor)
      try pin.activate()
      try engine.layoutIfNeeded()
      solverConstraints = engine.statistics.solverRemovals
      box.removeFromSuperview()
    }
    try engine.layoutIfNeeded()
    #expect(!pin.isActive)
    // The pin and the box's two implicit sizes left the solver.
    #expect(engine.statistics.solverRemovals == solverConstraints + 3)
    #expect(engine.pendingItems.isEmpty)
  }

  @Test func guideReleasedWhileItsRemovalWaits() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 480))
    let sibling = try makeView("sibling", in: engine.root)
    do {
      let guide = LayoutGuide("spacer")
      try engine.root.addLayoutGuide(guide)
      try LayoutConstraint.activate([
        guide.widthAnchor.constraint(equalToConstant: 10),
        guide.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor),
        sibling.leadingAnchor.constraint(equalTo: guide.trailingAnchor),
        sibling.topAnchor.constraint(equalTo: engine.root.topAnchor),
        sibling.widthAnchor.constraint(equalToConstant: 50),
        sibling.heightAnchor.constraint(equalToConstant: 20),
      ])
      try engine.layoutIfNeeded()
      #expect(sibling.frame == rect(10, 0, 50, 20))
      engine.root.removeLayoutGuide(guide)
    }
    try engine.layoutIfNeeded()
    // Without the guide nothing places the sibling horizontally any more.
    #expect(!engine.ambiguityReports().isEmpty)
  }

  @Test func deactivatingAgainAfterTheItemsAreGoneIsANoOp() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 480))
    let pin: LayoutConstraint
    do {
      let box = try makeView("box", in: engine.root)
      pin = box.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor)
      try pin.activate()
      try engine.layoutIfNeeded()
      pin.deactivate()
      box.removeFromSuperview()
    }
    try engine.layoutIfNeeded()
    let noOps = engine.statistics.noOpDeactivations
    pin.deactivate()
    #expect(engine.statistics.noOpDeactivations == noOps + 1)
  }
}
