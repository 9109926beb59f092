import LayoutCommands
import Testing

/// A layout that cannot be solved (`failed`: multipliers chained past the number range) exits
/// 1 with or without `--strict` in `solve`, `render`, `matrix` and `lint`, for a layout file
/// and a storyboard alike (`ProblemReport.exitStatus`); `matrix` used to exit 0 for both.
@Suite struct FailedLayoutExitStatusTests {
  static let layout = """
    view a { intrinsic 10 10 }
    view b { intrinsic 10 10 }
    view c { intrinsic 10 10 }
    a.width == 10
    b.width == 1e9 * a.width
    c.width == 1e9 * b.width
    a.top == root.top
    b.top == root.top
    c.top == root.top
    a.leading == root.leading
    b.leading == root.leading
    c.leading == root.leading

    """

  static let files = MemoryFiles([
    "chain.layout": layout, "chain.storyboard": StoryboardRangeTests.document,
  ])

  @Test(arguments: ["chain.layout", "chain.storyboard"])
  func everyCommandExitsOne(file: String) {
    let solve = SolveAction.run(SolveAction.Options(file: file), files: Self.files)
    #expect(solve.status == .problemsFound)
    let render = RenderAction.run(
      RenderAction.Options(file: file, output: "out.svg"), files: Self.files)
    #expect(render.status == .problemsFound)
    let matrix = MatrixAction.run(
      MatrixAction.Options(file: file, devices: ["iPhone 15"]), files: Self.files)
    #expect(matrix.status == .problemsFound, "\(matrix.standardError)")
    #expect(matrix.standardOutput.contains("failed"))
    let lint = LintAction.run(
      LintAction.Options(files: [file], devices: ["iPhone 15"]), files: Self.files)
    #expect(lint.status == .problemsFound)
  }

  @Test func aWarningAloneStillNeedsStrict() {
    let files = MemoryFiles([
      "wide.layout": "view a { intrinsic 500 10 }\na.top == root.top\na.leading == root.leading\n"
    ])
    let matrix = MatrixAction.run(
      MatrixAction.Options(file: "wide.layout", devices: ["iPhone 15"]), files: files)
    #expect(matrix.status == .success)
    var strict = MatrixAction.Options(file: "wide.layout", devices: ["iPhone 15"])
    strict.strict = true
    #expect(MatrixAction.run(strict, files: files).status == .problemsFound)
  }
}
