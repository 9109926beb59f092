import CommandTestSupport
import LayoutCommands
import Testing

/// Views nested thousands deep (`view vN in vN-1`, within the 20,000-statement limit) are
/// solved, drawn and linted in a test task's small stack: the engine walks up the tree and
/// takes it apart in loops (a recursion per level overflowed a 400 KB stack at about 2,000
/// levels in a debug build).
@Suite struct DeepNestingCommandTests {
  static let depth = 2000

  static let files: MemoryFiles = {
    var lines = ["view v0"]
    for level in 1..<depth { lines.append("view v\(level) in v\(level - 1)") }
    return MemoryFiles(["deep.layout": lines.joined(separator: "\n") + "\n"])
  }()

  @Test(arguments: [SolveFormat.text])
  func solveShowsTheDeepestView(format: SolveFormat) {
    let output = SolveAction.run(.init(file: "deep.layout", format: format), files: Self.files)
    #expect(output.status == .success)
    #expect(output.standardOutput.contains("v\(Self.depth - 1)"))
  }

  @Test func lintReportsEveryUnplacedView() {
    let output = LintAction.run(
      .init(files: ["deep.layout"], devices: ["iPhone 15"]), files: Self.files)
    #expect(output.status == .problemsFound)
    #expect(output.standardError.contains("deep.layout:\(Self.depth):6: "))
  }
}
