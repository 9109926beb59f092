import LayoutCommands
import Testing

/// What a new user meets first, in process.
@Suite struct NewUserActionTests {
  /// `tablets` is the iPads, as a new user writes it.
  @Test func tabletsAreThePads() throws {
    #expect(try DeviceSelection.devices(["tablets"]) == DeviceSelection.devices(["pads"]))
  }

  /// A misspelt UIKit class is a warning with the nearest class; custom classes pass.
  @Test func misspeltUIKitClassIsWarned() {
    let layout = """
      view a: UIButon {
        intrinsic 80 40
      }
      view b: MyCard {
        intrinsic 80 40
      }
      a.top == root.top
      a.leading == root.leading
      b.top == a.bottom
      b.leading == root.leading

      """
    let files = MemoryFiles(["c.layout": layout])
    let lint = LintAction.run(
      LintAction.Options(files: ["c.layout"], devices: ["iPhone 15"]), files: files)
    #expect(lint.status == .success)
    #expect(lint.standardOutput == "c.layout: 0 errors, 1 warning\n")
    #expect(
      lint.standardError == """
        c.layout:1:6: warning: unknown UIKit class 'UIButon'; did you mean 'UIButton'?
        view a: UIButon {
             ^

        """)
    let strict = LintAction.run(
      LintAction.Options(files: ["c.layout"], devices: ["iPhone 15"], strict: true), files: files)
    #expect(strict.status == .problemsFound)
  }
}
