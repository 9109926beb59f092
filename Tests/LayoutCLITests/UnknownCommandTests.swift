import Testing

/// `demo` is the default command, so a misspelt command or a bare file reached it and was
/// answered with demo's usage; now it is an unknown command, with the nearest name.
@Suite struct UnknownCommandTests {
  @Test func aTypoSuggestsTheCommand() throws {
    let result = try CLIRunner.run(["slove", "signin.layout"])
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError
        == "error: unknown command 'slove'; did you mean 'solve'? (`layout --help` describes "
        + "them)\n")
  }

  @Test func aBareFileListsTheCommands() throws {
    let result = try CLIRunner.run(["signin.layout"])
    #expect(result.status == 2)
    #expect(
      result.standardError
        == "error: unknown command 'signin.layout'; the commands are solve, matrix, lint, "
        + "render, animate, devices, demo, bench, repl, explain, check, convert (`layout "
        + "--help` describes them)\n")
  }

  /// Commands, `help` and options still reach the parser.
  @Test(arguments: [["help", "solve"], ["--version"], ["demo", "--print-layout"]])
  func knownWordsStillRun(_ arguments: [String]) throws {
    let result = try CLIRunner.run(arguments)
    #expect(result.status == 0)
    #expect(!result.standardError.contains("unknown command"))
  }
}
