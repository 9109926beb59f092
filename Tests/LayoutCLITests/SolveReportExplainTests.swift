import Foundation
import Testing

/// `layout solve FILE | layout explain`: explain reads the conflict report solve prints as
/// it reads UIKit's message, finds the same conflict and exits 1.
@Suite struct SolveReportExplainTests {
  @Test func explainReadsSolvesConflictReport() throws {
    let solved = try CLIRunner.run(["solve", "conflict.layout"])
    #expect(solved.status == 0)
    let explained = try CLIRunner.runPiped(["explain"], input: Data(solved.standardOutput.utf8))
    #expect(explained.status == 1, "\(explained.standardError)")
    #expect(explained.standardError.isEmpty)
    let narrow = "'box'.width == 200  [NSLayoutConstraint 'narrow' conflict.layout:11, line 10]"
    let wide = "'box'.width == 300  [NSLayoutConstraint 'wide' conflict.layout:12, line 9]"
    // The engine and explain break the same constraint: the larger of two constant widths.
    #expect(
      explained.standardOutput == """
        Conflict 1 (horizontal): 'box'.width == 200 makes 'box'.width 200 pt, but 'wide' makes it 300 pt.
          Minimal conflicting set:
            \(narrow)
            \(wide)
          UIKit broke: \(wide)
          We would break: \(wide)
            because it sets a size to a constant, which UIKit breaks first among the set's user constraints (constant sizes, then spacings, centres, relative sizes, trailing or bottom edges, leading or top edges; bounds before equalities); of the 2 constraints that differ only in their constant it is the one that puts its item further (larger, or further right or down).
          Fixes (each verified by re-solving):
            - Lower the priority of 'box'.width == 300 ('wide') to 999, below the required constraints it conflicts with, so it gives way instead of breaking the layout.
            - Remove 'box'.width == 300 ('wide').

        """)
  }

  /// The report's diagnostics on standard error mixed in (`2>&1`) change nothing.
  @Test func explainReadsTheReportWithItsDiagnostics() throws {
    let solved = try CLIRunner.run(["solve", "conflict.layout"])
    let mixed = solved.standardOutput + solved.standardError
    let explained = try CLIRunner.runPiped(["explain"], input: Data(mixed.utf8))
    #expect(explained.status == 1, "\(explained.standardError)")
    #expect(explained.standardOutput.hasPrefix("Conflict 1 (horizontal): 'box'.width == 200"))
    #expect(!explained.standardOutput.contains("Missing from the log"))
  }

  /// A layout without a conflict gives a report explain finds nothing in.
  @Test func explainOfAReportWithoutConflictsFindsNone() throws {
    let solved = try CLIRunner.run(["solve", "signin.layout"])
    #expect(solved.standardOutput.contains("no conflicts, no ambiguity"))
    let explained = try CLIRunner.runPiped(["explain"], input: Data(solved.standardOutput.utf8))
    #expect(explained.status == 2)
  }
}
