import AutoLayout
import LayoutCommands
import Testing

/// A chain of views between the root's edges whose widths, written after the chain,
/// overflow the screen: hostile input with n − 3 conflicts, each listing most of the
/// chain. Past `ConflictReport.maximumListedInFull` conflicts, `solve` (text and JSON) and
/// `lint` name each conflict whose set is large by its broken constraint and the size of its
/// set, so the output grows with the layout rather than with its square (many small
/// conflicts stay listed: `InputBoundsTests`).
@Suite struct ConflictListBoundTests {
  /// `H:|[v0][v1]…|`, each view 10 high, then one `H:[vi(100)]` per view: the benchmark's
  /// file (`Benchmarks/conflict-chain`), on the default 393-point iPhone 15.
  static func chain(_ count: Int) -> String {
    var lines = (0..<count).map { "view v\($0): UIView" }
    lines.append("H:|" + (0..<count).map { "[v\($0)]" }.joined() + "|")
    lines += (0..<count).map { "V:|[v\($0)(10)]" }
    lines += (0..<count).map { "H:[v\($0)(100)]" }
    return lines.joined(separator: "\n") + "\n"
  }

  static let files = MemoryFiles(["chain.layout": chain(25)])

  /// What the lists say of the two conflicts they count.
  static let note =
    "2 conflicts named by the constraint broken and the size of the set: past the first 20 "
    + "conflicts, sets of more than 20 constraints are counted; `conflicts N` in `layout repl` "
    + "lists conflict N in full"

  @Test func textListsTheFirstSetsAndCountsTheRest() {
    let output = SolveAction.run(SolveAction.Options(file: "chain.layout"), files: Self.files)
    #expect(output.status == .success)
    let lines = output.standardOutput.split(separator: "\n").map(String.init)
    let listed = lines.filter { $0.hasPrefix("conflict ") }
    #expect(listed.count == ConflictReport.maximumListedInFull)
    #expect(
      listed.last
        == "conflict 20: broke <NSLayoutConstraint:0x8a @chain.layout#57 v5.width == 100   (active)>"
    )
    // The 20th set: the chain's 26 pins, the widths of v0 … v5 and the root's width (the
    // widths break from the last view's on: the newest of equal constant sizes).
    let twentieth = lines.firstIndex(of: listed.last!)!
    #expect(lines[(twentieth + 1)...].prefix { $0.hasPrefix("  <") }.count == 33)
    guard let heading = lines.firstIndex(of: ConflictReport.shortenedHeading) else {
      Issue.record("no \(ConflictReport.shortenedHeading)")
      return
    }
    #expect(
      Array(lines[(heading + 1)...(heading + 3)]) == [
        "  (\(ConflictListBoundTests.note))",
        "  21: broke <NSLayoutConstraint:0x89 @chain.layout#56 v4.width == 100   (active)>, "
          + "in a set of 32",
        "  22: broke <NSLayoutConstraint:0x88 @chain.layout#55 v3.width == 100   (active)>, "
          + "in a set of 31",
      ])
    #expect(lines[heading + 4] == "broken now:")
  }

  @Test func jsonCountsTheSetsPastTheFirst() {
    let output = SolveAction.run(
      SolveAction.Options(file: "chain.layout", format: .json), files: Self.files)
    #expect(output.status == .success)
    let json = output.standardOutput
    #expect(
      json.contains(
        """
        {
                "constraintCount": 32,
                "broken": "<NSLayoutConstraint:0x89 @chain.layout#56 v4.width == 100   (active)>"
              }
        """))
    #expect(json.components(separatedBy: "\"constraintCount\"").count == 3)
    #expect(json.components(separatedBy: "\"constraints\": [").count == 21)
  }

  /// The problems on standard error (as `lint` prints them) name every conflict, with its
  /// set past the first 20 counted.
  @Test func problemsCountTheSetsPastTheFirst() {
    let output = SolveAction.run(SolveAction.Options(file: "chain.layout"), files: Self.files)
    let errors = output.standardError.split(separator: "\n").filter {
      $0.contains("error: unsatisfiable")
    }
    #expect(errors.count == 22)
    #expect(
      errors[20]
        == "chain.layout:56:7: error: unsatisfiable: broke v4.width == 100; it conflicts with "
        + "31 constraints (conflict 21: past the first 20, sets of more than 20 are counted; "
        + "`conflicts 21` in `layout repl` lists it) (root.width == 393)")
    #expect(errors[19].contains("v19.leading == v18.trailing (line 26)"))
  }

  /// `layout solve X | layout explain` still reads the report: from the last conflict
  /// listed in full on (explaining all 22 takes minutes in a debug build), the listed
  /// conflict, and the two shortened ones found again by breaking in turn; the shortened
  /// section is skipped like `broken now:`.
  @Test func explainReadsTheShortenedReport() {
    let solved = SolveAction.run(SolveAction.Options(file: "chain.layout"), files: Self.files)
    let report = solved.standardOutput
    guard let start = report.range(of: "\nconflict 20: ") else {
      Issue.record("no conflict 20")
      return
    }
    let files = MemoryFiles(["report.txt": "conflict 20: " + report[start.upperBound...]])
    let explained = ExplainAction.run(ExplainAction.Options(file: "report.txt"), files: files)
    #expect(explained.status == .problemsFound, "\(explained.standardError)")
    let conflicts = explained.standardOutput.split(separator: "\n").filter {
      $0.hasPrefix("Conflict ")
    }
    #expect(conflicts.count == 3)
  }
}
