import LayoutAdaptivity
import LayoutDevices
import LayoutMatrix
import Testing

@testable import LayoutCommands

/// `lint` and `matrix` fold each screen into a tally as it is solved instead of keeping every
/// configuration's screen: the report must be the one the whole list gives, whatever order
/// the workers finish in.
@Suite struct MatrixTallyTests {
  /// `wide` leaves a portrait phone, `tall` a landscape one: the second problem first occurs
  /// in the second configuration, after the first screen's two.
  static let layout = """
    view wide
    view tall
    wide.width == 400
    wide.height == 10
    wide.leading == root.leading
    wide.top == root.top
    tall.width == 10
    tall.height == 500
    tall.trailing == root.trailing
    tall.top == root.top

    """

  @Test func lintListsEachProblemOnceAtItsFirstConfigurationForAnyJobs() {
    let files = MemoryFiles(["t.layout": Self.layout])
    let outputs = [1, 2].map { jobs in
      var options = LintAction.Options(files: ["t.layout"], jobs: jobs)
      options.devices = ["iPhone 15", "iPad mini (A17 Pro)"]
      return LintAction.run(options, files: files)
    }
    #expect(outputs[0] == outputs[1])
    #expect(outputs[0].status == .success)
    #expect(outputs[0].standardOutput == "t.layout: 0 errors, 3 warnings\n")
    #expect(
      outputs[0].standardError == """
        t.layout:1:6: warning: off-screen: wide is partly off-screen [iPhone 15 portrait and 8 more configurations]
        view wide
             ^
        t.layout:2:6: warning: overlap: tall overlaps its sibling wide [iPhone 15 portrait and 8 more configurations]
        view tall
             ^
        t.layout:2:6: warning: off-screen: tall is partly off-screen [iPhone 15 landscapeLeft and 1 more configuration]
        view tall
             ^

        """)
  }

  @Test func theReportDoesNotDependOnTheOrderScreensArriveIn() throws {
    let source = try LayoutSource.parse(bytes: Array(Self.layout.utf8), path: "t.layout")
    let devices = try ["iPhone 15", "iPad mini (A17 Pro)"].map {
      try DeviceCatalog.device(named: $0)
    }
    let configurations = LayoutEnvironment.configurations(of: source.layout, devices: devices)
    let screens = MatrixSolver.solve(source, configurations: configurations)
    let indices = Array(screens.indices)
    let orders = [
      indices, indices.reversed(),
      indices.filter { $0 % 2 == 1 } + indices.filter { $0 % 2 == 0 },
    ]
    let reports = orders.map { order in
      var tally = MatrixTally(configurations: configurations)
      for index in order { tally.add(screens[index], at: [index]) }
      return MatrixTable.render(tally, source: source, backend: "cassowary")
    }
    #expect(reports[1] == reports[0])
    #expect(reports[2] == reports[0])
    // Folded per distinct environment (as `summarise` hands them over) it is the same again.
    let summarised = MatrixSolver.summarise(
      source, configurations: configurations, jobs: 2,
      into: MatrixTally(configurations: configurations)
    ) { $0.add($1, at: $2) }
    #expect(MatrixTable.render(summarised, source: source, backend: "cassowary") == reports[0])
    // Three phone configurations and the iPad's eight 320-point windows are off-screen.
    #expect(reports[0].hasPrefix("t.layout: 21 configurations on 2 devices"))
    #expect(reports[0].hasSuffix("summary: 10 ok, 11 off-screen\n"))
  }
}
