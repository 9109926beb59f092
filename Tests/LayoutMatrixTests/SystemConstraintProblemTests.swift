import LayoutAdaptivity
import LayoutDevices
import LayoutMatrix
import Testing

/// A conflict with a constraint the engine made for the device (the window's width) reads
/// the same on every device: the system constraint is named by its identifier and its
/// device-specific equation goes in the detail, so a matrix reports it once.
@Suite struct SystemConstraintProblemTests {
  let text = """
    view box
    box.leading == root.leading
    box.trailing == root.trailing
    box.width == 500 #tooWide
    box.top == root.top
    box.height == 10

    """

  func problems(on device: String, _ orientation: InterfaceOrientation) throws -> [LayoutProblem] {
    let source = try LayoutSource.parse(bytes: Array(text.utf8), path: "t.layout")
    let configuration = try DeviceConfiguration(
      device: try DeviceCatalog.lookup(device), orientation: orientation)
    return ScreenSolver.solve(source, in: configuration).problems
  }

  @Test func windowWidthIsInTheDetailNotTheMessage() throws {
    let portrait = try problems(on: "iPhone 15", .portrait)
    let landscape = try problems(on: "iPhone 15", .landscapeLeft)
    #expect(
      portrait.map(\.fullMessage) == [
        "broke box.width == 500 #tooWide; it conflicts with box.leading == root.leading (line 2), "
          + "box.trailing == root.trailing (line 3), #UIView-Encapsulated-Layout-Width "
          + "(root.width == 393)"
      ])
    #expect(landscape.map(\.detail) == ["(root.width == 852)"])
    #expect(portrait.map(\.withoutDetail) == landscape.map(\.withoutDetail))
  }
}
