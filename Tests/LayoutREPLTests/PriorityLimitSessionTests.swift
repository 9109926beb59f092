import Foundation
import Testing

@testable import LayoutREPL

/// At the prompt, a statement or a `priority` change that would bring one distinct priority
/// more than the 1,000 a layout may use is refused, and the layout stays as it was.
@Suite struct PriorityLimitSessionTests {
  /// `a.width <= 2000` at 1,000 distinct priorities (all hold at once, so the layout is solved
  /// without a pivot per level), and a height at the priority of `#c3`, which keeps that
  /// priority in use when `#c3` changes.
  static let text =
    "view a\n"
    + (0..<1000).map { "a.width <= 2000 @\(1 + Double($0) / 2) #c\($0)\n" }.joined()
    + "a.height <= 2000 @2.5\n"

  static let refusal =
    "is one distinct priority too many: a layout may use at most 1000 distinct priorities "
    + "below 1000"

  @Test func newPrioritiesPastTheLimitAreRefused() throws {
    let folder = try SaveOntoLoadedFileTests.folder(with: "p.layout", text: Self.text)
    defer { try? FileManager.default.removeItem(at: folder) }
    let session = try Session(workingDirectory: folder)
    #expect(!session.handle(line: "load p.layout").isError)
    let added = session.handle(line: "add a.height == 20 @999.5")
    #expect(added.isError)
    #expect(
      added.text.contains("<repl>:2:17: error: priority 999.5 \(Self.refusal)"), "\(added.text)")
    let changed = session.handle(line: "priority #c3 999.5")
    #expect(changed.isError)
    #expect(changed.text == "error: priority 999.5 \(Self.refusal)")
    // A priority already in use is no new level.
    #expect(!session.handle(line: "add a.height == 20 @1.5").isError)
    #expect(!session.handle(line: "priority #c3 2").isError)
  }
}
