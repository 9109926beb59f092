import CommandTestSupport
import Foundation
import Testing

/// Every reference screen solves on every device, orientation and iPad window with no
/// conflict, no ambiguity and no misplaced view: `layout matrix --strict` exits 0, left to
/// right and right to left, on both backends.
@Suite struct ExampleMatrixTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var screen: String
    var options: [String]
    var testDescription: String { ([screen] + options).joined(separator: " ") }
  }

  static let cases: [Case] = ExampleScreens.names.flatMap { screen in
    [[], ["--rtl"], ["--backend", "dense"]].map { Case(screen: screen, options: $0) }
  }

  /// The configurations `matrix` solves for each screen: 848 for a phone-style layout
  /// (iPhones without upside down), 874 when the file allows every orientation.
  static let configurations = [
    "SixLabels": 887, "Restructure": 913, "PhotoFeed": 887, "QuranReader": 913,
    "ScrollContent": 913, "ComposeMessage": 887, "RestructureStacks": 913,
  ]

  @Test(arguments: cases)
  func strictMatrixIsClean(_ testCase: Case) throws {
    let arguments = ["matrix", "\(testCase.screen).layout", "--strict"] + testCase.options
    let result: CLIRunner.Result
    do {
      result = try CLIRunner.run(arguments, in: ExampleScreens.folder)
    } catch let missing as CLIRunner.MissingBinary {
      Issue.record(Comment(rawValue: missing.description))
      return
    }
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardError == "")
    let count = try #require(Self.configurations[testCase.screen])
    let backend = testCase.options.contains("dense") ? "dense" : "cassowary"
    let direction = testCase.options.contains("--rtl") ? ", right to left" : ""
    let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
    let heading =
      "\(testCase.screen).layout: \(count) configurations on 104 devices, backend \(backend)"
    #expect(lines.first.map(String.init) == heading + direction)
    #expect(lines.suffix(2) == ["summary: \(count) ok", ""])
  }
}
