import CommandTestSupport
import Foundation
import LayoutCommands
import Testing

/// `solve --format json` names the content size category it measured text at, in its
/// `device` object as `matrix --format json` cells do (`contentSize`: `l`, `ax5`, …), so
/// results at two text sizes can be told apart.
@Suite struct SolveJSONContentSizeTests {
  static let layout = """
    view t: UILabel { text "Headline text here"; font headline }
    t.top == root.safeArea.top
    t.leading == root.leading + 20
    """

  static func device(_ output: CommandOutput) throws -> [String: Any] {
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8)) as? [String: Any])
    return try #require(document["device"] as? [String: Any])
  }

  static func solve(_ file: String, contentSize: String?, files: MemoryFiles) -> CommandOutput {
    var selection = ScreenSelection(devices: ["iPhone SE (1st generation)"])
    selection.contentSize = contentSize
    return SolveAction.run(
      SolveAction.Options(file: file, selection: selection, format: .json), files: files)
  }

  @Test(arguments: [(nil, "l"), ("ax5", "ax5"), ("UIContentSizeCategoryExtraSmall", "xs")])
  func layoutFiles(_ asked: String?, named: String) throws {
    let output = Self.solve(
      "a.layout", contentSize: asked, files: MemoryFiles(["a.layout": Self.layout]))
    #expect(output.status == .success, "\(output.standardError)")
    let device = try Self.device(output)
    #expect(device["contentSize"] as? String == named)
    // In the documented key order: after the size classes.
    #expect(output.standardOutput.contains("\"sizeClass\": {"))
    let keys = ["\"sizeClass\"", "\"contentSize\"", "\"safeArea\""].map {
      output.standardOutput.range(of: $0)?.lowerBound
    }
    #expect(keys.allSatisfy { $0 != nil } && keys[0]! < keys[1]! && keys[1]! < keys[2]!)
  }

  /// A storyboard's engine measures at the category asked for; the JSON says so.
  @Test func storyboards() throws {
    let text = try String(
      contentsOf: TestFolders.fixtures.appendingPathComponent("text.storyboard"), encoding: .utf8)
    let files = MemoryFiles(["text.storyboard": text])
    /// A storyboard's JSON holds each root's `layout`, the layout file's shape.
    func contentSize(_ output: CommandOutput) throws -> String? {
      let document = try #require(
        try JSONSerialization.jsonObject(with: Data(output.standardOutput.utf8))
          as? [String: Any])
      let roots = try #require(document["roots"] as? [[String: Any]])
      let layout = try #require(roots.first?["layout"] as? [String: Any])
      let device = try #require(layout["device"] as? [String: Any])
      return device["contentSize"] as? String
    }
    let large = Self.solve("text.storyboard", contentSize: nil, files: files)
    #expect(try contentSize(large) == "l")
    let huge = Self.solve("text.storyboard", contentSize: "ax5", files: files)
    #expect(try contentSize(huge) == "ax5")
  }
}
