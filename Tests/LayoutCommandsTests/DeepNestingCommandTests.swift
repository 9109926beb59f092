import CommandTestSupport
import Foundation
import LayoutCommands
import Synchronization
import Testing

/// Views nested thousands deep (`view vN in vN-1`, within the 20,000-statement limit) are
/// solved and linted on a 400 KB stack: the engine walks up the tree and takes it apart in
/// loops (a recursion per level overflowed such a stack at about 2,000 levels in a debug
/// build, where a test task's own stack was large enough to hide it).
@Suite struct DeepNestingCommandTests {
  static let depth = 2000

  static let files: MemoryFiles = {
    var lines = ["view v0"]
    for level in 1..<depth { lines.append("view v\(level) in v\(level - 1)") }
    return MemoryFiles(["deep.layout": lines.joined(separator: "\n") + "\n"])
  }()

  /// Runs `body` on a thread with a 400 KB stack and waits for it.
  static func onSmallStack(_ body: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      body()
      done.signal()
    }
    thread.stackSize = 400 * 1024
    thread.start()
    done.wait()
  }

  @Test func solveShowsTheDeepestView() {
    let output = Mutex<CommandOutput?>(nil)
    Self.onSmallStack {
      let result = SolveAction.run(.init(file: "deep.layout"), files: Self.files)
      output.withLock { $0 = result }
    }
    let result = output.withLock { $0 }
    #expect(result?.status == .success)
    #expect(result?.standardOutput.contains("v\(Self.depth - 1)") == true)
  }

  @Test func lintReportsEveryUnplacedView() {
    let output = Mutex<CommandOutput?>(nil)
    Self.onSmallStack {
      let result = LintAction.run(
        .init(files: ["deep.layout"], devices: ["iPhone 15"]), files: Self.files)
      output.withLock { $0 = result }
    }
    let result = output.withLock { $0 }
    #expect(result?.status == .problemsFound)
    #expect(result?.standardError.contains("deep.layout:\(Self.depth):6: ") == true)
  }
}
