import Foundation
import LayoutCommands
import Testing

/// What a new user hit on a first afternoon with `layout` (issue 28, section 4), each as
/// typed at a shell.
@Suite struct NewUserTests {
  @Test func versionIsPrinted() throws {
    let result = try CLIRunner.run(["--version"])
    #expect(result.status == 0)
    #expect(result.standardOutput == "layout 0.1.0\n")
    #expect(result.standardError.isEmpty)
  }

  /// `solve` draws one screen: several orientations are refused by name, not cut to the
  /// first.
  @Test(arguments: [
    ["--orientation", "all"], ["--orientation", "portrait", "--orientation", "landscapeLeft"],
  ])
  func severalOrientationsAreRefused(_ options: [String]) throws {
    let result = try CLIRunner.run(["solve", "signin.layout"] + options)
    #expect(result.status == 2)
    #expect(result.standardOutput.isEmpty)
    let count = options.contains("all") ? 3 : 2
    let names = ["iPhone 15 portrait", "iPhone 15 landscapeLeft", "iPhone 15 landscapeRight"]
    #expect(
      result.standardError
        == "error: solve draws one screen, and the options select \(count): "
        + names.prefix(count).joined(separator: ", ")
        + "; name one device and one orientation, or use `layout matrix` or `layout render` "
        + "for several\n")
  }

  /// An orientation named twice is one screen.
  @Test func repeatedOrientationIsOneScreen() throws {
    let result = try CLIRunner.run(
      [
        "solve", "signin.layout", "--orientation", "landscapeLeft", "--orientation",
        "landscapeLeft",
      ])
    #expect(result.status == 0)
    #expect(result.standardOutput.hasPrefix("signin: iPhone 15 landscapeLeft "))
  }

  /// Errors reported by a run that still exits 0 say why the status is 0.
  @Test func errorsWithoutStrictSayWhyTheStatusIsZero() throws {
    let result = try CLIRunner.run(["solve", "conflict.layout"])
    #expect(result.status == 0)
    #expect(
      result.standardError.hasSuffix(
        "note: 1 error reported; the exit status is still 0, since problems fail the run only "
          + "with --strict\n"))
    let strict = try CLIRunner.run(["solve", "conflict.layout", "--strict"])
    #expect(strict.status == 1)
    #expect(!strict.standardError.contains("note:"))
  }

  /// `tablets` is the iPads, as a new user writes it.
  @Test func tabletsAreThePads() throws {
    #expect(try DeviceSelection.devices(["tablets"]) == DeviceSelection.devices(["pads"]))
  }
}
