import Testing

/// `layout matrix --keyboard` through the binary.
@Suite struct KeyboardMatrixCLITests {
  /// Through the binary: `--keyboard -5` is read as the option's value, not as an option.
  @Test func theBinaryRefusesANegativeKeyboardAndFindsTheButton() throws {
    let bad = try CLIRunner.run(["matrix", "login-form.layout", "--keyboard", "-5"])
    #expect(bad.status == 2)
    #expect(
      bad.standardError
        == "error: invalid value '-5' for --keyboard; expected the docked keyboard's height in points (336), docked, docked-no-predictive or hidden\n"
    )
    let found = try CLIRunner.run([
      "matrix", "login-form.layout", "--devices", "iPhone SE (3rd generation)", "--keyboard",
      "docked", "--strict",
    ])
    #expect(found.status == 1)
    #expect(
      found.standardOutput.contains(
        "login-form.layout:6:6: warning: under-keyboard: login is entirely behind the keyboard"))
  }
}
