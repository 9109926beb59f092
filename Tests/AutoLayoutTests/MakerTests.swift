import LayoutCore
import LayoutDevices
import Testing

@testable import AutoLayout

@Suite struct MakerTests {
  @Test func insetEdgesAndHalfWidth() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 480))
    let card = View("card")
    let badge = View("badge")
    try engine.root.addSubview(card)
    try card.addSubview(badge)
    try card.makeConstraints { $0.edges.equalToSuperview().inset(20) }
    try badge.makeConstraints {
      $0.top.leading.equalToSuperview().offset(10)
      $0.width.equalTo(card).multipliedBy(0.5).priority(.high)
      $0.height.equalTo(44)
    }
    try engine.layoutIfNeeded()
    #expect(!card.translatesAutoresizingMaskIntoConstraints)
    #expect(card.frame == rect(20, 20, 280, 440))
    #expect(badge.frame == rect(10, 10, 140, 44))
  }

  @Test func numbersOnPositionsAreRelativeToTheSuperview() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 480))
    let box = View("box")
    try engine.root.addSubview(box)
    try box.makeConstraints {
      $0.left.equalTo(30)
      $0.top.equalTo(40)
      $0.size.equalTo(50)
    }
    try engine.layoutIfNeeded()
    #expect(box.frame == rect(30, 40, 50, 50))
  }

  @Test func stackingWithAttributeTargets() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 480))
    let header = View("header")
    let body = View("body")
    try engine.root.addSubview(header)
    try engine.root.addSubview(body)
    try header.makeConstraints {
      $0.top.directionalHorizontalEdges.equalToSuperview()
      $0.height.equalTo(60)
    }
    try body.makeConstraints {
      $0.top.equalTo(header.targets.bottom).offset(8)
      $0.directionalHorizontalEdges.bottom.equalToSuperview()
    }
    try engine.layoutIfNeeded()
    #expect(body.frame == rect(0, 68, 320, 412))
  }

  @Test func updateChangesConstantsInPlace() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 480))
    let box = View("box")
    try engine.root.addSubview(box)
    let made = try box.makeConstraints {
      $0.top.left.equalToSuperview().offset(10)
      $0.size.equalTo(50)
    }
    try engine.layoutIfNeeded()
    let adds = engine.statistics.solverAdds
    try box.updateConstraints { $0.left.equalToSuperview().offset(30) }
    try engine.layoutIfNeeded()
    #expect(box.frame == rect(30, 10, 50, 50))
    // Sizes live on the box, positions on the common ancestor, as in UIKit.
    #expect(box.constraints.count == 2)
    #expect(engine.root.constraints.filter { made.contains($0) }.count == 2)
    #expect(engine.statistics.solverAdds == adds + 1)
  }

  @Test func updateWithoutAMatchThrowsAndChangesNothing() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 480))
    let box = View("box")
    try engine.root.addSubview(box)
    try box.makeConstraints {
      $0.top.left.equalToSuperview()
      $0.size.equalTo(50)
    }
    #expect(throws: LayoutEngineError.updateFoundNoMatch("box.right == root.right - 5")) {
      try box.updateConstraints {
        $0.top.equalToSuperview().offset(5)
        $0.right.equalToSuperview().inset(5)
      }
    }
    try engine.layoutIfNeeded()
    #expect(box.frame == rect(0, 0, 50, 50))
  }

  @Test func remakeReplacesEverything() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 480))
    let box = View("box")
    try engine.root.addSubview(box)
    try box.makeConstraints {
      $0.top.left.equalToSuperview()
      $0.size.equalTo(50)
    }
    try engine.layoutIfNeeded()
    try box.remakeConstraints {
      $0.center.equalToSuperview()
      $0.width.equalTo(100)
      $0.height.equalTo(engine.root).dividedBy(4)
    }
    try engine.layoutIfNeeded()
    #expect(box.frame == rect(110, 180, 100, 120))
    #expect(engine.conflictReports.isEmpty)
  }

  @Test func preparedConstraintsFeedConstraintSets() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 480))
    let box = View("box")
    try engine.root.addSubview(box)
    let compact = try box.prepareConstraints { $0.edges.equalToSuperview().labeled("compact") }
    #expect(compact.allSatisfy { !$0.isActive })
    #expect(compact.map(\.identifier) == Array(repeating: "compact", count: 4))
    try ConstraintSet("compact", compact).activate()
    try engine.layoutIfNeeded()
    #expect(box.frame == rect(0, 0, 320, 480))
  }

  @Test func makerErrorsAreTyped() throws {
    let orphan = View("orphan")
    #expect(throws: LayoutEngineError.noSuperview("orphan")) {
      try orphan.makeConstraints { $0.top.equalToSuperview() }
    }
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 480))
    let box = View("box")
    try engine.root.addSubview(box)
    #expect(throws: LayoutEngineError.invalidPairing(first: .width, second: .top)) {
      try box.makeConstraints { $0.width.equalTo(engine.root.targets.top) }
    }
    #expect(box.constraints.isEmpty && engine.root.constraints.isEmpty)
  }

  @Test func makerConstraintsRecordTheirSource() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 480))
    let box = View("box")
    try engine.root.addSubview(box)
    let line = #line + 1
    let made = try box.makeConstraints { $0.width.equalTo(10) }
    #expect(made.first?.origin == SourceLocation(file: #fileID, line: line))
  }
}
