import CommandTestSupport
import Foundation
import LayoutCommands
import Testing

/// `matrix --keyboard`: a login form laid out from the top of the safe area, without the
/// keyboard guide, whose button ends up behind the docked keyboard on a 667-point iPhone SE
/// but not on an iPhone 15.
@Suite struct KeyboardMatrixTests {
  /// SE (20-point safe-area top): user 300–334, password 346–380, login 412–456 under a
  /// keyboard from 667 − 258 = 409. iPhone 15 (59): login 451–495, keyboard from 852 − 333 = 519.
  static let loginForm =
    (try? String(
      contentsOf: TestFolders.fixtures.appendingPathComponent("login-form.layout"), encoding: .utf8))
    ?? ""

  func run(keyboard: String?) -> CommandOutput {
    var options = MatrixAction.Options(
      file: "login.layout", devices: ["iPhone SE (3rd generation)", "iPhone 15"], strict: true)
    options.keyboard = keyboard
    return MatrixAction.run(options, files: MemoryFiles(["login.layout": Self.loginForm]))
  }

  func rows(_ output: CommandOutput) -> [String] {
    output.standardOutput.split(separator: "\n").map(String.init)
      .filter { $0.contains(" portrait ") && !$0.hasPrefix("login.layout") }
      .map { $0.split(separator: " ").joined(separator: " ") }
  }

  @Test func withoutTheKeyboardTheFormIsFine() {
    let output = run(keyboard: nil)
    #expect(output.status == .success)
    #expect(
      rows(output) == [
        "iPhone SE (3rd generation) portrait full 375x667 wC hR ok",
        "iPhone 15 portrait full 393x852 wC hR ok",
      ])
  }

  @Test func strictFindsTheButtonBehindTheDockedKeyboard() {
    let output = run(keyboard: "docked")
    #expect(output.status == .problemsFound)
    #expect(
      rows(output) == [
        "iPhone SE (3rd generation) portrait full 375x667 wC hR under-keyboard 1 under-keyboard",
        "iPhone 15 portrait full 393x852 wC hR ok",
      ])
    #expect(output.standardOutput.contains("login is entirely behind the keyboard"))
  }

  /// A 300-point keyboard on both phones: from 367 on the SE (password 346–380 partly
  /// behind, login wholly) and from 552 on the iPhone 15 (nothing).
  @Test func aFixedHeightIsTheSameOnEveryDevice() {
    let output = run(keyboard: "300")
    #expect(output.standardOutput.contains("password is partly behind the keyboard"))
    #expect(rows(output).last == "iPhone 15 portrait full 393x852 wC hR ok")
  }

  @Test func badKeyboardsAreRefused() {
    for value in ["-5", "tall"] {
      let output = run(keyboard: value)
      #expect(output.status == .badInput)
      #expect(
        output.standardError
          == "error: invalid value '\(value)' for --keyboard; expected the docked keyboard's height in points (336), docked, docked-no-predictive or hidden\n"
      )
    }
  }

}
