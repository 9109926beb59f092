import LayoutCommands
import Testing

/// `layout explain` in-process: size limit, JSON key order, the SVG's numbering and the
/// output file, on an in-memory file system.
@Suite struct ExplainActionTests {
  /// A horizontal conflict: 20 + 100 + 20 in a 44-point-wide cell, UIKit's breaking line
  /// included.
  static let log = """
    Unable to simultaneously satisfy constraints.
    (
        "<NSLayoutConstraint:0x600001 UILabel:0x7f01'Title'.width == 100   (active)>",
        "<NSLayoutConstraint:0x600002 UILabel:0x7f01'Title'.leading == UIView:0x7f02.leading + 20   (active)>",
        "<NSLayoutConstraint:0x600003 UIView:0x7f02.trailing == UILabel:0x7f01'Title'.trailing + 20   (active)>",
        "<NSLayoutConstraint:0x600004 'UIView-Encapsulated-Layout-Width' UIView:0x7f02.width == 44   (active)>"
    )
    Will attempt to recover by breaking constraint
    <NSLayoutConstraint:0x600001 UILabel:0x7f01'Title'.width == 100   (active)>
    """

  @Test func logOverTheLimitIsBadInput() {
    let files = MemoryFiles([
      "big.log": String(repeating: "x", count: ExplainAction.maximumLogSize + 1)
    ])
    let output = ExplainAction.run(ExplainAction.Options(file: "big.log"), files: files)
    #expect(output.status == .badInput)
    #expect(output.standardOutput.isEmpty)
    #expect(
      output.standardError == "big.log: error: the log is larger than the limit of 4194304 bytes\n")
  }

  @Test func jsonKeepsIssueNineKeyOrder() {
    let files = MemoryFiles(["a.log": Self.log])
    let output = ExplainAction.run(
      ExplainAction.Options(file: "a.log", format: .json), files: files)
    #expect(output.status == .problemsFound)
    let topLevel = output.standardOutput.split(separator: "\n").filter {
      $0.hasPrefix("  \"")
    }.map { String($0.dropFirst(3).prefix { $0 != "\"" }) }
    #expect(
      topLevel == [
        "fileName", "constraints", "conflict", "uikitBroke", "wouldBreak", "fixes", "missing",
        "unreproduced", "conflicts", "views", "issues", "framework",
      ])
    #expect(
      output.standardOutput.contains(
        #""conflict": ["0x600001", "0x600002", "0x600003", "0x600004"],\#n  "uikitBroke": "0x600001""#
      ))
  }

  @Test func svgNumbersEachConflictingConstraintOnceAndWritesTheFile() throws {
    let files = MemoryFiles(["a.log": Self.log])
    let output = ExplainAction.run(
      ExplainAction.Options(file: "a.log", format: .svg, output: "a.svg"), files: files)
    #expect(output.status == .problemsFound)
    #expect(output.standardOutput.isEmpty)
    let svg = try #require(files["a.svg"])
    #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
    #expect(svg.hasSuffix("</svg>\n"))
    for number in 1...4 {
      let label = "xml:space=\"preserve\">[\(number)] "
      #expect(svg.components(separatedBy: label).count == 2, "one marker for [\(number)]")
    }
    #expect(svg.contains(">[1] = 100 broken</text>"))
    #expect(svg.components(separatedBy: "<g class=\"constraint c-broken\">").count == 2)
    #expect(svg.contains("UIKit broke: [1] UILabel &#39;Title&#39;.width == 100"))
  }
}
