import Foundation
import LayoutFormats
import Testing

/// Ids, classes and scene names are copied from a document into comments and declarations
/// of the converted file; a line break in one must not inject statements.
@Suite struct ConversionInjectionTests {
  /// `row.xib` with a line break (an XML character reference) in an id, in the root's class
  /// (which names the scene) and in a view's class.
  static func hostileDocument() throws -> String {
    var text = try String(
      contentsOf: CLIRunner.fixtures.appendingPathComponent("row.xib"), encoding: .utf8)
    text = text.replacingOccurrences(of: "ROW-lb-001", with: "ROW&#10;view injected: UIView&#10;x")
    text = text.replacingOccurrences(
      of: "customClass=\"SettingsRowView\"", with: "customClass=\"Row&#10;view evil: UIView\"")
    text = text.replacingOccurrences(
      of: "<switch opaque=\"NO\"",
      with: "<switch customClass=\"Sw&#10;when width 1...2 {\" opaque=\"NO\"")
    return text
  }

  @Test func convertedFileHoldsExactlyTheDocumentsViews() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "layout-inject-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.hostileDocument().write(
      to: folder.appendingPathComponent("evil.xib"), atomically: true, encoding: .utf8)
    let result = try CLIRunner.run(["convert", "evil.xib"], in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    let file = try LayoutFileParser.parse(result.standardOutput, file: "converted.layout")
    #expect(file.views.map(\.name) == ["notificationsLabel", "switch"])
    // The switch's custom class cannot be written: it keeps its element's UIKit class.
    #expect(file.views.map(\.className) == ["UILabel", "UISwitch"])
    #expect(
      !file.statements.contains {
        if case .variation = $0 { return true }
        return false
      })
    let lines = result.standardOutput.split(separator: "\n").map(String.init)
    #expect(
      lines.first
        == "// Converted by `layout convert` from evil.xib, scene Row?view evil: UIView (ROW-rt-001)."
    )
    #expect(lines.contains("view notificationsLabel: UILabel {  // ROW?view injected: UIView?x"))
    #expect(lines.contains("view switch: UISwitch {  // ROW-sw-001 Sw?when width 1...2 {"))
  }

  /// A label whose custom class holds a line break, a terminal escape and a right-to-left
  /// override stays a label (measured and drawn as one); the class goes to the comment.
  @Test func aLabelWithAnUnwritableClassStaysALabel() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "layout-inject-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    var text = try String(
      contentsOf: CLIRunner.fixtures.appendingPathComponent("row.xib"), encoding: .utf8)
    text = text.replacingOccurrences(
      of: "<label opaque=\"NO\"",
      with: "<label customClass=\"My&#10;view evil&#10;}&#x202E;Label\" opaque=\"NO\"")
    try text.write(
      to: folder.appendingPathComponent("label.xib"), atomically: true, encoding: .utf8)
    let result = try CLIRunner.run(["convert", "label.xib"], in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    let file = try LayoutFileParser.parse(result.standardOutput, file: "converted.layout")
    #expect(file.views.map(\.name) == ["notificationsLabel", "switch"])
    #expect(file.views.map(\.className) == ["UILabel", "UISwitch"])
    #expect(
      result.standardOutput.split(separator: "\n").contains(
        "view notificationsLabel: UILabel {  // ROW-lb-001 My?view evil?}?Label"))
  }
}
