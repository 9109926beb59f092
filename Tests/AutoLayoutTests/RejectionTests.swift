import LayoutCore
import LayoutDevices
import Testing

@testable import AutoLayout

/// Refused constraints (numbers outside the solvers' range) are listed as they are now.
@Suite struct RejectionTests {
  @Test func changingARefusedConstraintClearsOrRenewsItsRefusal() throws {
    let engine = LayoutEngine(rootSize: Size(width: 400, height: 400))
    let box = try makeView("box", in: engine.root)
    let width = box.widthAnchor.constraint(equalToConstant: 1e300)
    try LayoutConstraint.activate([
      width, box.heightAnchor.constraint(equalToConstant: 10),
      box.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor),
      box.topAnchor.constraint(equalTo: engine.root.topAnchor),
    ])
    try engine.layoutIfNeeded()
    #expect(engine.rejections.map { $0.constraint === width } == [true])
    // Still out of range: one refusal, not a second stale copy.
    width.constant = 2e300
    try engine.layoutIfNeeded()
    #expect(engine.rejections.count == 1)
    #expect(engine.rejections.first?.constraint.constant == 2e300)
    width.constant = 50
    try engine.layoutIfNeeded()
    #expect(engine.rejections.isEmpty)
    #expect(box.frame == rect(0, 0, 50, 10))
  }

  @Test func deactivatingARefusedConstraintClearsItsRefusal() throws {
    let engine = LayoutEngine(rootSize: Size(width: 400, height: 400))
    let box = try makeView("box", in: engine.root)
    let width = box.widthAnchor.constraint(equalToConstant: -1e12)
    try LayoutConstraint.activate([width])
    try engine.layoutIfNeeded()
    #expect(engine.rejections.count == 1)
    LayoutConstraint.deactivate([width])
    try engine.layoutIfNeeded()
    #expect(engine.rejections.isEmpty)
  }

  /// Past ``PriorityLevels/maximumInSolver`` distinct priorities the solver refuses the
  /// constraint that brings one more, and the engine lists it with that error; the layout
  /// goes on without it.
  @Test func aPriorityPastTheSolversLimitIsRefused() throws {
    let engine = LayoutEngine(rootSize: Size(width: 400, height: 400))
    let box = try makeView("box", in: engine.root)
    try LayoutConstraint.activate([
      box.heightAnchor.constraint(equalToConstant: 10),
      box.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor),
      box.topAnchor.constraint(equalTo: engine.root.topAnchor),
      box.widthAnchor.constraint(equalToConstant: 30),
    ])
    // Bounds that all hold, at more distinct priorities than the solver holds (with the
    // engine's own, such as the root's size, some of the last are past it).
    var bounds: [LayoutConstraint] = []
    for index in 0...PriorityLevels.maximumInSolver {
      let priority = try Priority(1 + 998 * Double(index) / Double(PriorityLevels.maximumInSolver))
      bounds.append(box.widthAnchor.constraint(lessThanOrEqualToConstant: 100, priority: priority))
    }
    try LayoutConstraint.activate(bounds)
    try engine.layoutIfNeeded()
    #expect(!engine.rejections.isEmpty)
    #expect(
      engine.rejections.allSatisfy {
        $0.error == .tooManyPriorities($0.constraint.priority) && bounds.contains($0.constraint)
      })
    #expect(box.frame == rect(0, 0, 30, 10))
  }
}
