import LayoutCore
import LayoutDevices
import Testing

@testable import AutoLayout

/// A conflict met on the way to a layout must not outlive the change that caused it: the
/// engine ends where a fresh engine with the same constraints starts.
@Suite struct ResizeAfterConflictTests {
  /// A 600-point box (at 700) centred in the root's readable-content guide, 100 high.
  private func readableBox(_ engine: LayoutEngine) throws -> View {
    let box = try makeView("box", in: engine.root)
    let guide = engine.root.readableContentGuide
    let width = box.widthAnchor.constraint(equalToConstant: 600)
    try width.setPriority(700)
    try LayoutConstraint.activate([
      box.leadingAnchor.constraint(greaterThanOrEqualTo: guide.leadingAnchor),
      box.trailingAnchor.constraint(lessThanOrEqualTo: guide.trailingAnchor),
      width,
      box.centerXAnchor.constraint(equalTo: guide.centerXAnchor),
      box.topAnchor.constraint(equalTo: guide.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 100),
    ])
    return box
  }

  /// From a 13-inch iPad's width (readable guide 672 wide at x 180) to a 320-point phone: the
  /// first solve at 320 still has the iPad's 180-point guide insets, which cannot fit in 320
  /// points and break the box's trailing and centring. Once the insets are the phone's 16,
  /// those constraints hold again and are put back, as a fresh engine at 320 has them.
  @Test(arguments: [SolverBackend.cassowary, .dense])
  func shrinkingTheWindowKeepsTheReadableBoxInside(_ backend: SolverBackend) throws {
    let engine = LayoutEngine(backend: backend, rootSize: Size(width: 1032, height: 1376))
    engine.horizontalSizeClass = .regular
    let box = try readableBox(engine)
    try engine.layoutIfNeeded()
    #expect(box.frame == rect(216, 0, 600, 100))
    engine.rootSize = Size(width: 320, height: 568)
    engine.horizontalSizeClass = .compact
    try engine.layoutIfNeeded()
    #expect(box.frame == rect(16, 0, 288, 100))
    #expect(engine.brokenConstraints.isEmpty)
    #expect(engine.currentConflicts.isEmpty)

    let fresh = LayoutEngine(backend: backend, rootSize: Size(width: 320, height: 568))
    let freshBox = try readableBox(fresh)
    try fresh.layoutIfNeeded()
    #expect(freshBox.frame == box.frame)
    #expect(fresh.conflictReports.isEmpty)
  }

  /// A conflict that a constant change resolves leaves ``LayoutEngine/currentConflicts``
  /// (the history in ``LayoutEngine/conflictReports`` keeps it), and the broken constraint
  /// is enforced again. Of the two widths the larger, the cap, breaks.
  @Test(arguments: [SolverBackend.cassowary, .dense])
  func aConstantThatResolvesAConflictRestoresTheBrokenConstraint(_ backend: SolverBackend)
    throws
  {
    let engine = LayoutEngine(backend: backend, rootSize: Size(width: 320, height: 480))
    let box = try makeView("box", in: engine.root)
    let cap = box.widthAnchor.constraint(equalToConstant: 150)
    let width = box.widthAnchor.constraint(equalToConstant: 100)
    try LayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: engine.root.leadingAnchor),
      box.topAnchor.constraint(equalTo: engine.root.topAnchor),
      box.heightAnchor.constraint(equalToConstant: 10),
      cap,
    ])
    try LayoutConstraint.activate([width])
    try engine.layoutIfNeeded()
    #expect(box.frame == rect(0, 0, 100, 10))
    #expect(engine.currentConflicts.map { $0.broken === cap } == [true])
    cap.constant = 100
    try engine.layoutIfNeeded()
    #expect(box.frame == rect(0, 0, 100, 10))
    #expect(engine.brokenConstraints.isEmpty)
    #expect(engine.currentConflicts.isEmpty)
    #expect(engine.conflictReports.count == 1)
  }
}
