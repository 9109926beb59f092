import LayoutCore
import AutoLayout
import Testing

/// The leak LeakSanitizer found on the first `.layout` seed the fuzzer ran
/// (`Fuzz/README.md`, "Findings"): a view owns the constraints it hosts, and while each
/// constraint held its items strongly every view was a reference cycle (each hosts its own
/// `width >= 0` / `height >= 0`), so a dropped engine never freed its hierarchy.
@Suite struct EngineLeakTests {
  @Test func droppedEngineFreesItsViewsAndConstraints() throws {
    weak var view: View?
    weak var engine: LayoutEngine?
    weak var constraint: LayoutConstraint?
    do {
      let made = LayoutEngine(rootSize: Size(width: 100, height: 100))
      let box = View("box")
      box.translatesAutoresizingMaskIntoConstraints = false
      try made.root.addSubview(box)
      let width = box.widthAnchor.constraint(equalToConstant: 10)
      let leading = box.leadingAnchor.constraint(equalTo: made.root.leadingAnchor, constant: 4)
      try LayoutConstraint.activate([width, leading])
      try made.layoutIfNeeded()
      #expect(box.frame.width == 10)
      view = box
      engine = made
      constraint = leading
    }
    #expect(engine == nil)
    #expect(view == nil)
    #expect(constraint == nil)
  }

  @Test func aViewAloneIsFreed() {
    weak var view: View?
    do {
      let made = View("alone")
      view = made
    }
    #expect(view == nil)
  }
}
