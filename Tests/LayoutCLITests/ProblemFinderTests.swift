import LayoutAdaptivity
import LayoutCommands
import LayoutDevices
import Testing

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
}
