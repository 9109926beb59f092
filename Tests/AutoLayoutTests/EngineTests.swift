import Cassowary
import LayoutCore
import LayoutDevices
import Testing

@testable import AutoLayout

@Suite struct EngineTests {
  @Test func backendIsChosenAsAValue() throws {
    let custom = SolverBackend(name: "fresh-cassowary") { CassowarySolver() }
    let engine = LayoutEngine(backend: custom, rootSize: Size(width: 100, height: 100))
    #expect(engine.backend.name == "fresh-cassowary")
    #expect(engine.solver.backendName == "cassowary")
    let box = try makeView("box", in: engine.root)
    try box.makeConstraints { $0.edges.equalToSuperview().inset(10) }
    try engine.layoutIfNeeded()
    #expect(box.frame == rect(10, 10, 80, 80))
  }

  /// A label (first baseline 15 below its top, last 5 above its bottom) next to a button
  /// aligned on the first baseline, and a note under the label's last baseline.
  @Test func baselines() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 200))
    let root = engine.root
    let label = try makeView("label", in: root, intrinsic: Size(width: 100, height: 60))
    label.firstBaselineOffsetFromTop = 15
    label.lastBaselineOffsetFromBottom = 5
    let button = try makeView("button", in: root, intrinsic: Size(width: 60, height: 30))
    button.firstBaselineOffsetFromTop = 20
    let note = try makeView("note", in: root, intrinsic: Size(width: 80, height: 10))
    try LayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      button.firstBaselineAnchor.constraint(equalTo: label.firstBaselineAnchor),
      button.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
      note.topAnchor.constraint(equalTo: label.lastBaselineAnchor, constant: 4),
      note.leadingAnchor.constraint(equalTo: label.leadingAnchor),
    ])
    try engine.layoutIfNeeded()
    #expect(button.frame == rect(108, 5, 60, 30))
    #expect(note.frame == rect(0, 69, 80, 10))
    // Moving the baseline re-resolves the constraints that use it.
    label.firstBaselineOffsetFromTop = 25
    try engine.layoutIfNeeded()
    #expect(button.frame == rect(108, 15, 60, 30))
  }

  /// With a multiplier, positions are measured in the common ancestor's coordinates.
  @Test func locationMultipliersUseTheCommonAncestor() throws {
    let engine = LayoutEngine(rootSize: Size(width: 400, height: 400))
    let panel = try makeView("panel", in: engine.root)
    let dot = try makeView("dot", in: panel)
    try LayoutConstraint.activate([
      panel.leftAnchor.constraint(equalTo: engine.root.leftAnchor, constant: 100),
      panel.topAnchor.constraint(equalTo: engine.root.topAnchor, constant: 100),
      panel.widthAnchor.constraint(equalToConstant: 200),
      panel.heightAnchor.constraint(equalToConstant: 200),
      dot.widthAnchor.constraint(equalToConstant: 10),
      dot.heightAnchor.constraint(equalToConstant: 10),
      try LayoutConstraint(
        item: dot, attribute: .centerX, relatedBy: .equal, toItem: panel, attribute: .centerX,
        multiplier: 0.5),
      try LayoutConstraint(
        item: dot, attribute: .centerY, relatedBy: .equal, toItem: panel, attribute: .bottom,
        multiplier: 0.25),
    ])
    try engine.layoutIfNeeded()
    // centerX = 0.5 × 100 = 50 inside the panel; centerY = 0.25 × 200 = 50.
    #expect(dot.frame == rect(45, 45, 10, 10))
    #expect(dot.frameInRoot == rect(145, 145, 10, 10))
  }

  /// centerX pairs with both edge families; leading with left would not compile.
  @Test func centerAnchorsPairWithEitherEdgeFamily() throws {
    let engine = LayoutEngine(rootSize: Size(width: 200, height: 100))
    let a = try makeView("a", in: engine.root, intrinsic: Size(width: 20, height: 20))
    let b = try makeView("b", in: engine.root, intrinsic: Size(width: 40, height: 20))
    try LayoutConstraint.activate([
      a.centerXAnchor.constraint(equalTo: engine.root.leadingAnchor, constant: 50),
      b.leftAnchor.constraint(equalTo: a.centerXAnchor),
      b.centerXAnchor.constraint(equalTo: engine.root.rightAnchor, constant: -60, priority: 500),
      a.topAnchor.constraint(equalTo: engine.root.topAnchor),
      b.topAnchor.constraint(equalTo: engine.root.topAnchor),
    ])
    try engine.layoutIfNeeded()
    #expect(a.frame == rect(40, 0, 20, 20))
    // b's left edge is at a's centre (50); its centre wish (140, priority 500) beats its
    // hugging (250), so b stretches to 180.
    #expect(b.frame == rect(50, 0, 180, 20))
  }

  @Test func enforcedConstraintsListSystemOnesToo() throws {
    let engine = LayoutEngine(rootSize: Size(width: 100, height: 100))
    _ = try makeView("label", in: engine.root, intrinsic: Size(width: 40, height: -1))
    try engine.layoutIfNeeded()
    #expect(
      engine.enforcedConstraints.map(\.equationText) == [
        "root.left == 0", "root.top == 0", "label.width <= 40", "label.width >= 40",
      ])
    // Addresses count what the engine saw: root size (1, 2), the root's and the label's
    // implicit sizes (3, 4, 7, 8), the root origin (5, 6), then hugging (9).
    #expect(
      engine.enforcedConstraints[2].description
        == "<NSContentSizeLayoutConstraint:0x9 label.width <= 40 Hug:250   (active)>")
  }
}
