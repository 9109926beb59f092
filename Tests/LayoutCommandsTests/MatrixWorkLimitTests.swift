import LayoutAdaptivity
import LayoutDevices
import LayoutMatrix
import Testing

@testable import LayoutCommands

/// `lint` and `matrix` refuse, before solving, a run of more view-environments (views ×
/// distinct environments) than ``MatrixWork/maximum``, naming the limit and the options that
/// narrow the run; exit status 2 (LIMITS.md).
@Suite struct MatrixWorkLimitTests {
  /// Views enough that every configuration of the catalog (887, 122 distinct environments)
  /// is over the limit, one device not.
  static let viewCount = MatrixWork.maximum / 100
  static let files = MemoryFiles([
    "v.layout": (0..<viewCount).map { "view v\($0)\n" }.joined()
  ])

  @Test func workIsViewsTimesDistinctEnvironments() throws {
    let source = try LayoutSource.parse(
      bytes: Array((0..<7).map { "view v\($0)\n" }.joined().utf8), path: "v.layout")
    let phone = try DeviceCatalog.device(named: "iPhone 15")
    // Portrait, and both landscapes, whose safe areas are the same on both sides: two
    // environments.
    let configurations = LayoutEnvironment.configurations(of: source.layout, devices: [phone])
    #expect(
      MatrixWork(source, configurations: configurations)
        == MatrixWork(views: 7, environments: 2, configurations: 3))
    // The same configuration twice is one environment.
    #expect(
      MatrixWork(source, configurations: configurations + configurations)
        == MatrixWork(views: 7, environments: 2, configurations: 6))
    #expect(MatrixWork(views: 600, environments: 100, configurations: 700).isWithinLimit)
    #expect(!MatrixWork(views: 601, environments: 100, configurations: 700).isWithinLimit)
  }

  @Test func lintRefusesTheFileBeforeSolving() {
    let output = LintAction.run(LintAction.Options(files: ["v.layout"]), files: Self.files)
    #expect(output.status == .badInput)
    #expect(output.standardOutput == "v.layout: not checked\n")
    #expect(
      output.standardError
        == "v.layout: error: 600 views in 122 distinct environments (of 887 configurations) "
        + "are 73,200 view-environments to solve, over the limit of 60,000 (see LIMITS.md); narrow the run with --devices "
        + "(phones, pads or device names) (nothing was solved)\n")
  }

  @Test func matrixRefusesItInEveryFormat() {
    for format in MatrixFormat.allCases {
      let output = MatrixAction.run(
        MatrixAction.Options(file: "v.layout", format: format), files: Self.files)
      #expect(output.status == .badInput)
      #expect(output.standardOutput.isEmpty)
      #expect(
        output.standardError
          == "v.layout: error: 600 views in 122 distinct environments (of 887 configurations) "
          + "are 73,200 view-environments to solve, over the limit of 60,000 (see LIMITS.md); narrow the run with --devices "
          + "(phones, pads or device names), --no-multitasking or --shard i/n (nothing was "
          + "solved)\n")
    }
  }

  @Test func oneDeviceIsWithinTheLimit() {
    var options = LintAction.Options(files: ["v.layout"])
    options.devices = ["iPhone 15"]
    let output = LintAction.run(options, files: Self.files)
    #expect(output.status == .problemsFound)
    #expect(output.standardOutput == "v.layout: 600 errors, 600 warnings\n")
  }
}
