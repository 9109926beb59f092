import Foundation
import Testing

@testable import LayoutREPL

/// Properties of single commands that goldens would only show indirectly.
@Suite struct SessionBehaviourTests {
  @Test func errorsNeverQuitAndLeaveStateUnchanged() throws {
    let session = try Transcript.session()
    _ = session.handle(line: "load card.layout")
    let before = session.handle(line: "frames").text
    for line in ["nonsense", "add nothing.top == 1", "constant #gap x", "device ???"] {
      let output = session.handle(line: line)
      #expect(output.isError, "\(line)")
      #expect(!output.quits)
    }
    #expect(session.handle(line: "frames").text == before)
    #expect(session.handle(line: "quit").quits)
    #expect(session.handle(line: "exit").quits)
  }

  /// A view the file declares but leaves out here is not called unknown.
  @Test func uninstalledViewIsNamedAsSuch() throws {
    let session = try Transcript.session()
    _ = session.handle(line: "load card.layout")
    _ = session.handle(line: "add view badge { uninstalled }")
    let output = session.handle(line: "why badge")
    #expect(output.isError)
    #expect(
      output.text
        == "error: badge is not installed in this configuration (iPhone 15 portrait 393x852 @3x wC hR); its size-class variations or `uninstalled` leave it out"
    )
    #expect(
      session.handle(line: "why bagde").text == "error: unknown view 'bagde'; did you mean 'badge'?"
    )
    #expect(
      session.handle(line: "why view").text
        == "error: unknown view 'view'; the screen's root view (a view controller's 'view') is 'root'"
    )
  }

  @Test func rotatePrintsOnlyViewsThatMoved() throws {
    let session = try Transcript.session()
    _ = session.handle(line: "load card.layout")
    let rotated = session.handle(line: "rotate").text.split(separator: "\n")
    // The title keeps its frame relative to the card, so it is not listed.
    #expect(rotated.contains { $0.hasPrefix("card: ") })
    #expect(rotated.contains { $0.hasPrefix("button: ") })
    #expect(!rotated.contains { $0.hasPrefix("title: ") })
    #expect(session.handle(line: "rotate left").text.contains("->"))
    #expect(session.handle(line: "orientation portrait").text.hasSuffix("no frames changed"))
  }

  @Test func undoRestoresFramesAndEmptiesTheStack() throws {
    let session = try Transcript.session()
    _ = session.handle(line: "load card.layout")
    let original = session.handle(line: "frames").text
    _ = session.handle(line: "constant #cardHeight 100")
    _ = session.handle(line: "rotate")
    #expect(session.handle(line: "frames").text != original)
    #expect(!session.handle(line: "undo").isError)
    #expect(!session.handle(line: "undo").isError)
    #expect(session.handle(line: "frames").text == original)
    #expect(!session.handle(line: "undo").isError)  // the load itself
    #expect(session.handle(line: "undo").isError)
  }

  @Test func constantChangesReuseTheEngine() throws {
    let session = try Transcript.session()
    _ = session.handle(line: "load card.layout")
    let engine = session.live.engine
    _ = session.handle(line: "constant #gap 30")
    _ = session.handle(line: "add button.width == 90 #bw")
    #expect(!session.handle(line: "view extra: UILabel in card { intrinsic 10 10 }").isError)
    #expect(session.handle(line: "add extra.center == card.center").isError)
    #expect(!session.handle(line: "add extra.centerX == card.centerX").isError)
    _ = session.handle(line: "device se 2")
    #expect(session.live.engine === engine)
    _ = session.handle(line: "backend dense")
    #expect(session.live.engine !== engine)
  }

  @Test func promptConstraintsAreLocatedAtTheirLine() throws {
    let session = try Transcript.session()
    _ = session.handle(line: "load card.layout")
    _ = session.handle(line: "add button.width == 100 @750 #bw")
    let why = session.handle(line: "why button h").text
    #expect(why.contains("#bw  (<repl>:2:1)"))
    #expect(why.contains("(card.layout:15:1)"))
  }

  @Test func saveWritesALoadableFile() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("repl-save-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let session = try Session(workingDirectory: directory)
    let card = Transcript.fixtures.appendingPathComponent("card.layout").path
    #expect(!session.handle(line: "load \(card)").isError)
    _ = session.handle(line: "add button.width == 100 #bw")
    let frames = session.handle(line: "frames").text
    #expect(session.handle(line: "save copy.layout").text == "saved copy.layout")
    #expect(!session.handle(line: "svg copy.svg").isError)
    let reloaded = try Session(workingDirectory: directory)
    #expect(!reloaded.handle(line: "load copy.layout").isError)
    #expect(reloaded.handle(line: "frames").text == frames)
  }

  @Test func completions() throws {
    let session = try Transcript.session()
    _ = session.handle(line: "load card.layout")
    #expect(session.completions(before: "fra") == ["frame", "frames"])
    #expect(session.completions(before: "why bu") == ["button"])
    #expect(session.completions(before: "why button ") == ["h", "v", "all"])
    #expect(session.completions(before: "add card.hei") == ["card.height"])
    #expect(session.completions(before: "add title.") ?? [] == [] ? false : true)
    #expect(session.completions(before: "constant #ca") == ["#cardTop", "#cardHeight"])
    #expect(session.completions(before: "device iPhone SE (2")?.first == "(2nd generation)")
    #expect(session.completions(before: "load ca") == nil)
  }
}
