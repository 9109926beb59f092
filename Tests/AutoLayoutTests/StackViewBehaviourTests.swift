import LayoutCore
import Testing

@testable import AutoLayout

/// Hiding, removing, nesting, the Swift API and how conflicts name the generated constraints.
@Suite struct StackViewBehaviourTests {
  /// A hidden view collapses to zero length at the stack's start (`UISV-hiding`) and the two
  /// others share (320 − 10) / 2 = 155; shown again, the three share 300.
  @Test func hiddenViewsCollapseAndComeBack() throws {
    let f = try StackFixture(height: 100)
    f.stack.distribution = .fillEqually
    f.b.isHidden = true
    let hidden = try f.frames()
    #expect(hidden[0] == rect(0, 0, 155, 100))
    #expect(hidden[1].x == 0 && hidden[1].width == 0)
    #expect(hidden[2] == rect(165, 0, 155, 100))
    #expect(f.identifiers.contains("UISV-hiding"))
    f.b.isHidden = false
    #expect(
      try f.frames() == [rect(0, 0, 100, 100), rect(110, 0, 100, 100), rect(220, 0, 100, 100)])
    #expect(!f.identifiers.contains("UISV-hiding"))
  }

  /// Hiding every view leaves nothing to connect to the stack's edges.
  @Test func allHidden() throws {
    let f = try StackFixture(height: 100)
    for view in [f.a, f.b, f.c] { view.isHidden = true }
    let frames = try f.frames()
    #expect(frames.map(\.width) == [0, 0, 0])
    #expect(f.identifiers == ["UISV-hiding", "UISV-ambiguity-suppression"])
  }

  /// A view removed from its superview stops being arranged; one only unarranged stays a
  /// subview (as in UIKit) and is no longer placed by the stack.
  @Test func removingViews() throws {
    let f = try StackFixture(height: 100)
    f.stack.distribution = .fillEqually
    f.b.removeFromSuperview()
    #expect(f.stack.arrangedSubviews == [f.a, f.c])
    let frames = try f.frames()
    #expect(frames[0] == rect(0, 0, 155, 100))
    #expect(frames[2] == rect(165, 0, 155, 100))
    f.stack.removeArrangedSubview(f.c)
    #expect(f.stack.subviews.contains(f.c))
    #expect(f.stack.arrangedSubviews == [f.a])
    try f.engine.layoutIfNeeded()
    #expect(f.a.frame == rect(0, 0, 320, 100))
  }

  /// Arranged views stop translating their autoresizing masks; the stack is a UIStackView in
  /// unnamed descriptions.
  @Test func initializerArrangesSubviews() throws {
    let one = View()
    let stack = try StackView(arrangedSubviews: [one])
    #expect(one.superview === stack)
    #expect(!one.translatesAutoresizingMaskIntoConstraints)
    #expect(stack.debugName.hasPrefix("UIStackView:0x"))
  }

  /// A vertical stack of two horizontal fill-equally rows, placed by the maker DSL: rows of
  /// height 40 with 8 between them, each split into 2 × 146 with 8 between.
  @Test func nestedStacksWithTheMakerDSL() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 480))
    func row(_ name: String) throws -> StackView {
      let row = try StackView(name, arrangedSubviews: [View("\(name).1"), View("\(name).2")])
      row.distribution = .fillEqually
      try row.setSpacing(8)
      return row
    }
    let top = try row("top")
    let bottom = try row("bottom")
    let column = try StackView("column", arrangedSubviews: [top, bottom])
    column.axis = .vertical
    column.distribution = .fillEqually
    try column.setSpacing(8)
    try engine.root.addSubview(column)
    try column.makeConstraints {
      $0.top.leading.equalToSuperview().offset(10)
      $0.width.equalTo(300)
      $0.height.equalTo(88)
    }
    try engine.layoutIfNeeded()
    #expect(top.frame == rect(0, 0, 300, 40))
    #expect(bottom.frame == rect(0, 48, 300, 40))
    #expect(bottom.arrangedSubviews[1].frame == rect(154, 0, 146, 40))
    #expect(bottom.arrangedSubviews[1].frameInRoot == rect(164, 58, 146, 40))
  }

  /// A required width that contradicts fill-equally: the conflict lists the stack's
  /// constraints by their UIKit identifiers.
  @Test func conflictsNameTheGeneratedConstraints() throws {
    let f = try StackFixture(height: 100)
    f.stack.distribution = .fillEqually
    try f.a.widthAnchor.constraint(equalToConstant: 50).activate()
    try f.engine.layoutIfNeeded()
    let report = try #require(f.engine.conflictReports.first)
    let ids = Set(report.constraints.compactMap(\.identifier))
    #expect(ids.isSuperset(of: ["UISV-fill-equally", "UISV-canvas-connection", "UISV-spacing"]))
    #expect(report.message.contains("'UISV-fill-equally' b.width == a.width"))
  }

  /// Custom spacing after a view the stack does not arrange, and a spacing that is not a
  /// number, are refused with UIKit-style reasons.
  @Test func badInputIsRefused() throws {
    let f = try StackFixture()
    let stranger = View("stranger")
    #expect(throws: LayoutEngineError.notArrangedSubview(view: "stranger", stack: "stack")) {
      try f.stack.setCustomSpacing(4, after: stranger)
    }
    #expect(
      LayoutEngineError.notArrangedSubview(view: "stranger", stack: "stack").description
        == "stranger is not an arranged subview of the stack view stack")
    #expect(throws: LayoutEngineError.nonFinite("stack view spacing")) {
      try f.stack.setSpacing(.nan)
    }
    #expect(throws: LayoutEngineError.nonFinite("custom spacing")) {
      try f.stack.setCustomSpacing(-.infinity, after: f.a)
    }
    #expect(f.stack.spacing == 10)
  }

  /// Negative spacing overlaps the views, as UIKit documents: 2 × w − 10 = 320.
  @Test func negativeSpacingOverlaps() throws {
    let f = try StackFixture(height: 100, spacing: -10)
    f.stack.distribution = .fillEqually
    f.stack.removeArrangedSubview(f.c)
    try f.engine.layoutIfNeeded()
    #expect(f.a.frame == rect(0, 0, 165, 100))
    #expect(f.b.frame == rect(155, 0, 165, 100))
  }
}
