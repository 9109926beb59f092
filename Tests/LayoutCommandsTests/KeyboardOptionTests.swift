import LayoutCommands
import Testing

/// `solve --keyboard`: a login button kept 8 points above `root.keyboard` on an iPhone 15
/// (393 × 852, 34-point bottom inset).
@Suite struct KeyboardOptionTests {
  static let form = """
    view login: UIButton { intrinsic 80 44 }
    login.centerX == root.centerX
    login.bottom == root.keyboard.top - 8
    """

  func loginRow(_ keyboard: String?) -> [String] {
    let output = SolveAction.run(
      SolveAction.Options(
        file: "form.layout", selection: ScreenSelection(devices: ["iPhone 15"]),
        keyboard: keyboard),
      files: MemoryFiles(["form.layout": Self.form]))
    #expect(output.status == .success)
    let line = output.standardOutput.split(separator: "\n").first { $0.hasPrefix("  login") }
    return line.map { $0.split(separator: " ").prefix(6).map(String.init) } ?? []
  }

  /// Hidden: 852 − 34 − 8 − 44 = 766. A 336-point keyboard: 852 − 336 − 8 − 44 = 464. The
  /// centred x, (393 − 80) / 2 = 156.5, snaps to the @3x pixel grid: 470 / 3 = 156.667.
  @Test func theButtonRidesOnTheKeyboard() {
    #expect(loginRow(nil) == ["login", "UIButton", "156.667", "766", "80", "44"])
    #expect(loginRow("hidden") == ["login", "UIButton", "156.667", "766", "80", "44"])
    #expect(loginRow("336") == ["login", "UIButton", "156.667", "464", "80", "44"])
  }

  /// `docked` is the device's own keyboard with the predictive bar, 333 points on an iPhone
  /// 15 (852 − 333 − 8 − 44 = 467); without the bar, the documented 216 (852 − 216 − 52 = 584).
  @Test func theDockedKeyboardIsTheDevicesOwn() {
    #expect(loginRow("docked") == ["login", "UIButton", "156.667", "467", "80", "44"])
    #expect(
      loginRow("docked-no-predictive") == ["login", "UIButton", "156.667", "584", "80", "44"])
  }

  @Test(arguments: ["-5", "dock", "nan", "inf", "Docked"])
  func badHeightsAreRefused(_ value: String) {
    let output = SolveAction.run(
      SolveAction.Options(file: "form.layout", keyboard: value),
      files: MemoryFiles(["form.layout": Self.form]))
    #expect(output.status == .badInput)
    #expect(
      output.standardError
        == "error: invalid value '\(value)' for --keyboard; expected the docked keyboard's height in points (336), docked, docked-no-predictive or hidden\n"
    )
  }

  /// A height past the range of a layout's numbers is refused as it is read (exit 2); it
  /// was solved, the keyboard guide's constraint refused and the views on it ambiguous, with
  /// exit 0.
  @Test(arguments: ["99999999999", "1e300"])
  func heightsPastTheNumberRangeAreRefused(_ value: String) {
    let output = SolveAction.run(
      SolveAction.Options(file: "form.layout", keyboard: value),
      files: MemoryFiles(["form.layout": Self.form]))
    #expect(output.status == .badInput)
    #expect(output.standardOutput.isEmpty)
    #expect(
      output.standardError
        == "error: invalid value '\(value)' for --keyboard; expected a height of at most "
        + "1000000000 points, the limit of a layout's numbers\n")
  }
}
