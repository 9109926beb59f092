import LayoutCore
import Testing

@testable import AutoLayout

/// `systemLayoutSizeFitting` on a cell: a 100 × 21 title over an 80 × 17 subtitle, 12 above,
/// 8 between, 12 below, 16 on the leading side and at least 16 on the trailing side.
@Suite struct SizeFittingTests {
  func cell(backend: SolverBackend = .cassowary) throws -> LayoutEngine {
    let engine = LayoutEngine(backend: backend, rootSize: Size(width: 320, height: 480))
    let title = try makeView("title", in: engine.root, intrinsic: Size(width: 100, height: 21))
    let subtitle = try makeView(
      "subtitle", in: engine.root, intrinsic: Size(width: 80, height: 17))
    let root = engine.root
    try LayoutConstraint.activate([
      title.topAnchor.constraint(equalTo: root.topAnchor, constant: 12),
      subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
      root.bottomAnchor.constraint(equalTo: subtitle.bottomAnchor, constant: 12),
      title.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      subtitle.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      root.trailingAnchor.constraint(greaterThanOrEqualTo: title.trailingAnchor, constant: 16),
      root.trailingAnchor.constraint(
        greaterThanOrEqualTo: subtitle.trailingAnchor, constant: 16),
    ])
    return engine
  }

  /// Required width 375, fitting height: 12 + 21 + 8 + 17 + 12 = 70.
  @Test(arguments: [SolverBackend.cassowary, .dense])
  func heightForAWidth(_ backend: SolverBackend) throws {
    let engine = try cell(backend: backend)
    let size = try engine.systemLayoutSizeFitting(Size(width: 375, height: 0))
    #expect(size == Size(width: 375, height: 70))
    // The root keeps its size until given the result.
    try engine.layoutIfNeeded()
    #expect(engine.root.frame == Rect(x: 0, y: 0, width: 320, height: 480))
    #expect(engine.conflictReports.isEmpty)
    engine.rootSize = size
    try engine.layoutIfNeeded()
    #expect(engine.root.frame == Rect(x: 0, y: 0, width: 375, height: 70))
  }

  /// Fitting both axes: the width shrinks to 16 + 100 + 16 = 132.
  @Test func fittingBothAxes() throws {
    let engine = try cell()
    let size = try engine.systemLayoutSizeFitting(
      .zero, horizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(size == Size(width: 132, height: 70))
  }

  @Test func badTargetsAreRefused() throws {
    let engine = try cell()
    #expect(throws: LayoutEngineError.nonFinite("fitting target size")) {
      _ = try engine.systemLayoutSizeFitting(Size(width: -1, height: 0))
    }
    #expect(throws: LayoutEngineError.nonFinite("fitting target size")) {
      _ = try engine.systemLayoutSizeFitting(Size(width: .infinity, height: 0))
    }
  }
}
