import Foundation
import Testing

/// A layout that cannot be laid out (`past-range.layout`: a solution past ±1e9) is said to be
/// so in every output, not drawn as an empty screen nor headed `ok`: the ASCII drawing, the
/// SVG under the screen, the JSON's diagnostics, and the status word of the drawings of
/// several screens (`render`, `matrix --format svg`), as the text table already said.
@Suite struct UnsolvedPictureTests {
  static let reason =
    "b.width == 100*a.width takes b.width to 90000000000, outside the range ±1e9 of a "
    + "layout's numbers"

  @Test func asciiSaysNotSolvedInPlaceOfAnEmptyScreen() throws {
    let result = try CLIRunner.run(["solve", "past-range.layout", "--format", "ascii"])
    #expect(result.status == 1)
    #expect(
      result.standardOutput == """
        past-range: iPhone 15 portrait 393x852 @3x wC hR
        not solved: b.width == 100*a.width takes b.width to 90000000000, outside the
        range ±1e9 of a layout's numbers

        """)
    let narrow = try CLIRunner.run(
      ["solve", "past-range.layout", "--format", "ascii", "--columns", "40"])
    #expect(
      narrow.standardOutput == """
        past-range: iPhone 15 portrait 393x852 @
        not solved: b.width == 100*a.width takes
        b.width to 90000000000, outside the
        range ±1e9 of a layout's numbers

        """)
  }

  @Test func svgNotesWhyUnderTheScreen() throws {
    let result = try CLIRunner.run(["solve", "past-range.layout", "--format", "svg"])
    #expect(result.status == 1)
    #expect(
      result.standardOutput.contains(
        "<text class=\"note\" x=\"0\" y=\"915\">Not solved: b.width == 100*a.width takes "
          + "b.width to 90000000000, outside the range ±1e9 of a layout&#39;s numbers</text>"))
  }

  @Test func jsonDiagnosticsNameTheFailure() throws {
    let result = try CLIRunner.run(["solve", "past-range.layout", "--format", "json"])
    #expect(result.status == 1)
    #expect(
      result.standardOutput.hasSuffix(
        """
            "rejected": [],
            "failed": "\(Self.reason)"
          }
        }

        """))
  }

  @Test(arguments: [
    ["render", "past-range.layout", "--orientation", "all"],
    ["matrix", "past-range.layout", "--devices", "iPhone 15", "--format", "svg"],
  ])
  func drawingsOfSeveralScreensAreHeadedFailed(_ arguments: [String]) throws {
    let result = try CLIRunner.run(arguments)
    #expect(result.status == 1)
    for orientation in ["portrait", "landscapeLeft", "landscapeRight"] {
      #expect(result.standardOutput.contains(">\(orientation) · failed</text>"))
    }
    #expect(!result.standardOutput.contains(" · ok<"))
  }
}
