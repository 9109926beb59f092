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
}
