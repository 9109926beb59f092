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
    let wide = "'box'.width == 300  [NSLayoutConstraint 'wide' conflict.layout:12, line 9]"
    #expect(
      explained.standardOutput == """
        Conflict 1 (horizontal): 'box'.width == 200 makes 'box'.width 200 pt, but 'wide' makes it 300 pt.
          Minimal conflicting set:
            'box'.width == 200  [NSLayoutConstraint 'narrow' conflict.layout:11, line 10]
            \(wide)
          UIKit broke: \(wide)
          We would break: \(wide)
            because it is the newest constraint in the set: adding it (in log order) made the layout unsatisfiable.
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
