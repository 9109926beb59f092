import LayoutCommands
import Testing

/// Empty or zero option values are bad input (exit status 2) with a message naming the
/// option, not a silent default.
@Suite struct EmptyOptionTests {
  @Test(arguments: [[""], [" , "], ["", ""]])
  func emptyDevicesAreRefused(_ devices: [String]) {
    let files = MemoryFiles(["a.layout": SampleLayouts.clean])
    let matrix = MatrixAction.run(
      MatrixAction.Options(file: "a.layout", devices: devices), files: files)
    #expect(matrix.status == .badInput)
    #expect(matrix.standardOutput.isEmpty)
    #expect(
      matrix.standardError
        == "error: invalid value '\(devices.joined(separator: ","))' for --devices; "
        + "expected all, phones, pads, ipods or device names\n")
    let lint = LintAction.run(
      LintAction.Options(files: ["a.layout"], devices: devices), files: files)
    #expect(lint.status == .badInput)
  }

  @Test func noDevicesOptionStillMeansEveryDevice() throws {
    #expect(try DeviceSelection.devices([]).count > 100)
  }

  @Test(arguments: [0, -4])
  func nonPositiveColumnsAreRefused(_ columns: Int) {
    let files = MemoryFiles(["a.layout": SampleLayouts.clean])
    let solve = SolveAction.run(
      SolveAction.Options(file: "a.layout", format: .ascii, columns: columns), files: files)
    #expect(solve.status == .badInput)
    #expect(solve.standardOutput.isEmpty)
    #expect(
      solve.standardError
        == "error: invalid value '\(columns)' for --columns; expected a positive number of columns\n"
    )
    let demo = DemoAction.run(DemoAction.Options(columns: columns))
    #expect(demo.status == .badInput)
    #expect(demo.standardOutput.isEmpty)
  }
}
