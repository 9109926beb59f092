import Foundation
import LayoutTestSupport
import Testing

@testable import LayoutREPL

/// `undo` keeps only what each change did (``UndoStep``), not a copy of the state: a session
/// fed random edits with `undo` among them must end where a fresh session fed only the
/// changes that survived (each at its own prompt line) ends — the same document, positions
/// included, and the same frames, conflicts and ambiguity.
@Suite struct UndoReplayTests {
  /// What a session shows of its layout, for comparing two sessions.
  static func answers(_ session: Session) -> [String] {
    let document = session.state.document
    return [
      document.file.canonicalText,
      LongScriptWalkTests.located(document.context.resolved).joined(separator: "\n"),
      document.inactiveIdentifiers.sorted().joined(separator: " "),
      session.handle(line: "frames").text,
      session.handle(line: "conflicts").text,
      session.handle(line: "ambiguous").text,
    ]
  }

  @Test(arguments: ["cassowary", "dense"])
  func undoEqualsReplayingTheSurvivingChanges(backend: String) throws {
    let (seed, steps) = DeviceWalk.parameters(seed: 2029, steps: 240)
    print("undo replay: seed \(seed), \(steps) steps, backend \(backend)")
    let session = try Session(backend: backend)
    var generator = SeededGenerator(seed: seed)
    // The changes in effect, each with the prompt line it was typed on.
    var surviving: [(line: String, number: Int)] = []
    // How many changes the session can still take back (``Session/maximumUndoSteps``).
    var undoable = 0
    var script: [String] = []
    for step in 0..<steps {
      let undo = !surviving.isEmpty && Int.random(in: 0..<4, using: &generator) == 0
      let line =
        undo ? "undo" : LongScriptWalkTests.command(session, step: step, generator: &generator)
      let output = session.handle(line: line)
      script.append(line + (output.isError ? "  [\(output.text)]" : ""))
      if undo {
        #expect(
          output.isError == (undoable == 0), "seed \(seed): \(script.joined(separator: "\n"))")
        if !output.isError {
          surviving.removeLast()
          undoable -= 1
        }
      } else if !output.isError {
        surviving.append((line, session.lineNumber))
        undoable = min(undoable + 1, Session.maximumUndoSteps)
      }
      guard step % 40 == 39 || step == steps - 1 else { continue }
      let replay = try Session(backend: backend)
      for (line, number) in surviving {
        replay.lineNumber = number - 1
        let output = replay.handle(line: line)
        #expect(!output.isError, "seed \(seed): replaying '\(line)': \(output.text)")
      }
      let (expected, actual) = (Self.answers(replay), Self.answers(session))
      for (want, got) in zip(expected, actual) where want != got {
        let history = script.joined(separator: "\n")
        Issue.record(
          "seed \(seed), \(backend), step \(step): after\n\(history)\nexpected\n\(want)\ngot\n\(got)"
        )
        return
      }
    }
    #expect(script.filter { $0 == "undo" }.count > steps / 8)
  }

  @Test func undoOfEveryEditKindRestoresTheDocumentExactly() throws {
    let session = try Session()
    let lines = [
      "add view a", "add view b in a", "add a.width == 100 #w", "add b.height == 20 @500 #h",
      "add set s { a.height == 30 #sh }", "add metric m = 4", "add H:|-m-[a]",
      "constant #w 120", "priority #h 600", "deactivate #h", "deactivate s", "remove #sh",
      "add b.width == 50", "remove b.width == 50", "hide b", "add orientations portrait",
    ]
    var states: [[String]] = [Self.answers(session)]
    for line in lines {
      let output = session.handle(line: line)
      #expect(!output.isError, "\(line): \(output.text)")
      states.append(Self.answers(session))
    }
    for index in lines.indices.reversed() {
      #expect(!session.handle(line: "undo").isError)
      #expect(Self.answers(session) == states[index], "undo of '\(lines[index])'")
    }
    #expect(session.handle(line: "undo").text == "error: nothing to undo")
  }
}
