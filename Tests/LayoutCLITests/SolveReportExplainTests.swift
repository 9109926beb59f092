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
    let narrow = "'box'.width == 200  [NSLayoutConstraint 'narrow' conflict.layout:11, line 9]"
    // The engine and explain break the same constraint: the older of two constant widths.
    #expect(
      explained.standardOutput == """
        Conflict 1 (horizontal): 'box'.width == 300 makes 'box'.width 300 pt, but 'narrow' makes it 200 pt.
          Minimal conflicting set:
            \(narrow)
            'box'.width == 300  [NSLayoutConstraint 'wide' conflict.layout:12, line 11]
          UIKit broke: \(narrow)
          We would break: \(narrow)
            because it sets a size to a constant, which UIKit breaks first among the set's user constraints (constant sizes, then spacings, centres, relative sizes, trailing or bottom edges, leading or top edges); of the 2 such constraints it is the oldest (listed first).
          Fixes (each verified by re-solving):
            - Lower the priority of 'box'.width == 200 ('narrow') to 999, below the required constraints it conflicts with, so it gives way instead of breaking the layout.
            - Remove 'box'.width == 200 ('narrow').

        """)
  }

  /// The report's diagnostics on standard error mixed in (`2>&1`) change nothing.
  @Test func explainReadsTheReportWithItsDiagnostics() throws {
    let solved = try CLIRunner.run(["solve", "conflict.layout"])
    let mixed = solved.standardOutput + solved.standardError
    let explained = try CLIRunner.runPiped(["explain"], input: Data(mixed.utf8))
    #expect(explained.status == 1, "\(explained.standardError)")
    #expect(explained.standardOutput.hasPrefix("Conflict 1 (horizontal): 'box'.width == 300"))
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
