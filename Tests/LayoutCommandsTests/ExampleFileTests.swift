import CommandTestSupport
import Foundation
import LayoutCommands
import LayoutFormats
import Testing

/// The example files themselves: the embedded demo layout is `Examples/Restructure.layout`
/// byte for byte, every file parses and checks, and its canonical reprint parses to the
/// same layout.
@Suite struct ExampleFileTests {
  func text(of screen: String) throws -> String {
    let url = ExampleScreens.folder.appendingPathComponent("\(screen).layout")
    return try String(contentsOf: url, encoding: .utf8)
  }

  @Test func embeddedRestructureIsTheExampleFile() throws {
    #expect(try text(of: "Restructure") == RestructureExample.text)
    #expect(RestructureExample.fileName == "Restructure.layout")
  }

  @Test func everyExampleFileIsListed() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: ExampleScreens.folder.path)
      .filter { $0.hasSuffix(".layout") }.sorted()
    #expect(files == ExampleScreens.names.map { "\($0).layout" }.sorted())
  }

  @Test(arguments: ExampleScreens.names)
  func canonicalReprintParsesToTheSameLayout(_ screen: String) throws {
    let layout = try LayoutFileParser.parse(
      bytes: Array(try text(of: screen).utf8), file: "\(screen).layout")
    _ = try layout.resolved()
    let reprinted = try LayoutFileParser.parse(
      bytes: Array(layout.canonicalText.utf8), file: "reprint.layout")
    #expect(reprinted == layout)
    #expect(reprinted.canonicalText == layout.canonicalText)
  }
}
