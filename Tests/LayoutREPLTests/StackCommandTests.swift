import Foundation
import Testing

@testable import LayoutREPL

/// `stack`, `hide` and `unhide` on a 200 × 100 stack of two buttons (fillEqually, spacing 8).
@Suite struct StackCommandTests {
  private func loaded() throws -> Session {
    let session = try Transcript.session()
    #expect(!session.handle(line: "load stack.layout").isError)
    return session
  }

  /// Vertical: (100 − 8) / 2 = 46 tall each; horizontal: (200 − 8) / 2 = 96 wide each.
  @Test func changingTheAxis() throws {
    let session = try loaded()
    #expect(session.handle(line: "frame two").text.hasPrefix("two: (0, 54, 200, 46)"))
    let output = session.handle(line: "stack buttons axis horizontal")
    #expect(!output.isError)
    #expect(
      output.text == """
        one: (0, 0, 200, 46) -> (0, 0, 96, 100)
        two: (0, 54, 200, 46) -> (104, 0, 96, 100)
        """)
    #expect(!session.handle(line: "stack buttons spacing 0").isError)
    #expect(session.handle(line: "frame two").text.hasPrefix("two: (100, 0, 100, 100)"))
    #expect(!session.handle(line: "undo").isError)
    #expect(session.handle(line: "frame two").text.hasPrefix("two: (104, 0, 96, 100)"))
  }

  /// Hiding an arranged view collapses it; the other takes the whole length, and unhiding
  /// brings the split back. The hidden view sits at the stack's top-leading corner, zero
  /// tall, at its intrinsic width (alignment constraints leave hidden views out).
  @Test func hidingAndUnhiding() throws {
    let session = try loaded()
    let hidden = session.handle(line: "hide one")
    #expect(!hidden.isError)
    #expect(session.handle(line: "frame one").text.hasPrefix("one: (0, 0, 100, 0)"))
    #expect(session.handle(line: "frame two").text.hasPrefix("two: (0, 0, 200, 100)"))
    #expect(!session.handle(line: "unhide one").isError)
    #expect(session.handle(line: "frame two").text.hasPrefix("two: (0, 54, 200, 46)"))
  }

  @Test func badArgumentsAreRefused() throws {
    let session = try loaded()
    let cases = [
      (
        "stack one axis vertical",
        "error: 'one' is not a stack view (declare it 'view one: UIStackView')"
      ),
      (
        "stack buttons axis diagonal",
        "error: unknown stack view axis 'diagonal'; use 'horizontal', 'vertical'"
      ),
      (
        "stack buttons distribution fillEqualy",
        "error: unknown stack view distribution 'fillEqualy'; did you mean 'fillEqually'?"
      ),
      ("stack buttons spacing wide", "error: stack view spacing must be a number, not 'wide'"),
      ("stack buttons axis", "error: usage: stack NAME axis|distribution|alignment|spacing VALUE"),
      ("stack butons axis vertical", "error: unknown view 'butons'; did you mean 'buttons'?"),
      ("hide nobody", "error: unknown view 'nobody'"),
    ]
    for (line, message) in cases {
      let output = session.handle(line: line)
      #expect(output.isError, "\(line)")
      #expect(output.text == message, "\(line)")
    }
  }

  /// `save` writes the changed stack properties.
  @Test func saveKeepsTheChange() throws {
    let session = try loaded()
    _ = session.handle(line: "stack buttons alignment center")
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("stack-\(UUID().uuidString).layout").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(!session.handle(line: "save \(path)").isError)
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(
      text.hasPrefix(
        "view buttons: UIStackView {\n  axis vertical\n  distribution fillEqually\n  alignment center\n  spacing 8\n"
      ))
  }
}

/// `keyboard` on the same file: `login` sits 8 points above `root.keyboard` on an iPhone 15
/// (852 tall, 34-point bottom inset): 852 − 34 − 8 − 44 = 766 hidden, 852 − 300 − 52 = 500
/// under a 300-point keyboard, 852 − 333 − 52 = 467 under the iPhone 15's own docked
/// keyboard (`keyboard show`), which becomes the SE's 258 points after `device`:
/// 667 − 258 − 52 = 357.
@Suite struct KeyboardCommandTests {
  @Test func showingResizingAndHiding() throws {
    let session = try Transcript.session()
    #expect(!session.handle(line: "load stack.layout").isError)
    #expect(session.handle(line: "frame login").text.hasPrefix("login: (20, 766, 80, 44)"))
    #expect(
      session.handle(line: "keyboard 300").text == "login: (20, 766, 80, 44) -> (20, 500, 80, 44)")
    #expect(
      session.handle(line: "undo").text.contains("login: (20, 500, 80, 44) -> (20, 766, 80, 44)"))
    #expect(!session.handle(line: "keyboard show").isError)
    #expect(session.handle(line: "frame login").text.hasPrefix("login: (20, 467, 80, 44)"))
    #expect(!session.handle(line: "device iPhone SE (3rd generation)").isError)
    #expect(session.handle(line: "frame login").text.hasPrefix("login: (20, 357, 80, 44)"))
    #expect(!session.handle(line: "undo").isError)
    #expect(
      session.handle(line: "keyboard hide").text == "login: (20, 467, 80, 44) -> (20, 766, 80, 44)")
    let bad = session.handle(line: "keyboard -5")
    #expect(bad.isError)
    #expect(bad.text == "error: usage: keyboard show|hide|HEIGHT")
  }
}
