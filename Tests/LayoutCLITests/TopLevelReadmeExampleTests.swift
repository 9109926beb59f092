import CommandTestSupport
import Foundation
import Testing

/// The complete example of the layout file reference (the `LayoutFormats` DocC article) solves
/// with no problem on every device, orientation and iPad window, and the README's own example
/// is clean too.
@Suite struct TopLevelReadmeExampleTests {
  /// The layout file reference article.
  static func reference() throws -> String {
    try String(
      contentsOf: CLIRunner.packageFolder.appendingPathComponent(
        "Sources/LayoutFormats/LayoutFormats.docc/LayoutFileReference.md"), encoding: .utf8)
  }

  /// The first fenced block after "A complete example" in the reference.
  static func example() throws -> String {
    let readme = try Self.reference()
    let section = try #require(readme.range(of: "# The layout file"))
    let intro = try #require(
      readme.range(of: "A complete example", range: section.upperBound..<readme.endIndex))
    let open = try #require(readme.range(of: "```\n", range: intro.upperBound..<readme.endIndex))
    let close = try #require(readme.range(of: "\n```\n", range: open.upperBound..<readme.endIndex))
    return String(readme[open.upperBound..<close.lowerBound]) + "\n"
  }

  @Test func completeExampleIsCleanOnEveryDevice() throws {
    let text = try Self.example()
    #expect(text.hasPrefix("// A photo-feed post"))
    let result: CLIRunner.Result
    do {
      result = try CLIRunner.run(["matrix", "-", "--strict"], input: Data(text.utf8))
    } catch let missing as CLIRunner.MissingBinary {
      Issue.record(Comment(rawValue: missing.description))
      return
    }
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardError == "")
    #expect(result.standardOutput.hasSuffix("summary: 887 ok\n"))
  }
  /// The `solve --format json` object the section shows is the real output for the
  /// photo-feed example on an iPhone 15, cut to the header's entry.
  @Test func jsonShapeIsTheRealOutput() throws {
    let readme = try Self.reference()
    let section = try #require(readme.range(of: "# The layout file"))
    let intro = try #require(
      readme.range(of: "--format json` prints", range: section.upperBound..<readme.endIndex))
    let open = try #require(readme.range(of: "```\n", range: intro.upperBound..<readme.endIndex))
    let close = try #require(readme.range(of: "\n```\n", range: open.upperBound..<readme.endIndex))
    let shown = readme[open.upperBound..<close.lowerBound].replacingOccurrences(
      of: ", ...]", with: "]")
    let expected = try #require(
      try JSONSerialization.jsonObject(with: Data(shown.utf8)) as? NSDictionary)
    let result: CLIRunner.Result
    do {
      result = try CLIRunner.run(
        ["solve", "PhotoFeed.layout", "--device", "iPhone 15", "--format", "json"],
        in: ExampleScreens.folder)
    } catch let missing as CLIRunner.MissingBinary {
      Issue.record(Comment(rawValue: missing.description))
      return
    }
    var actual = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8))
        as? [String: Any])
    let views = try #require(actual["views"] as? [[String: Any]])
    actual["views"] = views.filter { $0["name"] as? String == "header" }
    #expect(NSDictionary(dictionary: actual) == expected)
  }

  /// The `.layout` block of the top-level README: clean on every device, with the 44-pt header
  /// it promises where the height is compact.
  @Test func readmeExampleIsCleanAndAdapts() throws {
    let readme = try String(
      contentsOf: CLIRunner.packageFolder.appendingPathComponent("README.md"), encoding: .utf8)
    let intro = try #require(readme.range(of: "the design adapts"))
    let open = try #require(readme.range(of: "```\n", range: intro.upperBound..<readme.endIndex))
    let close = try #require(readme.range(of: "```\n", range: open.upperBound..<readme.endIndex))
    let text = String(readme[open.upperBound..<close.lowerBound])
    let result: CLIRunner.Result
    let landscape: CLIRunner.Result
    do {
      result = try CLIRunner.run(["matrix", "-", "--strict"], input: Data(text.utf8))
      landscape = try CLIRunner.run(
        [
          "solve", "-", "--device", "iPhone 15", "--orientation", "landscapeLeft", "--format",
          "json",
        ], input: Data(text.utf8))
    } catch let missing as CLIRunner.MissingBinary {
      Issue.record(Comment(rawValue: missing.description))
      return
    }
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.hasSuffix("summary: 887 ok\n"))
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(landscape.standardOutput.utf8))
        as? [String: Any])
    let views = try #require(json["views"] as? [[String: Any]])
    let header = try #require(views.first { $0["name"] as? String == "header" })
    let frame = try #require(header["frame"] as? [String: Double])
    #expect(frame == ["x": 0, "y": 0, "width": 852, "height": 44])
  }
}
