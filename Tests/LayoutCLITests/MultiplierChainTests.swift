import Foundation
import Testing

/// Multipliers within the number limit chained past it (`b.width == 1e9 * a.width`,
/// `c.width == 1e9 * b.width`, …): the solution leaves the ±1e9 range (1e+28, infinity on
/// long chains), so `solve` refuses it at the constraint where the chain leaves the range,
/// exit 1, with no frame and no invented conflict; the text output says it was not solved
/// rather than printing an empty table under "no conflicts, no ambiguity".
@Suite struct MultiplierChainTests {
  /// `links` views each 1e9 times as wide as the one before, the first 10 points wide.
  func chain(_ links: Int) -> String {
    var lines = (0...links).map { "view v\($0) { intrinsic 10 10 }" }
    lines.append("v0.width == 10")
    lines += (1...links).map { "v\($0).width == 1e9 * v\($0 - 1).width" }
    lines += (0...links).flatMap { ["v\($0).top == root.top", "v\($0).leading == root.leading"] }
    return lines.joined(separator: "\n") + "\n"
  }

  func expectRefused(links: Int) throws {
    let text = chain(links)
    let error =
      "-:\(links + 3):1: error: failed: v1.width == 1000000000*v0.width takes v1.width to "
      + "10000000000, outside the range ±1e9 of a layout's numbers\n"
      + "v1.width == 1e9 * v0.width\n^\n"
    let result = try CLIRunner.run(["solve", "-"], input: Data(text.utf8))
    #expect(result.status == 1)
    #expect(result.standardError == error)
    #expect(
      result.standardOutput == """
        -: iPhone 15 portrait 393x852 @3x wC hR
        safe area: top 59, left 0, bottom 34, right 0

        not solved: v1.width == 1000000000*v0.width takes v1.width to 10000000000, outside \
        the range ±1e9 of a layout's numbers

        """)
    let json = try CLIRunner.run(["solve", "-", "--format", "json"], input: Data(text.utf8))
    #expect(json.status == 1)
    #expect(json.standardError == error)
    #expect(!json.standardOutput.contains("inf"))
    #expect(json.standardOutput.contains("\"views\": []"))
    #expect(json.standardOutput.contains("\"unsatisfiable\": []"))
  }

  @Test func threeLinksAreRefusedAtTheFirst() throws { try expectRefused(links: 3) }

  /// 40 links overflow to infinity and made the solver break a constraint.
  @Test func fortyLinksAreRefusedWithoutAConflict() throws { try expectRefused(links: 40) }

  /// One link stays in range: 10 × 1e8 is 1e9, the limit itself.
  @Test func aChainWithinTheRangeSolves() throws {
    let text =
      "view a\nview b\na.width == 10\nb.width == 1e8 * a.width\n"
      + "a.height == 10\nb.height == 10\na.top == root.top\nb.top == root.top\n"
      + "a.leading == root.leading\nb.leading == root.leading\n"
    let result = try CLIRunner.run(["solve", "-"], input: Data(text.utf8))
    #expect(result.standardOutput.contains("  b   UIView  0  0  1000000000      10"))
    #expect(!result.standardError.contains("failed"))
  }
}
