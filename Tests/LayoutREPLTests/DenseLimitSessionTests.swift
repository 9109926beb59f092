import CommandTestSupport
import Foundation
import Testing

@testable import LayoutREPL

/// The dense backend's constraint limit (1,400) is held in the REPL as in the batch
/// commands: at start-up, on `load`, `backend dense`, `add`, and in `bench`; a refused
/// change leaves the session as it was.
@Suite struct DenseLimitSessionTests {
  /// A layout of one view `a` with `count` constraints `a.width >= k`.
  static func widths(_ count: Int) -> String {
    "view a in root\n" + (0..<count).map { "a.width >= \($0 % 900)\n" }.joined()
  }

  static func session(with files: [String: String], backend: String) throws -> (Session, URL) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "layout-dense-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (name, text) in files {
      try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    let session = try Session(
      backend: backend, workingDirectory: folder, terminalSize: { (60, 20) })
    return (session, folder)
  }

  static let refusal =
    "error: the layout has 1401 constraints, more than the 1400 the dense backend solves "
    + "(its limit); `backend cassowary` solves it"

  @Test func loadInADenseSessionRefusesAtTheFirstConstraintPastTheLimit() throws {
    let (session, folder) = try Self.session(
      with: ["big.layout": Self.widths(1_450)], backend: "dense")
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = session.handle(line: "load big.layout")
    #expect(output.isError)
    #expect(
      output.text.hasPrefix(
        "big.layout:1402:1: error: too many constraints (limit 1400, counting each constraint "
          + "a VFL line makes; the dense backend's limit; `backend cassowary` (or `layout repl "
          + "--backend cassowary`) reads up to 5000)"))
    #expect(session.state.document.name == "<new>")
  }

  @Test func switchingToDenseKeepsTheSessionWhenTheLayoutIsPastTheLimit() throws {
    let (session, folder) = try Self.session(
      with: ["big.layout": Self.widths(1_401)], backend: "cassowary")
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(!session.handle(line: "load big.layout").isError)
    let frames = session.handle(line: "frames").text
    let output = session.handle(line: "backend dense")
    #expect(output.isError)
    #expect(output.text == Self.refusal)
    #expect(session.state.backend.name == "cassowary")
    #expect(session.live.backendName == "cassowary")
    #expect(session.handle(line: "frames").text == frames)
    // One constraint fewer and the dense backend takes it.
    #expect(!session.handle(line: "remove a.width >= 500").isError)
    #expect(session.handle(line: "backend dense").text.hasPrefix("backend dense"))
  }

  @Test func addPastTheLimitIsRefusedAndTheDocumentKept() throws {
    let (session, folder) = try Self.session(
      with: ["near.layout": Self.widths(1_399)], backend: "dense")
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(!session.handle(line: "load near.layout").isError)
    #expect(!session.handle(line: "add a.width >= 3").isError)
    let statements = session.state.document.file.statements.count
    let output = session.handle(line: "add a.width >= 4")
    #expect(output.isError)
    #expect(output.text == Self.refusal)
    #expect(session.state.document.file.statements.count == statements)
    #expect(session.state.document.context.constraintsWritten == 1_400)
    #expect(!session.handle(line: "undo").isError)
    #expect(session.state.document.context.constraintsWritten == 1_399)
  }

  @Test func benchSkipsTheDenseBackendPastItsLimit() throws {
    let (session, folder) = try Self.session(
      with: ["big.layout": Self.widths(1_401)], backend: "cassowary")
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(!session.handle(line: "load big.layout").isError)
    let lines = session.handle(line: "bench").text.split(separator: "\n")
    #expect(lines.last == "dense: skipped, 1401 constraints past its limit of 1400")
    #expect(lines.count == 3)
  }

  @Test func aStoryboardRootPastTheLimitIsRefusedInADenseSession() throws {
    let constraints = (0..<1_401).map {
      #"<constraint firstAttribute="width" relation="greaterThanOrEqual" constant="\#($0 % 300)" id="w\#($0)"/>"#
    }.joined(separator: "\n")
    let document = StoryboardFixture.storyboard(
      subviews: StoryboardFixture.view(
        "A", 0, 0, 299, 10, body: "<constraints>\(constraints)</constraints>"))
    let (session, folder) = try Self.session(with: ["big.storyboard": document], backend: "dense")
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = session.handle(line: "load big.storyboard")
    #expect(output.isError)
    #expect(output.text == Self.refusal)
    #expect(session.state.storyboard == nil)
  }
}
