import AutoLayout
import Foundation
import Testing

@testable import LayoutREPL

/// `conflicts [N]` on a chain whose widths overflow the screen (22 conflicts on a 393-point
/// iPhone 15): the first `ConflictReport.maximumListedInFull` sets in full, the rest by
/// their broken constraint and the size of their set, and `conflicts N` any one in full.
@Suite struct ConflictsCommandTests {
  /// `H:|[v0]…[v24]|`, each view 10 high, then one `H:[vi(100)]` per view.
  static let chain: String = {
    var lines = (0..<25).map { "view v\($0): UIView" }
    lines.append("H:|" + (0..<25).map { "[v\($0)]" }.joined() + "|")
    lines += (0..<25).map { "V:|[v\($0)(10)]" }
    lines += (0..<25).map { "H:[v\($0)(100)]" }
    return lines.joined(separator: "\n") + "\n"
  }()

  static func session() throws -> (Session, URL) {
    let folder = try SaveOntoLoadedFileTests.folder(with: "chain.layout", text: chain)
    let session = try Session(
      backend: "cassowary", workingDirectory: folder, terminalSize: { (60, 20) })
    #expect(!session.handle(line: "device iPhone 15").isError)
    #expect(!session.handle(line: "load chain.layout").isError)
    return (session, folder)
  }

  @Test func listsTheFirstSetsAndCountsTheRest() throws {
    let (session, folder) = try Self.session()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = session.handle(line: "conflicts")
    #expect(!output.isError)
    let lines = output.text.split(separator: "\n").map(String.init)
    let broke = lines.filter { $0.hasPrefix("broke ") }
    #expect(broke.count == 22)
    #expect(broke.prefix(20).allSatisfy { $0.hasSuffix("; conflicting set:") })
    // Set i (from 0): the chain's 26 pins, the widths of v0 … v(24 − i), the root's width
    // (equal widths break from the last view back, the newest first).
    #expect(lines.count == (0..<20).map { 1 + 52 - $0 }.reduce(0, +) + 3)
    #expect(
      broke[20]
        == "broke v4.width == 100  (chain.layout:56:7); conflicting set of 32 (`conflicts 21` lists it)"
    )
    #expect(
      lines.last
        == "(2 conflicts named by the constraint broken and the size of the set: past the first "
        + "20 conflicts, sets of more than 20 constraints are counted; `conflicts N` in "
        + "`layout repl` lists conflict N in full)")
  }

  @Test func listsOneConflictInFull() throws {
    let (session, folder) = try Self.session()
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = session.handle(line: "conflicts 21")
    #expect(!output.isError)
    let lines = output.text.split(separator: "\n").map(String.init)
    #expect(lines.first == "broke v4.width == 100  (chain.layout:56:7); conflicting set:")
    #expect(lines.count == 33)
    #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("  ") })
  }

  @Test func refusesAConflictThatIsNotThere() throws {
    let (session, folder) = try Self.session()
    defer { try? FileManager.default.removeItem(at: folder) }
    let missing = session.handle(line: "conflicts 23")
    #expect(missing.isError)
    #expect(missing.text == "error: no conflict 23: the layout has 22 conflicts")
    // A mistake in what was asked, not a failure of the engine.
    #expect(throws: REPLError.noSuchConflict(23, count: 22)) { try session.conflicts(["23"]) }
    let none = try Session().handle(line: "conflicts 1")
    #expect(none.isError)
    #expect(none.text == "error: no conflict 1: the layout has 0 conflicts")
    let word = session.handle(line: "conflicts first")
    #expect(word.isError)
    #expect(word.text == "error: usage: conflicts [N]")
  }
}
