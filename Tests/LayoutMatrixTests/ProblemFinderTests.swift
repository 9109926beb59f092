import AutoLayout
import LayoutAdaptivity
import LayoutDevices
import Testing

@testable import LayoutMatrix

/// The problems a solved screen reports, one kind at a time.
@Suite struct ProblemFinderTests {
  func solve(_ text: String, device: String = "iPhone 15") throws -> SolvedScreen {
    let source = try LayoutSource.parse(bytes: Array(text.utf8), path: "t.layout")
    let configuration = try DeviceConfiguration(
      device: try DeviceCatalog.lookup(device), orientation: .portrait)
    return ScreenSolver.solve(source, in: configuration)
  }

  /// A view pinned at an exact frame in the root.
  func pinned(_ name: String, _ x: Int, _ y: Int, _ w: Int, _ h: Int, in parent: String = "root")
    -> String
  {
    """
    \(name).left == \(parent).left + \(x)
    \(name).top == \(parent).top + \(y)
    \(name).width == \(w)
    \(name).height == \(h)

    """
  }

  @Test func cleanLayoutHasNoProblems() throws {
    let screen = try solve("view a\n" + pinned("a", 10, 100, 50, 50))
    #expect(screen.problems.isEmpty)
    #expect(screen.status == "ok")
  }

  @Test func zeroSizeView() throws {
    let screen = try solve("view a\n" + pinned("a", 10, 100, 0, 50))
    #expect(screen.problems.map(\.kind) == [.zeroSize])
    #expect(screen.problems.first?.location?.line == 1)
  }

  @Test func partlyOffScreen() throws {
    let screen = try solve("view a\n" + pinned("a", 380, 100, 50, 50))
    #expect(screen.problems.map(\.fullMessage) == ["a is partly off-screen (380, 100, 50, 50)"])
  }

  @Test func clippedBySuperview() throws {
    let screen = try solve(
      "view a {\n  view b\n}\n" + pinned("a", 10, 100, 100, 100)
        + pinned("b", 80, 10, 40, 40, in: "a"))
    #expect(screen.problems.map(\.kind) == [.clipped])
    #expect(screen.problems.first?.location?.line == 2)
  }

  @Test func overlappingSiblingsButNotTouchingOnes() throws {
    let screen = try solve(
      "view a\nview b\nview c\n" + pinned("a", 10, 100, 100, 100) + pinned("b", 50, 150, 100, 100)
        + pinned("c", 150, 100, 20, 20))
    #expect(screen.problems.map(\.message) == ["b overlaps its sibling a"])
  }

  @Test func hiddenViewsAreIgnored() throws {
    let screen = try solve("view a { hidden }\n" + pinned("a", 1000, 100, 0, 50))
    #expect(screen.problems.isEmpty)
  }

  @Test func severityOrderPutsConflictsFirst() throws {
    let screen = try solve(
      "view a\n" + pinned("a", 1000, 100, 10, 10) + "a.width == 20\n")
    #expect(screen.problems.map(\.kind) == [.unsatisfiable, .offScreen])
    #expect(screen.status == "unsatisfiable")
    #expect(screen.hasErrors)
  }

  @Test func stackedSiblingsAreReportedPerViewAndCapped() throws {
    // 14 views on the same frame: 13 overlap earlier ones; 10 are named, 3 counted.
    let names = (0..<14).map { "v\($0)" }
    let text =
      names.map { "view \($0)\n" }.joined() + names.map { pinned($0, 10, 100, 20, 20) }.joined()
    let screen = try solve(text)
    let overlaps = screen.problems.filter { $0.kind == .overlapping }
    #expect(
      overlaps.map(\.message) == [
        "v1 overlaps its sibling v0",
        "v2 overlaps its siblings v0 and v1",
        "v3 overlaps its siblings v0, v1 and v2",
        "v4 overlaps 4 siblings: v0, v1, v2 and 1 more",
        "v5 overlaps 5 siblings: v0, v1, v2 and 2 more",
        "v6 overlaps 6 siblings: v0, v1, v2 and 3 more",
        "v7 overlaps 7 siblings: v0, v1, v2 and 4 more",
        "v8 overlaps 8 siblings: v0, v1, v2 and 5 more",
        "v9 overlaps 9 siblings: v0, v1, v2 and 6 more",
        "v10 overlaps 10 siblings: v0, v1, v2 and 7 more",
        "3 more subviews of root overlap earlier siblings",
      ])
    #expect(overlaps.first?.location?.line == 2)
    #expect(overlaps.last?.location == nil)
  }

  @Test func overlapsMixIdenticalAndPartlyOverlappingFrames() throws {
    // a and c share a frame; b overlaps both from the side; d touches c without overlap.
    let screen = try solve(
      "view a\nview b\nview c\nview d\n" + pinned("a", 10, 100, 50, 50)
        + pinned("b", 40, 120, 50, 50) + pinned("c", 10, 100, 50, 50)
        + pinned("d", 10, 150, 50, 50))
    #expect(
      screen.problems.map(\.message) == [
        "b overlaps its sibling a", "c overlaps its siblings a and b", "d overlaps its sibling b",
      ])
  }

  @Test func overlapSweepFindsPairsOnEitherAxis() {
    // A column (x projections all overlap) and a row (y projections all overlap).
    let column = (0..<50).map { Rect(x: 0, y: Double($0) * 10, width: 100, height: 10) }
    #expect(
      column.indices.allSatisfy {
        OverlapSweep(column).earlierPartners(of: $0, limit: 3).count == 0
      })
    var row = (0..<50).map { Rect(x: Double($0) * 10, y: 0, width: 10, height: 100) }
    row.append(Rect(x: 95, y: 50, width: 10, height: 10))
    let sweep = OverlapSweep(row)
    #expect(sweep.earlierPartners(of: 50, limit: 3).count == 2)
    #expect(sweep.earlierPartners(of: 50, limit: 3).first == [9, 10])
  }
}
