import Foundation
import Testing

/// Every documented input limit of `.layout` files (Sources/LayoutFormats/README.md, "Limits")
/// through the real binary: just past the limit, `layout solve` prints a clear error at the
/// offending place and exits 2 (bad input); nothing crashes or runs long.
@Suite struct InputLimitTests {
  func solve(_ text: String, backend: String = "cassowary") throws -> CLIRunner.Result? {
    do {
      return try CLIRunner.run(["solve", "-", "--backend", backend], input: Data(text.utf8))
    } catch let missing as CLIRunner.MissingBinary {
      Issue.record(Comment(rawValue: missing.description))
      return nil
    }
  }

  func expectBadInput(_ text: String, backend: String = "cassowary", message: String) throws {
    guard let result = try solve(text, backend: backend) else { return }
    #expect(result.status == 2, "\(result.standardError)")
    #expect(result.standardError.contains(message), "\(result.standardError)")
    #expect(!result.standardError.contains("Fatal error"))
  }

  @Test func fileSizeOneByteOverOneMebibyte() throws {
    let text = "view a\n" + String(repeating: "/", count: (1 << 20) - 6)
    try expectBadInput(text, message: "larger than the limit of 1048576 bytes")
  }

  @Test func fileSizeAtTheLimitIsRead() throws {
    let text = "view a\n" + String(repeating: "/", count: (1 << 20) - 7)
    guard let result = try solve(text) else { return }
    #expect(result.status != 2, "\(result.standardError)")
  }

  @Test func nestingDeeperThan32Blocks() throws {
    var text = ""
    for depth in 0..<33 { text += "view v\(depth) {\n" }
    text += String(repeating: "}\n", count: 33)
    try expectBadInput(text, message: "blocks are nested too deeply (limit 32)")
  }

  @Test func nesting32BlocksIsAccepted() throws {
    var text = ""
    for depth in 0..<32 { text += "view v\(depth) {\n" }
    text += String(repeating: "}\n", count: 32)
    guard let result = try solve(text) else { return }
    #expect(result.status != 2, "\(result.standardError)")
  }

  @Test func moreThan20000Statements() throws {
    var text = ""
    for index in 0..<20_001 { text += "view v\(index)\n" }
    try expectBadInput(text, message: "-:20001:1: error: too many statements (limit 20000)")
  }

  /// The issue's other example: one view's width at thousands of values competing at one
  /// priority took 23 s and 920 MB at 19,999; refused at the 5,001st constraint.
  @Test func moreThan5000Constraints() throws {
    var text = "view a\n"
    for i in 1...19_999 { text += "a.width == \(i) @500\n" }
    try expectBadInput(
      text,
      message: "-:5002:1: error: too many constraints (limit 5000, counting each constraint a "
        + "VFL line makes)")
  }

  /// One VFL line of 5,001 size predicates is refused at the line.
  @Test func aVisualFormatLineOfMoreThan5000Predicates() throws {
    let predicates = (1...5001).map { "==\($0)@500" }.joined(separator: ",")
    try expectBadInput(
      "view a\nH:[a(\(predicates))]\n",
      message: "-:2:1: error: too many constraints (limit 5000, counting each constraint a "
        + "VFL line makes)")
  }

  /// The issue's example: a width at each of 19,999 distinct priorities, refused at the
  /// 1,001st before anything is solved.
  @Test func moreThan1000DistinctPriorities() throws {
    var text = "view a\n"
    for i in 0..<19_999 { text += "a.width == \(i) @\(1 + 998 * Double(i) / 19_999)\n" }
    try expectBadInput(
      text,
      message: "-:1002:18: error: priority \(1 + 998 * Double(1000) / 19_999) is one "
        + "distinct priority too many: a layout may use at most 1000 distinct priorities below 1000"
    )
  }

  @Test(arguments: ["1e10", "1000000001", "-1e10", "1e309", "inf", "nan"])
  func numbersBeyondOneBillion(_ number: String) throws {
    guard let result = try solve("view a\na.width == \(number)\n") else { return }
    #expect(result.status == 2, "\(result.standardError)")
    #expect(result.standardError.contains("<stdin>:2:") || result.standardError.contains(":2:"))
    #expect(!result.standardError.contains("Fatal error"))
  }

  @Test func oneBillionIsAccepted() throws {
    guard let result = try solve("view a\na.width == 1e9\n") else { return }
    #expect(result.status != 2, "\(result.standardError)")
  }

  /// Views chained between the root's edges, then a required width of 100 for each, which
  /// overflow the screen: `n - 3` conflicts broken in turn (`Benchmarks/conflict-chain`), the
  /// worst case known for the dense backend; the file writes `4n + 1` constraints.
  func overflowingChain(_ n: Int) -> String {
    var lines = (0..<n).map { "view v\($0): UIView" }
    lines.append("H:|" + (0..<n).map { "[v\($0)]" }.joined() + "|")
    lines += (0..<n).map { "V:|[v\($0)(10)]" }
    lines += (0..<n).map { "H:[v\($0)(100)]" }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The dense backend reads at most 1,400 constraints: the chain of 350 views (1,401) is
  /// refused at the width that passes the limit, before anything is solved, naming the
  /// backend that reads it.
  @Test func denseBackendRefusesMoreThan1400Constraints() throws {
    let text = overflowingChain(350)
    try expectBadInput(
      text, backend: "dense",
      message: "-:1051:1: error: too many constraints (limit 1400, counting each constraint a "
        + "VFL line makes; the dense backend's limit; --backend cassowary reads up to 5000)")
  }

  /// The same file is within Cassowary's limit.
  @Test func cassowaryReadsTheChainTheDenseBackendRefuses() throws {
    guard let result = try solve(overflowingChain(350)) else { return }
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardError.contains("error: unsatisfiable"))
  }

  /// 1,400 constraints are read by the dense backend.
  @Test func dense1400ConstraintsAreRead() throws {
    var text = "view a\n"
    for i in 1...1_400 { text += "a.width >= \(i)\n" }
    guard let result = try solve(text, backend: "dense") else { return }
    #expect(result.status == 0, "\(result.standardError)")
  }
}
