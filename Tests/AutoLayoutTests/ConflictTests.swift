import LayoutCore
import LayoutDevices
import Testing

@testable import AutoLayout

@Suite struct ConflictTests {
  /// A box with a top/left position and a width of 100, then a conflicting width of 200
  /// among unrelated constraints: the minimal conflict is the two widths, which differ only
  /// in their constant, and the larger breaks (`BreakRule`).
  @Test func minimalConflictAndBrokenConstraint() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 480))
    var messages: [String] = []
    engine.logHandler = { messages.append($0) }
    let box = try makeView("box", in: engine.root)
    let other = try makeView("other", in: engine.root)
    let narrow = box.widthAnchor.constraint(equalToConstant: 100, file: "Screen.swift", line: 10)
    try LayoutConstraint.activate([
      box.leftAnchor.constraint(equalTo: engine.root.leftAnchor, constant: 20),
      box.topAnchor.constraint(equalTo: engine.root.topAnchor, constant: 20),
      box.heightAnchor.constraint(equalToConstant: 50),
      narrow,
      other.leftAnchor.constraint(equalTo: box.rightAnchor, constant: 8),
      other.topAnchor.constraint(equalTo: box.topAnchor),
      other.widthAnchor.constraint(equalTo: box.widthAnchor),
      other.heightAnchor.constraint(equalToConstant: 50),
    ])
    try engine.layoutIfNeeded()
    let wide = box.widthAnchor.constraint(equalToConstant: 200, file: "Screen.swift", line: 20)
    wide.identifier = "wide"
    try wide.activate()
    try engine.layoutIfNeeded()

    #expect(engine.conflictReports.count == 1)
    let report = try #require(engine.conflictReports.first)
    #expect(report.constraints == [narrow, wide])
    #expect(report.broken === wide)
    #expect(engine.brokenConstraints == [wide])
    #expect(wide.isActive)
    // The layout finishes without the broken constraint.
    #expect(box.frame == rect(20, 20, 100, 50))
    #expect(other.frame == rect(128, 20, 100, 50))
    let narrowText =
      "<NSLayoutConstraint:0x\(String(narrow.engineSerial!, radix: 16)) "
      + "@Screen.swift#10 box.width == 100   (active)>"
    let wideText =
      "<NSLayoutConstraint:0x\(String(wide.engineSerial!, radix: 16)) "
      + "@Screen.swift#20 'wide' box.width == 200   (active)>"
    let expected = """
      [LayoutConstraints] Unable to simultaneously satisfy constraints.
      \tProbably at least one of the constraints in the following list is one you don't want.\u{20}
      \tTry this:\u{20}
      \t\t(1) look at each constraint and try to figure out which you don't expect;\u{20}
      \t\t(2) find the code that added the unwanted constraint or constraints and fix it.\u{20}
      (
          "\(narrowText)",
          "\(wideText)"
      )

      Will attempt to recover by breaking constraint\u{20}
      \(wideText)

      Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
      The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
      """
    #expect(report.message == expected)
    #expect(messages == [expected])
  }

  @Test func deactivatingThePartnerRestoresTheBrokenConstraint() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 480))
    let box = try makeView("box", in: engine.root)
    let narrow = box.widthAnchor.constraint(equalToConstant: 100)
    let wide = box.widthAnchor.constraint(equalToConstant: 200)
    try LayoutConstraint.activate([
      box.leftAnchor.constraint(equalTo: engine.root.leftAnchor),
      box.topAnchor.constraint(equalTo: engine.root.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 10), narrow, wide,
    ])
    try engine.layoutIfNeeded()
    #expect(engine.brokenConstraints == [wide])
    #expect(box.frame.width == 100)
    narrow.deactivate()
    try engine.layoutIfNeeded()
    #expect(engine.brokenConstraints.isEmpty)
    #expect(box.frame == rect(0, 0, 200, 10))
  }

  /// UIKit never lists the implicit `width >= 0`, but it takes part in the conflict.
  @Test func negativeWidthConflictsWithTheImplicitBound() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 480))
    let box = try makeView("box", in: engine.root)
    let negative = box.widthAnchor.constraint(equalToConstant: -16)
    try negative.activate()
    try engine.layoutIfNeeded()
    let report = try #require(engine.conflictReports.first)
    #expect(report.constraints == [negative])
    #expect(report.broken === negative)
    #expect(report.message.contains("box.width == - 16   (active)"))
  }

  /// When turning autoresizing back on makes the system constraints conflict with the
  /// user's, the user's constraint is broken even though the system one came last.
  @Test func systemConstraintsAreProtected() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 480))
    let box = try makeView("box", in: engine.root)
    let width = box.widthAnchor.constraint(equalToConstant: 50)
    try width.activate()
    try engine.layoutIfNeeded()
    box.frame = rect(10, 10, 100, 40)
    box.translatesAutoresizingMaskIntoConstraints = true
    try engine.layoutIfNeeded()
    let report = try #require(engine.conflictReports.first)
    #expect(report.broken === width)
    #expect(report.constraints.map(\.kind) == [.user, .autoresizing])
    #expect(report.message.contains("(Note: If you're seeing NSAutoresizingMaskLayoutConstraints"))
    #expect(
      report.constraints[1].description.hasSuffix(
        "h=--& v=--& box.width == 100   (active)>"))
    #expect(box.frame == rect(10, 10, 100, 40))
  }
}

@Suite struct RootSizeConflictTests {
  /// Edges 10 in from both sides plus a width of 100 cannot fit a 320-wide root. The
  /// minimal conflict is those three and the root's imposed width — none of the unrelated
  /// constraints — and the constant width breaks (constant sizes first, `BreakRule`).
  @Test func constraintsCannotResizeTheRoot() throws {
    let engine = LayoutEngine(rootSize: Size(width: 320, height: 480))
    let root = engine.root
    let a = try makeView("a", in: root)
    let b = try makeView("b", in: root)
    let leading = a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
    let width = a.widthAnchor.constraint(equalToConstant: 100)
    let trailing = a.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10)
    try LayoutConstraint.activate([
      leading, width,
      a.topAnchor.constraint(equalTo: root.topAnchor),
      a.heightAnchor.constraint(equalToConstant: 20),
      b.topAnchor.constraint(equalTo: a.bottomAnchor),
      b.leadingAnchor.constraint(equalTo: a.leadingAnchor),
      b.widthAnchor.constraint(equalTo: a.widthAnchor),
      b.heightAnchor.constraint(equalToConstant: 20),
      trailing,
    ])
    try engine.layoutIfNeeded()
    let report = try #require(engine.conflictReports.first)
    #expect(engine.conflictReports.count == 1)
    #expect(report.constraints.count == 4)
    #expect(Array(report.constraints.prefix(3)) == [leading, width, trailing])
    #expect(report.constraints[3].kind == .rootSize)
    #expect(
      report.constraints[3].description
        == "<NSLayoutConstraint:0x1 'UIView-Encapsulated-Layout-Width' root.width == 320   (active)>"
    )
    #expect(report.broken === width)
    #expect(engine.root.frame == rect(0, 0, 320, 480))
    #expect(a.frame == rect(10, 0, 300, 20))
    #expect(b.frame == rect(10, 20, 300, 20))
  }
}
