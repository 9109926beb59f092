import LayoutCore
import LayoutDevices
import Testing

@testable import AutoLayout

/// A constraint on a view's own margin that moves the view into the unsafe area deepens its
/// safe-area inset, so its margin, so the view moves again: no fixed point. The engine says
/// so rather than pass off where its rounds stopped as the layout (found by the device walk,
/// issue 28, where a second pass moved such a view again).
@Suite struct FeedbackLoopTests {
  private func engine(loop: Bool) throws -> LayoutEngine {
    let engine = LayoutEngine(rootSize: Size(width: 393, height: 852), scale: 3)
    engine.safeAreaInsets = EdgeInsets(top: 59, bottom: 34)
    let root = engine.root
    let a = try makeView("a", in: root)
    let b = try makeView("b", in: root)
    let rest = b.topAnchor.constraint(equalTo: root.topAnchor)
    try rest.setPriority(250)
    try LayoutConstraint.activate([
      a.topAnchor.constraint(equalTo: root.topAnchor),
      a.heightAnchor.constraint(equalToConstant: 100),
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      a.widthAnchor.constraint(equalToConstant: 10),
      b.heightAnchor.constraint(equalToConstant: 4000),
      b.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      b.widthAnchor.constraint(equalToConstant: 10),
      rest,
    ])
    if loop {
      let pull = a.centerYAnchor.constraint(
        greaterThanOrEqualTo: b.layoutMarginsGuide.topAnchor, constant: 316)
      try pull.setPriority(750)
      try LayoutConstraint.activate([pull])
    }
    try engine.layoutIfNeeded()
    return engine
  }

  @Test func aViewChasingItsOwnSafeAreaMarginIsAFeedbackLoop() throws {
    let looping = try engine(loop: true)
    #expect(looping.hasLayoutFeedbackLoop)
    let settled = try engine(loop: false)
    #expect(!settled.hasLayoutFeedbackLoop)
    #expect(settled.root.subviews[1].frame == rect(0, 0, 10, 4000))
  }
}
